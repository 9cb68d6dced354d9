/** The signed-in user of a request, or null. Filled by the session hook. */
export type SessionUser = { id: string; email: string; name: string; isAdmin: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** True when the session cookie could not be checked because the database is unavailable. */
    sessionUnknown: boolean;
  }
}
