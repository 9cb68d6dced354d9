import { SRD_MONSTER_INDEX, srdMonster } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors';

/** The SRD 5.1 bestiary: its index and each creature as a Monster (404 for an unknown id). */
export async function bestiaryRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['bestiary'];
  app.get('/api/GetSrdMonsters', { schema: { tags } }, async () => ({ monsters: SRD_MONSTER_INDEX }));
  app.get(
    '/api/GetSrdMonster',
    { schema: { tags, querystring: z.object({ id: z.string().min(1).max(100) }) } },
    async (request) => {
      const monster = srdMonster(request.query.id);
      if (!monster) throw notFound(`query parameter "id": no creature "${request.query.id}" in the bestiary.`);
      return { monster };
    },
  );
}
