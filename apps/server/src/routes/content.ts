import { CHANGELOG, OPTION_LISTS, PLANNED_FEATURES } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/database';

/** Health, the changelog, planned features and every option list. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => {
    const ok = await pingDatabase(app.database.db);
    return { ok, db: app.database.kind };
  });

  app.get('/api/Changelog', async () => CHANGELOG);
  app.get('/api/PlannedFeatures', async () => PLANNED_FEATURES);
  app.get('/api/SiteLinks', async () => ({
    patreon: app.config.PATREON_URL ?? null,
    discord: app.config.DISCORD_URL ?? null,
    social: app.config.SOCIAL_URL ?? null,
  }));

  for (const [name, list] of Object.entries(OPTION_LISTS)) {
    app.get(`/api/${name}`, async () => list);
  }
}
