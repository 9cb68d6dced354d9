import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses writes that a browser sends from another site: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` whose host is not this server's. Requests without either header (curl, server to
 * server) carry no cookie of a victim and pass.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.url.startsWith('/oidc/')) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new ApiError('forbidden', 'Writes from another site are refused.');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new ApiError('forbidden', 'The Origin header is not a valid URL.');
      }
      const host = request.headers['x-forwarded-host'] ?? request.headers.host;
      if (originHost !== host) throw new ApiError('forbidden', 'Writes from another site are refused.');
    } else if (origin === 'null') {
      throw new ApiError('forbidden', 'Writes from an opaque origin are refused.');
    }
  });
}
