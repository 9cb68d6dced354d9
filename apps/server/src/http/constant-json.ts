import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** How long a browser keeps an answer without asking, and how long after that it may show it while it asks. */
export type Freshness = { maxAgeSeconds: number; staleWhileRevalidateSeconds: number };

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * GET `url` answering a value that never changes while the process runs (an option list, the
 * changelog): serialized once, with an ETag and a Cache-Control that lets a returning visitor's
 * browser use its copy without asking, then revalidate with a 304 once it is old. The ETag is weak
 * because compression may change the bytes but never the meaning.
 */
export function getConstantJson(app: FastifyInstance, url: string, value: unknown, freshness: Freshness): void {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const cacheControl = `public, max-age=${freshness.maxAgeSeconds}, stale-while-revalidate=${freshness.staleWhileRevalidateSeconds}`;
  app.get(url, async (request, reply) => {
    reply.header('cache-control', cacheControl).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
