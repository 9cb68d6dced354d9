import type { TextComponent } from '@lorewright/engine';
import type { GeneratorPageDef } from './generator-def';
import { fromCollections, fromResultComponents, type DisplayResult, type GeneratorResponse } from './results';

type Simple = Omit<GeneratorPageDef, 'menu' | 'toResults' | 'multiple' | 'title'> & {
  title: string;
  toResults?: GeneratorPageDef['toResults'];
};

type Appearance = { race: string; appearance: TextComponent[] };

const appearanceResults = (body: GeneratorResponse): DisplayResult[] => {
  const list = (body.results as Appearance[] | undefined) ?? (body.data ? [body.data as Appearance] : []);
  return list.map((a) => ({
    subtitle: a.race,
    parts: a.appearance,
    save: { path: 'SaveResultComponent', body: { data: { type: 'Appearance', component: a.appearance } } },
  }));
};

const environment = { param: 'environments', label: 'Environment Type', options: 'GetEnvironmentTypes' } as const;

const SIMPLE: Simple[] = [
  {
    path: '/personalitytraitgenerator',
    title: 'Personality Trait Generator',
    noun: 'Personality Traits',
    api: 'GetPersonalityTrait',
    adjectives: true,
    description: 'Quirks, manners and habits that make a character memorable at a glance.',
  },
  {
    path: '/goalgenerator',
    title: 'Goal Generator',
    noun: 'Goals',
    api: 'GetGoal',
    adjectives: true,
    description: 'What a character wants, why, and the first step they would take.',
  },
  {
    path: '/secretgenerator',
    title: 'Secret Generator',
    noun: 'Secrets',
    api: 'GetSecret',
    adjectives: true,
    description: 'What a character hides, who else knows, and what happens if it gets out.',
  },
  {
    path: '/feargenerator',
    title: 'Fear Generator',
    noun: 'Fears',
    api: 'GetFear',
    adjectives: true,
    description: 'What a character dreads and how it shows.',
  },
  {
    path: '/flawgenerator',
    title: 'Flaw Generator',
    noun: 'Flaws',
    api: 'GetFlaw',
    adjectives: true,
    description: 'Weaknesses that get characters into trouble.',
  },
  {
    path: '/desiregenerator',
    title: 'Desire Generator',
    noun: 'Desires',
    api: 'GetDesire',
    adjectives: true,
    description: 'What a character longs for, openly or in secret.',
  },
  {
    path: '/rumorgenerator',
    title: 'Rumor Generator',
    noun: 'Rumors',
    api: 'GetRumor',
    links: true,
    // The people these name are of the chosen heritages.
    heritage: true,
    adjectives: true,
    description: 'Gossip overheard in taverns and markets, some of it even true.',
  },
  {
    path: '/voicegenerator',
    title: 'Voice Generator',
    noun: 'Voices',
    api: 'GetVoice',
    description: 'How a character sounds and speaks, with a line to try out loud.',
    toResults: fromResultComponents('voice'),
  },
  {
    path: '/appearancegenerator',
    title: 'Appearance Generator',
    noun: 'Appearances',
    api: 'GetAppearance',
    heritage: true,
    adjectives: true,
    description: 'A character’s looks, fitting their heritage: build, features, dress and marks.',
    toResults: appearanceResults,
  },
  {
    path: '/questgenerator',
    title: 'Quest Generator',
    noun: 'Quests',
    api: 'GetProblem',
    links: true,
    // A quest with its patron, complication and reward is about this tall on a phone.
    placeholderHeight: 200,
    // The people these name are of the chosen heritages.
    heritage: true,
    adjectives: true,
    description: 'Adventure hooks with a patron, a complication and a reward.',
  },
  {
    path: '/mundaneeventgenerator',
    title: 'Mundane Event Generator',
    noun: 'Mundane Events',
    api: 'GetMundaneEvent',
    links: true,
    // The people these name are of the chosen heritages.
    heritage: true,
    adjectives: true,
    description: 'Everyday happenings that make a town feel lived in.',
  },
  {
    path: '/weathergenerator',
    title: 'Weather Generator',
    noun: 'Weather',
    api: 'GetWeather',
    choices: [environment],
    description: 'Conditions, temperature and wind for any environment, and what they mean for travel.',
  },
  {
    path: '/landmarkgenerator',
    title: 'Landmark Generator',
    noun: 'Landmarks',
    api: 'GetLandmark',
    links: true,
    adjectives: true,
    choices: [environment],
    description: 'Sights worth a detour, fitting the land around them.',
  },
  {
    path: '/fooddrinkgenerator',
    title: 'Food & Drink Generator',
    noun: 'Food & Drink',
    api: 'GetFoodOrDrink',
    adjectives: true,
    choices: [{ param: 'fooddrink', label: 'Type', options: 'GetFoodOrDrinkTypes' }],
    description: 'Dishes and drinks for tavern menus and feasts, with prices.',
  },
  {
    path: '/spellgenerator',
    title: 'Spell Generator',
    noun: 'Spells',
    api: 'GetSpell',
    adjectives: true,
    description: 'New spells with level, school, range, components, duration and effect.',
  },
  {
    path: '/holidaygenerator',
    title: 'Holiday Generator',
    noun: 'Holidays',
    api: 'GetHoliday',
    adjectives: true,
    description: 'Festivals with their dates, customs, food and origins.',
    toResults: fromCollections('Holiday'),
  },
  {
    path: '/historicaleventgenerator',
    title: 'Historical Event Generator',
    noun: 'Historical Events',
    api: 'GetHistoricalEvent',
    adjectives: true,
    description: 'Events from a world’s past and the marks they left.',
    toResults: fromCollections('Historical Event'),
  },
  {
    path: '/miscgenerator',
    title: 'Miscellaneous Generator',
    noun: 'Results',
    api: 'GetMiscGenerator',
    adjectives: true,
    choices: [{ param: 'generator', label: 'Generator Type', options: 'GetMiscGeneratorTypes' }],
    description: 'Trinkets, book titles, ship names, omens, curses, prophecies and more.',
    toResults: fromResultComponents('data', true),
  },
];

/** The simple generators: one kind of text each, listed under Simple Generators. */
export const SIMPLE_PAGES: GeneratorPageDef[] = SIMPLE.map((s) => ({
  ...s,
  multiple: true,
  menu: { section: 'Simple Generators', label: s.title },
  toResults: s.toResults ?? fromResultComponents('data'),
}));
