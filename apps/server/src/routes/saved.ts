import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/session';
import { restrictTo } from '../http/openapi';
import { badRequest, notFound } from '../http/errors';
import { type CreationKind, deleteCreation, listCreations, saveCreation } from '../users/creations.repository';
import { deleteGeneric, type GenericType, listGenerics, saveGeneric } from '../users/generics.repository';

const jsonObject = z.record(z.string(), z.unknown());
/** NPCs, buildings, settlements, locations, groups and items are saved with their reference package. */
const withPackage = z.looseObject({ data: jsonObject, refPackage: jsonObject.nullish() });

/** One family of saved-creation calls: GetSaved{type}s, Save{type} and DeleteSaved{type}. */
type CreationCalls = {
  kind: CreationKind;
  type: string;
  /** The answer's field for the list. */
  listKey: string;
  /** The body field of a save. */
  bodyKey: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** Required `typename` query value, for the collection calls. */
  typename?: string;
};

const CREATION_CALLS: CreationCalls[] = [
  { kind: 'monster', type: 'Monster', listKey: 'monsters', bodyKey: 'monster', schema: jsonObject },
  { kind: 'npc', type: 'NPC', listKey: 'npcs', bodyKey: 'npc', schema: withPackage },
  { kind: 'building', type: 'Building', listKey: 'buildings', bodyKey: 'building', schema: withPackage },
  { kind: 'settlement', type: 'Settlement', listKey: 'settlements', bodyKey: 'settlement', schema: withPackage },
  { kind: 'location', type: 'Location', listKey: 'locations', bodyKey: 'location', schema: withPackage },
  {
    kind: 'organization',
    type: 'Organization',
    listKey: 'organizations',
    bodyKey: 'organization',
    schema: withPackage,
  },
  { kind: 'item', type: 'Item', listKey: 'items', bodyKey: 'item', schema: withPackage },
  {
    kind: 'resultcomponent',
    type: 'ResultComponent',
    listKey: 'components',
    bodyKey: 'data',
    schema: z.looseObject({ type: z.string().max(200), component: z.array(z.unknown()) }),
  },
  {
    kind: 'collection',
    type: 'Component',
    listKey: 'components',
    bodyKey: 'data',
    schema: z.looseObject({ Title: z.string().max(1000), ResultComponent: z.array(z.unknown()) }),
    typename: 'collection',
  },
];

const NOT_A_CREATION = 'body parameter "creation": must be a saved creation (its JSON string or object) with an "id".';

/** The id of a creation sent back for deletion: a listed JSON string or the object it parses to. */
export function creationId(creation: unknown): string {
  let value = creation;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest(NOT_A_CREATION);
    }
  }
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || id === '' || id.length > 100) throw badRequest(NOT_A_CREATION);
  return id;
}

const genericQuery = z.object({ typename: z.enum(['settings', 'init']) });
const genericBody = z.object({
  genericdata: z.object({
    configName: z.string().trim().min(1, { error: 'must not be blank' }).max(100),
    data: z.unknown().optional(),
  }),
});
const genericData: Record<GenericType, z.ZodType> = {
  settings: z.looseObject({
    useAdjectives: z.boolean().optional(),
    globalRaceOptions: z.array(z.string().max(100)).max(100).optional(),
    globalEnvironmentOptions: z.array(z.string().max(100)).max(100).optional(),
  }),
  init: z.array(z.unknown()).max(1000),
};

/** Saved creations and saved settings/initiative configurations of the signed-in user (401 otherwise). */
export async function savedRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  restrictTo(app, 'user');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  for (const calls of CREATION_CALLS) {
    const tags = ['saved creations'];
    const query = calls.typename ? { querystring: z.object({ typename: z.literal(calls.typename) }) } : {};

    app.get(`/api/GetSaved${calls.type}s`, { schema: { tags, ...query } }, async (request) => ({
      [calls.listKey]: await listCreations(db(), requireUser(request).id, calls.kind),
    }));

    app.put(
      `/api/Save${calls.type}`,
      { schema: { tags, ...query, body: z.object({ [calls.bodyKey]: calls.schema }) } },
      async (request) => {
        const creation = (request.body as Record<string, Record<string, unknown>>)[calls.bodyKey] ?? {};
        return saveCreation(db(), requireUser(request).id, calls.kind, creation);
      },
    );

    app.put(
      `/api/DeleteSaved${calls.type}`,
      { schema: { tags, ...query, body: z.object({ creation: z.union([z.string(), jsonObject]) }) } },
      async (request) => {
        const id = creationId(request.body.creation);
        const deleted = await deleteCreation(db(), requireUser(request).id, calls.kind, id);
        if (!deleted) throw notFound(`You have no saved ${calls.type} with the id "${id}".`);
        return { ok: true };
      },
    );
  }

  const tags = ['saved settings'];
  app.get('/api/GetSavedGenerics', { schema: { tags, querystring: genericQuery } }, async (request) => ({
    components: await listGenerics(db(), requireUser(request).id, request.query.typename),
  }));

  app.put('/api/SaveGeneric', { schema: { tags, querystring: genericQuery, body: genericBody } }, async (request) => {
    const { typename } = request.query;
    const { configName, data } = request.body.genericdata;
    if (typename === 'settings' && configName.toLowerCase() === 'default') {
      throw badRequest(
        'body parameter "genericdata.configName": "Default" is the built-in profile; choose another name.',
      );
    }
    const parsed = genericData[typename].safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = ['genericdata', 'data', ...(issue?.path ?? [])].join('.');
      throw badRequest(`body parameter "${field}": ${issue?.message ?? 'is invalid'}`);
    }
    await saveGeneric(db(), requireUser(request).id, typename, configName, parsed.data);
    return { ok: true };
  });

  app.put(
    '/api/DeleteSavedGeneric',
    { schema: { tags, querystring: genericQuery, body: genericBody } },
    async (request) => {
      const { configName } = request.body.genericdata;
      const deleted = await deleteGeneric(db(), requireUser(request).id, request.query.typename, configName);
      if (!deleted) throw notFound(`You have no saved configuration named "${configName}".`);
      return { ok: true };
    },
  );
}
