import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest } from '../http/errors';

/**
 * The origin browsers use for this server: PUBLIC_URL's when set, otherwise the request's own
 * protocol and host (forwarded ones behind a proxy), e.g. `http://localhost:3000`.
 */
export function publicOrigin(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  try {
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    if (origin !== 'null') return origin;
  } catch {
    // falls through to the error below
  }
  throw badRequest('The Host header is not a valid host name.');
}
