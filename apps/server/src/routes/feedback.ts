import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFeedback } from '../users/feedback.repository';

/** Optional text: absent or null becomes '', surrounding spaces are dropped. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max * 2)
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max));

/** The body of AddFeedback (and DeleteFeedback): feedback required, email optional but well formed. */
export const feedbackBody = z.object({
  email: optionalText(254).refine((v) => v === '' || z.email().safeParse(v).success, {
    error: 'must be an email address such as ada@example.com, or empty',
  }),
  toolInfo: optionalText(200),
  feedback: z.string().trim().min(1, { error: 'must not be blank' }).max(5000),
});

/** Feedback a single address may send per minute: anyone may write here, so spam is kept small. */
const FEEDBACK_PER_MINUTE = 30;

/** PUT /api/AddFeedback: anyone may send a suggestion or bug report. */
export async function feedbackRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: Math.min(FEEDBACK_PER_MINUTE, app.config.RATE_LIMIT_PER_MINUTE), timeWindow: '1 minute' };
  app.put(
    '/api/AddFeedback',
    { schema: { tags: ['feedback'], body: feedbackBody }, config: { rateLimit } },
    async (request) => {
      await addFeedback(app.database.db, request.body);
      return { ok: true };
    },
  );
}
