import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOGIN_COOKIE, readCookie, SESSION_COOKIE, setCookie } from '../auth/cookies';
import { requireUser, startSession } from '../auth/session';
import { sendSignInProblem } from '../auth/sign-in-page';
import { authorizationUrl, completeSignIn, newLoginState, registerSignIn } from '../auth/sign-in';
import { badRequest, databaseUnavailable } from '../http/errors';
import { accessOf } from '../http/openapi';
import { saveLoginState, takeLoginState } from '../users/login-states.repository';
import { deleteExpiredSessions, deleteSession } from '../users/sessions.repository';
import { upsertSignedInUser } from '../users/users.repository';

/** How long a started sign-in may take before its state is discarded. */
const LOGIN_MINUTES = 10;
const LOGIN_COOKIE_PATH = '/api/login';

/**
 * Sign-in (OpenID Connect, code flow with PKCE, state and nonce), sign-out and who is signed in.
 * Also mounts the development provider at /oidc when no real provider is configured.
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const resolveProvider = await registerSignIn(app);
  const db = () => app.database.db;
  const tags = ['session'];

  app.get('/api/login/google', { schema: { tags }, errorHandler: sendSignInProblem }, async (request, reply) => {
    const provider = await resolveProvider(request);
    const login = await newLoginState(provider.redirectUri);
    const loginId = randomBytes(32).toString('base64url');
    await saveLoginState(db(), loginId, login, LOGIN_MINUTES);
    setCookie(request, reply, LOGIN_COOKIE, loginId, { path: LOGIN_COOKIE_PATH, maxAgeSeconds: LOGIN_MINUTES * 60 });
    reply.header('cache-control', 'no-store');
    return reply.redirect(await authorizationUrl(provider, login), 302);
  });

  app.get(
    '/api/login/google/callback',
    { schema: { tags }, errorHandler: sendSignInProblem },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const loginId = readCookie(request, LOGIN_COOKIE);
      setCookie(request, reply, LOGIN_COOKIE, '', { path: LOGIN_COOKIE_PATH, maxAgeSeconds: 0 });
      const login = loginId ? await takeLoginState(db(), loginId) : undefined;
      if (!login) throw badRequest('This sign-in has expired or was already used; please sign in again.');
      const provider = await resolveProvider(request);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const profile = await completeSignIn(provider, query, login);
      const user = await upsertSignedInUser(db(), profile);
      const previous = readCookie(request, SESSION_COOKIE);
      if (previous) await deleteSession(db(), previous);
      await deleteExpiredSessions(db());
      await startSession(app, request, reply, user.id);
      return reply.redirect('/login', 302);
    },
  );

  app.get('/api/logout/google', { schema: { tags } }, async (request, reply) => {
    const token = readCookie(request, SESSION_COOKIE);
    if (token) await deleteSession(db(), token);
    setCookie(request, reply, SESSION_COOKIE, '', { path: '/', maxAgeSeconds: 0 });
    reply.header('cache-control', 'no-store');
    return reply.redirect('/', 302);
  });

  app.get('/api/CheckLoggedIn', { schema: { tags } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.sessionUnknown) throw databaseUnavailable();
    return { isValid: request.user !== null };
  });

  app.get('/api/GetIsAdmin', { schema: { tags } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.sessionUnknown) throw databaseUnavailable();
    return { isAdmin: request.user?.isAdmin ?? false };
  });

  app.get('/api/GetUserName', { schema: { tags }, ...accessOf('user') }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return { name: user.name };
  });
}
