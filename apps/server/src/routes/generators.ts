import { randomInt } from 'node:crypto';
import {
  createRng,
  ENGINE_VERSION,
  GENERATION_COUNTS,
  GENERATORS,
  HERITAGES,
  makeSeed,
  SEED_PATTERN,
  type GeneratorDef,
  type GeneratorRequest,
  type GenerationCount,
  type Heritage,
} from '@lorewright/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
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

/** Splits repeated and comma-separated values and maps each to its canonical option. */
export function parseChoice(param: string, raw: string | string[] | undefined, options: readonly string[]): string[] {
  if (raw === undefined) return [];
  const values = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v.toLowerCase() === 'random')) return [];
  return [
    ...new Set(
      values.map((value) => {
        const match = options.find((o) => o.toLowerCase() === value.toLowerCase());
        if (match === undefined) {
          const shown =
            options.length > 12
              ? `${options.slice(0, 12).join(', ')} and ${options.length - 12} more`
              : options.join(', ');
          throw badRequest(
            `Parameter "${param}" has the unknown value "${value}"; expected Random or one of ${shown}.`,
          );
        }
        return match;
      }),
    ),
  ];
}

const freshSeed = () => makeSeed(() => randomInt(0, 2 ** 32) / 2 ** 32);

/** Builds the generator request from a validated query, applying a saved settings profile. */
async function toGeneratorRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  def: GeneratorDef,
  query: BaseQuery,
): Promise<GeneratorRequest> {
  let adjectives = query.adjective ?? true;
  let heritages = parseChoice('race', query.race, HERITAGES) as Heritage[];
  if (query.settingsProfile && query.settingsProfile !== 'Default' && request.user) {
    const profile = await findSettingsProfile(app.database.db, request.user.id, query.settingsProfile);
    if (profile) {
      if (query.adjective === undefined) adjectives = profile.useAdjectives;
      if (heritages.length === 0) heritages = profile.heritages;
    }
  }
  const choices: Record<string, string[]> = {};
  for (const [param, spec] of Object.entries(def.choices)) {
    const raw = (query as Record<string, unknown>)[param];
    const parsed = listParam.optional().safeParse(raw);
    if (!parsed.success) throw badRequest(`Parameter "${param}" must be text.`);
    const values = parseChoice(param, parsed.data, spec.options);
    if (!spec.multi && values.length > 1) throw badRequest(`Parameter "${param}" takes one value.`);
    choices[param] = values;
  }
  return {
    count: Number(query.generationCount ?? 1) as GenerationCount,
    adjectives,
    heritages: heritages.length ? heritages : HERITAGES,
    choices,
  };
}

/** GET /api/<generator> for every generator the engine has (GetLandmark also takes PUT). */
export async function generatorRoutes(app: FastifyInstance): Promise<void> {
  for (const [name, def] of Object.entries(GENERATORS) as [string, GeneratorDef][]) {
    const handler = async (request: FastifyRequest) => {
      const query = request.query as BaseQuery;
      const generatorRequest = await toGeneratorRequest(app, request, def, query);
      const body = request.body as { package?: unknown } | undefined;
      if (body && body.package !== undefined) generatorRequest.package = body.package;
      const seed = query.seed ?? freshSeed();
      const result = def.generate(createRng(seed), generatorRequest);
      return { ...result, seed, engineVersion: ENGINE_VERSION };
    };
    app.get(`/api/${name}`, { schema: { querystring: baseQuery, tags: ['generators'] } }, handler);
    if (def.acceptsPackage) {
      app.put(
        `/api/${name}`,
        { schema: { querystring: baseQuery, body: z.object({ package: z.unknown() }), tags: ['generators'] } },
        handler,
      );
    }
  }
}
