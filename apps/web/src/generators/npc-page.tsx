import type { Npc, RefPackage } from '@lorewright/engine';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { GeneratorPageDef } from './generator-def';

const NpcResult = lazy(() => import('./npc-page-result'));

type NpcAnswer = { npc: Npc; race: string; refPackage: RefPackage };

/** The NPC generator page: Heritage and Gender settings, the NPC sheet as the result. */
export const NPC_PAGE: GeneratorPageDef = {
  path: '/npcgenerator',
  title: 'NPC Generator',
  noun: 'NPC',
  description:
    'Townsfolk with a full sheet: abilities, family, work, home, group, secrets, looks, voice and a life story, all linked.',
  tip: 'Click any underlined name to open that person, place or group; everything you open is kept in the Wiki Index.',
  menu: { section: 'Complex Generators', label: 'NPC Generator' },
  api: 'GetNPC',
  heritage: true,
  // As tall as a screen, so the sheet arriving does not push what follows about.
  placeholderHeight: 900,
  choices: [{ param: 'gender', label: 'Gender', options: ['Any', 'Male', 'Female'], random: false }],
  toResults: (body) => {
    const { npc, refPackage } = body as unknown as NpcAnswer;
    return npc ? [{ title: npc.Name, save: { path: 'SaveNPC', body: { npc: { data: npc, refPackage } } } }] : [];
  },
  render: (body) => (
    <Suspense fallback={<Skeleton height={900} />}>
      <NpcResult body={body} />
    </Suspense>
  ),
};
