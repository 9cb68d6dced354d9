import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { restrictTo } from '../http/openapi';
import { deleteFeedback, listFeedback } from '../users/feedback.repository';
import { buildStatistics, firstDayOf, STAT_TIMES, STAT_TYPES, utcDay } from '../users/statistics';
import { listUsernames } from '../users/users.repository';
import type { VisitRecorder } from '../users/visit-recorder';
import { countVisits } from '../users/visits.repository';
import { feedbackBody } from './feedback';

/** Admin calls: feedback, registered users and usage statistics (401 signed out, 403 not an admin). */
export async function adminRoutes(instance: FastifyInstance, options: { visits: VisitRecorder }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['admin'];
  restrictTo(app, 'admin');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/GetFeedback', { schema: { tags } }, async () => ({ feedback: await listFeedback(db()) }));

  app.put('/api/DeleteFeedback', { schema: { tags, body: feedbackBody } }, async (request) => {
    const deleted = await deleteFeedback(db(), request.body);
    if (deleted === 0) throw notFound('There is no such feedback.');
    return { ok: true };
  });

  app.get('/api/GetAllUsers', { schema: { tags } }, async () => ({
    users: (await listUsernames(db())).map((username) => ({ username })),
  }));

  const statsQuery = z.object({ time: z.enum(STAT_TIMES), type: z.enum(STAT_TYPES) });
  app.get('/api/GetStatistics', { schema: { tags, querystring: statsQuery } }, async (request) => {
    const { time, type } = request.query;
    await options.visits.flush();
    const today = utcDay(new Date());
    const counts = await countVisits(db(), firstDayOf(time, today));
    return { stats: buildStatistics(time, type, counts, today) };
  });
}
