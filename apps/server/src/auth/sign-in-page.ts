import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** True for a browser navigating to the page (it asks for HTML), not for a script calling the API. */
export const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/**
 * A small self-contained page (no scripts, so the content security policy holds) explaining why
 * sign-in did not go ahead, with a way to try again and a way back to the site, which works
 * without signing in.
 */
export function signInProblemPage(error: ApiError): string {
  const unavailable = error.code === 'unavailable';
  const title = unavailable ? 'Sign-in is unavailable' : 'Sign-in did not complete';
  const advice = unavailable
    ? 'Everything else on Lorewright works without signing in: the generators, the initiative tracker, the coin splitter and the translator.'
    : 'Nothing was changed. You can start the sign-in again.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Lorewright</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 3rem 1.25rem; color: #1f1d1a; background: #f8f5ef; }
  main { max-width: 34rem; margin: 0 auto; }
  h1 { font-size: 1.6rem; margin: 0 0 1rem; }
  p { line-height: 1.5; }
  nav { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
  a { color: #fff; background: #7a3b12; padding: 0.6rem 1rem; border-radius: 6px; text-decoration: none; }
  a.secondary { color: #7a3b12; background: transparent; border: 1px solid #7a3b12; }
  @media (prefers-color-scheme: dark) { body { color: #eee8dc; background: #1b1a18; } a.secondary { color: #f0b27a; border-color: #f0b27a; } }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(error.message)}</p>
<p>${advice}</p>
<nav><a href="/">Back to Lorewright</a><a class="secondary" href="/api/login/google">Try signing in again</a></nav>
</main>
</body>
</html>
`;
}

/**
 * Error handler for the sign-in routes: a browser gets the page above with the error's status,
 * anything else the usual JSON error shape (by passing the error on).
 */
export async function sendSignInProblem(error: Error, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(error instanceof ApiError) || !wantsPage(request)) throw error;
  reply.header('cache-control', 'no-store');
  await reply.status(error.statusCode).type('text/html; charset=utf-8').send(signInProblemPage(error));
}
