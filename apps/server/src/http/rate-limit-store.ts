import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own stores, so counting behaves exactly as without the fallback.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

/**
 * A rate-limit store that counts in Redis, shared by every process, and falls back to counting
 * in this process while Redis cannot be reached, so limits still hold (per process) and a
 * request never waits on Redis. Losing and regaining Redis is logged once each, not per request.
 */
export function redisStoreWithFallback(
  redis: Redis,
  log: FastifyBaseLogger,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  let unreachable = false;
  redis.on('error', (error: Error) => {
    if (unreachable) return;
    unreachable = true;
    log.warn({ err: error }, 'Redis is unreachable: each process counts rate limits on its own until it returns');
  });
  redis.on('ready', () => {
    if (!unreachable) return;
    unreachable = false;
    log.info('Redis is reachable again: rate limits are shared between processes');
  });

  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(params: StoreParams, parts?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore }) {
      this.shared =
        parts?.shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = parts?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, callback: Counted, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new FallbackStore({}, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }
  }
  return FallbackStore;
}
