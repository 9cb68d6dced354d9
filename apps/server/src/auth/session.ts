import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../db/database';
import { databaseUnavailable, forbidden, unauthorized } from '../http/errors';
import { createSession, findSessionUser } from '../users/sessions.repository';
import type { SessionUser } from '../users/session-user';
import type { UserRecord } from '../users/users.repository';
import { readCookie, SESSION_COOKIE, setCookie } from './cookies';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** True when the user's provider-verified email is in ADMIN_EMAILS (compared case-insensitively). */
export const isAdminUser = (config: Pick<Config, 'ADMIN_EMAILS'>, user: UserRecord) =>
  user.emailVerified && user.email !== '' && config.ADMIN_EMAILS.includes(user.email.toLowerCase());

/** Fills `request.user` from the session cookie on every /api request (null when signed out or expired). */
export function registerSessionHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.toLowerCase().startsWith('/api/')) return;
    const token = readCookie(request, SESSION_COOKIE);
    if (!token || !TOKEN_PATTERN.test(token)) return;
    let user;
    try {
      user = await findSessionUser(app.database.db, token);
    } catch (error) {
      // Without the database the caller is treated as signed out, so generators keep answering;
      // a call that needs the user answers 503 rather than a misleading 401.
      if (!isDatabaseUnavailable(error)) throw error;
      request.sessionUnknown = true;
      return;
    }
    if (user)
      request.user = { id: user.id, email: user.email, name: user.name, isAdmin: isAdminUser(app.config, user) };
  });
}

/** Starts a session for a user and sets its cookie (SESSION_DAYS long). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const days = app.config.SESSION_DAYS;
  const token = await createSession(app.database.db, userId, days);
  setCookie(request, reply, SESSION_COOKIE, token, { path: '/', maxAgeSeconds: days * 24 * 60 * 60 });
}

/** The signed-in user; throws 401 when signed out. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user && request.sessionUnknown) throw databaseUnavailable();
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in admin; throws 401 when signed out and 403 for a user who is not an admin. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}
