import type { Monster } from '@lorewright/engine';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { GeneratorPageDef } from '../generators/generator-def';
import { fromResultComponents, type GeneratorResponse } from '../generators/results';

const MonsterResult = lazy(() => import('./MonsterResult'));
const EncounterResults = lazy(() => import('./EncounterResults'));

/** SPEC's CR options: Random (offered by the field), 0, 1/8, 1/4, 1/2 and 1 to 30. */
export const CR_OPTIONS: readonly string[] = [
  '0',
  '1/8',
  '1/4',
  '1/2',
  ...Array.from({ length: 30 }, (_, i) => String(i + 1)),
];

/** The monster of a GetMonster answer, without the answer's own fields: what is saved. */
export function monsterOf(body: GeneratorResponse): Monster {
  const { seed: _seed, engineVersion: _version, generatedInBrowser: _browser, ...monster } = body;
  return monster as unknown as Monster;
}

/** The monster generator: Monster Type and CR; the stat block as the result. */
export const MONSTER_PAGE: GeneratorPageDef = {
  path: '/monstergenerator',
  title: 'Monster Generator',
  noun: 'Monster',
  description:
    'New monsters built on the 5th-edition guideline figures for their challenge rating: a full stat block with traits, actions, lore and where they live.',
  tip: 'Add to initiative puts the monster straight into the initiative tracker with a rolled initiative.',
  menu: { section: 'Complex Generators', label: 'Monster Generator' },
  api: 'GetMonster',
  placeholderHeight: 700,
  choices: [
    { param: 'type', label: 'Monster Type', options: 'GetCreatureTypes' },
    { param: 'cr', label: 'CR', options: CR_OPTIONS },
  ],
  toResults: (body) => {
    const monster = monsterOf(body);
    return monster.Name ? [{ title: monster.Name, save: { path: 'SaveMonster', body: { monster } } }] : [];
  },
  render: (body) => (
    <Suspense fallback={<Skeleton height={700} />}>
      <MonsterResult monster={monsterOf(body)} />
    </Suspense>
  ),
};

/** The encounter generator: Encounter Type, Environment Type and Challenge CR. */
export const ENCOUNTER_PAGE: GeneratorPageDef = {
  path: '/encountergenerator',
  title: 'Encounter Generator',
  noun: 'Encounters',
  description:
    'Encounters to run: a situation, terrain and a twist, with creatures of the chosen land sized to an XP budget by the encounter multiplier rule.',
  tip: 'Click a creature to see its stat block; Add to initiative sends every creature of an encounter to the tracker.',
  menu: { section: 'Complex Generators', label: 'Encounter Generator' },
  api: 'GetEncounter',
  multiple: true,
  placeholderHeight: 220,
  choices: [
    { param: 'type', label: 'Encounter Type', options: 'GetEncounterTypes' },
    { param: 'environments', label: 'Environment Type', options: 'GetEnvironmentTypes' },
    { param: 'cr', label: 'Challenge CR', options: CR_OPTIONS },
  ],
  toResults: fromResultComponents('data'),
  render: (body) => (
    <Suspense fallback={<Skeleton height={220} />}>
      <EncounterResults body={body} />
    </Suspense>
  ),
};
