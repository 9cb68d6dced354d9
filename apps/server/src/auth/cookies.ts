import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie holding the session token. */
export const SESSION_COOKIE = 'lw_session';
/** The short-lived cookie naming a sign-in in progress (its state is in the database). */
export const LOGIN_COOKIE = 'lw_login';

/** A request cookie by name, or undefined; values are URL-decoded. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Sets (or, with `maxAgeSeconds` 0, clears) an HttpOnly, SameSite=Lax cookie; Secure when the
 * request came over HTTPS. Several cookies may be set on one reply.
 */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number },
): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (request.protocol === 'https') parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}
