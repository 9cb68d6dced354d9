import { randomInt } from 'node:crypto';
import {
  GENERATION_COUNTS,
  GENERATORS,
  HERITAGES,
  InvalidRequestError,
  makeSeed,
  SEED_PATTERN,
  sentPackage,
  toGeneratorRequest,
  type GeneratorDef,
  type GeneratorRequest,
} from '@lorewright/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { generatorAnswer } from '../generation/answer';
import { badRequest } from '../http/errors';
import { findSettingsProfile } from '../users/generics.repository';

const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const listParam = z.union([z.string(), z.array(z.string())]);

const baseQuery = z.looseObject({
  adjective: booleanParam.optional(),
  generationCount: z
    .enum(GENERATION_COUNTS.map(String) as [string, ...string[]], { error: 'must be one of 1, 5, 10, 25' })
    .optional(),
  seed: z.string().regex(SEED_PATTERN, { error: 'must be 1 to 64 letters, digits, "_" or "-"' }).optional(),
  race: listParam.optional(),
  settingsProfile: z.string().max(100).optional(),
});
type BaseQuery = z.infer<typeof baseQuery>;

/** A choice parameter as documented: its values, for the API document and the fuzz tests. */
const choiceParam = (options: readonly string[], multi: boolean) =>
  listParam.optional().meta({
    description: `Random or one of ${options.join(', ')}${multi ? '; several may be sent, repeated or comma-separated' : ''} (any case).`,
    examples: ['Random', ...options],
  });

/**
 * The query of one generator: the common parameters and its own choices. The engine validates
 * the choices (toGeneratorRequest), so the schema documents them without changing what is accepted.
 */
const queryOf = (def: GeneratorDef) =>
  baseQuery.extend({
    race: choiceParam(HERITAGES, true),
    ...Object.fromEntries(
      Object.entries(def.choices).map(([param, spec]) => [param, choiceParam(spec.options, spec.multi ?? false)]),
    ),
  });

const freshSeed = () => makeSeed(() => randomInt(0, 2 ** 32) / 2 ** 32);

/** The generator request of a validated query; a signed-in user's settings profile fills what it leaves open. */
async function requestOf(
  app: FastifyInstance,
  request: FastifyRequest,
  def: GeneratorDef,
  query: BaseQuery,
): Promise<GeneratorRequest> {
  const profile =
    query.settingsProfile && query.settingsProfile !== 'Default' && request.user
      ? await findSettingsProfile(app.database.db, request.user.id, query.settingsProfile)
      : undefined;
  try {
    return toGeneratorRequest(
      def,
      query,
      profile ? { adjectives: profile.useAdjectives, heritages: profile.heritages } : undefined,
    );
  } catch (error) {
    if (error instanceof InvalidRequestError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * GET /api/<generator> for every generator the engine has (GetLandmark also takes PUT). When the
 * server has a generation pool, results are made on its threads, so a metropolis or a batch of
 * NPCs never holds up the request thread.
 */
export async function generatorRoutes(app: FastifyInstance): Promise<void> {
  for (const [name, def] of Object.entries(GENERATORS) as [string, GeneratorDef][]) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as BaseQuery;
      const generatorRequest = await requestOf(app, request, def, query);
      const body = request.body as { package?: unknown } | undefined;
      // What is not a reference package is ignored, as the engine would, before it goes to a thread.
      if (body && body.package !== undefined) generatorRequest.package = sentPackage(body.package);
      const seed = query.seed ?? freshSeed();
      if (app.generation) {
        const answer = await app.generation.run({ name, seed, request: generatorRequest });
        if (!answer.ok) throw badRequest(answer.error);
        return reply.type('application/json; charset=utf-8').send(answer.value);
      }
      return generatorAnswer(name, seed, generatorRequest);
    };
    const querystring = queryOf(def);
    app.get(`/api/${name}`, { schema: { querystring, tags: ['generators'] } }, handler);
    if (def.acceptsPackage) {
      app.put(
        `/api/${name}`,
        { schema: { querystring, body: z.object({ package: z.unknown() }), tags: ['generators'] } },
        handler,
      );
    }
  }
}
