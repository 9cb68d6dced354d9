import { srdMonster, type Monster } from '@lorewright/engine';

/** A bestiary creature made by the browser's engine (loaded only when the server cannot be reached). */
export function srdMonsterInBrowser(id: string): Monster {
  const monster = srdMonster(id);
  if (!monster) throw new Error(`No creature "${id}" in the bestiary.`);
  return monster;
}
