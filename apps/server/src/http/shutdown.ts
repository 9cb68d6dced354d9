import type { FastifyInstance } from 'fastify';
import type { OpenDb } from '../db/database';
import { ApiError } from './errors';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut (ms). */
export const SHUTDOWN_GRACE_MS = 8000;

/**
 * Answers a request that arrives while the server is closing (on a connection kept alive from
 * before) with 503 in the error shape and `Connection: close`, so the client or load balancer
 * retries elsewhere; requests already running are left to finish.
 */
export function registerClosingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError('unavailable', 'The server is restarting; please try again in a moment.');
  });
}

/**
 * Stops the server cleanly: no new connections, requests in flight finish (a save in flight is
 * stored and answered), buffered statistics are written, then the database closes. Connections
 * still busy after `graceMs` are cut. Resolves true when everything finished in time.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: OpenDb,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const closed = app.close().then(() => true as const);
  const inTime = await Promise.race([closed, overdue]);
  clearTimeout(timer);
  if (!inTime) {
    app.log.warn(`requests still running after ${graceMs} ms; closing their connections`);
    app.server.closeAllConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }
  await database.db.destroy();
  return inTime;
}
