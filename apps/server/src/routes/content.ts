import { CHANGELOG, OPTION_LISTS, PLANNED_FEATURES } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/database';
import { getConstantJson, type Freshness } from '../http/constant-json';

const DAY = 24 * 60 * 60;
/** Option lists change only with a release: a day without asking, then a week of showing the copy while revalidating. */
const OPTION_LIST_FRESHNESS: Freshness = { maxAgeSeconds: DAY, staleWhileRevalidateSeconds: 7 * DAY };
/** The changelog and plans grow with each release: an hour without asking, then a day while revalidating. */
const NEWS_FRESHNESS: Freshness = { maxAgeSeconds: 60 * 60, staleWhileRevalidateSeconds: DAY };

/** Health, the changelog, planned features and every option list (these last with ETags and caching). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => {
    const ok = await pingDatabase(app.database.db);
    return { ok, db: app.database.kind };
  });

  getConstantJson(app, '/api/Changelog', CHANGELOG, NEWS_FRESHNESS);
  getConstantJson(app, '/api/PlannedFeatures', PLANNED_FEATURES, NEWS_FRESHNESS);
  app.get('/api/SiteLinks', async () => ({
    patreon: app.config.PATREON_URL ?? null,
    discord: app.config.DISCORD_URL ?? null,
    social: app.config.SOCIAL_URL ?? null,
  }));

  for (const [name, list] of Object.entries(OPTION_LISTS)) {
    getConstantJson(app, `/api/${name}`, list, OPTION_LIST_FRESHNESS);
  }
}
