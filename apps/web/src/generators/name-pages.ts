import { toPlainText, type TextComponent } from '@lorewright/engine';
import type { GeneratorPageDef } from './generator-def';
import { displayLabel, fromResultComponents, fromStrings } from './results';

type NameResult = { nameResult: TextComponent[]; race: string; pronunciation: string };

/** The four name generators. */
export const NAME_PAGES: GeneratorPageDef[] = [
  {
    path: '/namegenerator',
    title: 'Name Generator',
    noun: 'Names',
    description: 'Names for people of every heritage, each with a guide to saying it aloud.',
    tip: 'Stressed syllables are in capitals.',
    menu: { section: 'Name Generators', label: 'Name Generator' },
    api: 'GetName',
    heritage: true,
    multiple: true,
    choices: [{ param: 'gender', label: 'Gender', options: ['Any', 'Male', 'Female'], random: false }],
    toResults: (body) =>
      ((body.data as NameResult[] | undefined) ?? []).map((n) => ({
        title: toPlainText(n.nameResult),
        subtitle: `${n.pronunciation} · ${n.race}`,
        // The pronunciation and heritage are saved with the name, as the page shows them.
        save: {
          path: 'SaveResultComponent',
          body: {
            data: {
              type: 'Name',
              component: [...n.nameResult, { text: ` (${n.pronunciation}, ${n.race})` }],
            },
          },
        },
      })),
  },
  {
    path: '/countrynamegenerator',
    title: 'Country Name Generator',
    noun: 'Country Names',
    description: 'Names for kingdoms, duchies, free cities and wild reaches.',
    menu: { section: 'Name Generators', label: 'Country Name Generator' },
    api: 'GetCountryName',
    multiple: true,
    toResults: fromResultComponents('data'),
  },
  {
    path: '/groupnamegenerator',
    title: 'Group Name Generator',
    noun: 'Group Names',
    description: 'Names for guilds, noble houses, temples, pirate crews, companies and causes.',
    menu: { section: 'Name Generators', label: 'Group Name Generator' },
    api: 'GetOrganizationName',
    adjectives: true,
    multiple: true,
    choices: [
      { param: 'organizationtype', label: 'Group Type', options: 'GetOrganizationTypes' },
      { param: 'alignment', label: 'Group Alignment', options: 'GetAlignmentMoralTypes' },
    ],
    toResults: fromStrings(
      'name',
      (b) => `${displayLabel(String(b.organizationtype))} · ${displayLabel(String(b.alignment))}`,
    ),
  },
  {
    path: '/locationnamegenerator',
    title: 'Building Name Generator',
    noun: 'Building Names',
    description: 'Names for inns, smithies, temples, shops and every other building in town.',
    menu: { section: 'Name Generators', label: 'Building Name Generator' },
    api: 'GetLocationName',
    adjectives: true,
    multiple: true,
    choices: [{ param: 'location', label: 'Location Type', options: 'GetLocations' }],
    toResults: fromStrings('location', (b) => String(b.locationTypeName)),
  },
];
