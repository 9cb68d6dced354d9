import { parseLexicon, TRANSLATION_LANGUAGES, TRANSLATION_MAX_LENGTH, translate } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from '../http/openapi';
import { badRequest } from '../http/errors';
import { createLexiconStore, type LexiconBuilder } from './lexicon-store';

const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const translateQuery = z.object({
  language: z.string().max(100).optional(),
  text: z.string().optional(),
  english: booleanParam.optional(),
});

/**
 * The translator: GET /api/Translate and the admin's GET /api/SetupTranslations. Lexicons live in
 * the database; once the server listens it loads them all, building any missing or outdated (on a
 * worker thread when the server has them).
 */
export async function translatorRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const pool = app.generation;
  // With worker threads, lexicons are built on one, so warming them never holds up a request.
  const buildOnThread: LexiconBuilder | undefined =
    pool &&
    (async (language) => {
      const parsed = parseLexicon(await pool.answer({ lexicon: language }));
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.value;
    });
  const store = createLexiconStore(() => app.database.db, buildOnThread);
  let warming: Promise<void> | undefined;

  app.addHook('onListen', async () => {
    warming = store
      .ensureAll()
      .catch((error: unknown) => app.log.error({ err: error }, 'building the translation lexicons failed'));
  });
  app.addHook('onClose', async () => {
    store.stop();
    await warming;
  });

  app.get('/api/Translate', { schema: { tags: ['translator'], querystring: translateQuery } }, async (request) => {
    const { language, text = '', english = true } = request.query;
    if (text.length > TRANSLATION_MAX_LENGTH) {
      throw badRequest(`The text is ${text.length} characters long; the most is ${TRANSLATION_MAX_LENGTH}.`);
    }
    if (!language) return { data: '' };
    const known = TRANSLATION_LANGUAGES.find((l) => l.toLowerCase() === language.toLowerCase());
    if (!known)
      throw badRequest(`Unknown language "${language}"; expected one of ${TRANSLATION_LANGUAGES.join(', ')}.`);
    if (text === '') return { data: '' };
    const result = translate(await store.get(known), text, english ? 'toLanguage' : 'toEnglish');
    if (!result.ok) throw new Error(result.error);
    return { data: result.value };
  });

  app.get('/api/SetupTranslations', { schema: { tags: ['admin'] }, ...accessOf('admin') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    await store.rebuildAll();
    return { ok: true };
  });
}
