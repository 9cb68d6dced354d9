import { ENTITY_KINDS, LINK_PREFIX, type EntityKind } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expansionAnswer } from '../generation/answer';
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

/**
 * POST /api/GetExistingObject: expands a stub of the sent package into a loaded entity, on a
 * generation thread when the server has them (a settlement stub takes as long as a settlement).
 */
export async function entityRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/GetExistingObject',
    { schema: { tags: ['generators'], body: existingObjectBody } },
    async (request, reply) => {
      const { objId, type } = request.body;
      const kind = entityKindOf(type);
      if (!kind) {
        const known = ENTITY_KINDS.map((k) => LINK_PREFIX[k]).join(', ');
        throw badRequest(`Parameter "type" has the unknown value "${type}"; expected one of ${known}.`);
      }
      const task = { packageText: request.body.package, objId, kind };
      const answer = app.generation
        ? await app.generation.run({ expand: task })
        : expansionAnswer(task.packageText, objId, kind);
      if (!answer.ok) throw badRequest(answer.error);
      return reply.type('application/json; charset=utf-8').send(answer.value);
    },
  );
}
