import { ENTITY_KINDS, expandEntity, isRefPackage, LINK_PREFIX, type EntityKind } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/errors';

/** The body of GetExistingObject: the partial package as a JSON string, the id and its kind. */
export const existingObjectBody = z.object({
  package: z.string().min(2),
  objId: z.string().min(1).max(300),
  type: z.string().min(1).max(40),
});

/** A kind from the `type` parameter: the link prefix ('npc') or the store name ('npcs'), any case. */
export function entityKindOf(type: string): EntityKind | undefined {
  const wanted = type.trim().toLowerCase();
  return ENTITY_KINDS.find((kind) => kind === wanted || LINK_PREFIX[kind] === wanted);
}

function parsePackage(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Parameter "package" is not valid JSON.');
  }
}

/** POST /api/GetExistingObject: expands a stub of the sent package into a loaded entity. */
export async function entityRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/GetExistingObject',
    { schema: { tags: ['generators'], body: existingObjectBody } },
    async (request) => {
      const { objId, type } = request.body;
      const kind = entityKindOf(type);
      if (!kind) {
        const known = ENTITY_KINDS.map((k) => LINK_PREFIX[k]).join(', ');
        throw badRequest(`Parameter "type" has the unknown value "${type}"; expected one of ${known}.`);
      }
      const pkg = parsePackage(request.body.package);
      if (!isRefPackage(pkg)) throw badRequest('Parameter "package" is not a reference package.');
      const expanded = expandEntity(pkg, objId, kind);
      if (!expanded.ok) throw badRequest(`Parameter "objId": ${expanded.error}`);
      return { refPackage: expanded.value };
    },
  );
}
