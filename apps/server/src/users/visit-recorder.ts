import { createHash } from 'node:crypto';
import { GENERATOR_NAMES } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import { utcDay } from './statistics';
import { insertVisits, type Visit } from './visits.repository';

/** API calls that stand for a page being used, besides the generators. */
const PAGE_CALLS = ['Translate', 'Changelog', 'PlannedFeatures'];
const FLUSH_AFTER_MS = 2000;
const FLUSH_AT = 100;

/** Buffers visits and writes them in batches, so a generator call never waits for a write. */
export type VisitRecorder = {
  record(visit: Visit): void;
  /** Writes everything recorded so far; resolves once it is stored. */
  flush(): Promise<void>;
};

/** A visitor for one day: a hash of address, user agent and day, so the address itself is never stored. */
export const visitorHash = (ip: string, userAgent: string, day: string) =>
  createHash('sha256').update(`${ip}\n${userAgent}\n${day}`).digest('hex').slice(0, 32);

/**
 * Records every successful GET of a generator or page call (GetNPC, Translate, Changelog...)
 * into page_visits, in batches; what is buffered is written when the app closes.
 */
export function registerVisitRecording(app: FastifyInstance): VisitRecorder {
  const pages = new Set([...GENERATOR_NAMES, ...PAGE_CALLS].map((name) => `/api/${name}`.toLowerCase()));
  let buffer: Visit[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    if (batch.length > 0) {
      writing = writing
        .then(() => insertVisits(app.database.db, batch))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not record page visits'));
    }
    return writing;
  };

  const record = (visit: Visit) => {
    buffer.push(visit);
    if (buffer.length >= FLUSH_AT) void flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS).unref();
  };

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode >= 400) return;
    const route = request.routeOptions.url;
    if (!route || !pages.has(route.toLowerCase())) return;
    const day = utcDay(new Date());
    record({
      day,
      visitor: visitorHash(request.ip, request.headers['user-agent'] ?? '', day),
      page: route.slice('/api/'.length),
    });
  });
  app.addHook('onClose', async () => flush());

  return { record, flush };
}
