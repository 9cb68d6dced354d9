import type { Monster, TextComponent } from '@lorewright/engine';
import { apiGet, ApiRequestError } from '../api/client';
import { requestGeneration } from '../api/generation';

/** What a `monster` link carries: a fresh GetMonster's parameters. */
type MonsterLinkData = { cr?: number; type?: string; seed?: string; count?: number };
/** What an `srdmonster` link carries. */
type SrdLinkData = { id?: string; count?: number };

/** Whether a segment is a creature link the viewer can open. */
export const isCreatureLink = (segment: TextComponent): boolean =>
  segment.type === 'monster' || segment.type === 'srdmonster';

/** How many of the creature a link stands for (1 when it does not say). */
export const linkCount = (segment: TextComponent): number => {
  const count = (segment.optionalData as { count?: unknown } | undefined)?.count;
  return typeof count === 'number' && count >= 1 ? Math.floor(count) : 1;
};

/** A bestiary creature from the server, or from the browser's engine when the server cannot be reached. */
export async function fetchSrdMonster(id: string): Promise<Monster> {
  try {
    return (await apiGet<{ monster: Monster }>('GetSrdMonster', { id })).monster;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 0) throw error;
    const { srdMonsterInBrowser } = await import('./in-browser-bestiary');
    return srdMonsterInBrowser(id);
  }
}

/** The monster a creature link opens: the bestiary's, or a fresh GetMonster from its parameters. */
export async function fetchLinkedMonster(segment: TextComponent): Promise<Monster> {
  if (segment.type === 'srdmonster') {
    const { id } = (segment.optionalData ?? {}) as SrdLinkData;
    if (!id) throw new Error('This creature link has no id.');
    return fetchSrdMonster(id);
  }
  const { cr, type, seed } = (segment.optionalData ?? {}) as MonsterLinkData;
  const body = await requestGeneration('GetMonster', {
    seed: seed ?? 'monster',
    ...(cr !== undefined ? { cr: String(cr) } : {}),
    ...(type ? { type } : {}),
  });
  return body as unknown as Monster;
}
