import type { Grammar } from '../core/table';

/**
 * Guild names: an honest guild's and a shady ring's, filtered by alignment ('good', 'evil').
 * `$town` is the settlement's name and `$tradeName` the trade as a name ('Smiths'). A town's name
 * follows "of" ("The Jewelers' Ring of Cinderbrook on the Water") and never stands before a
 * trade word, where a name of several words reads as one run-on phrase. Root: `guildName`.
 */
export const GUILD_NAME_TABLES = {
  guildName: [
    { text: 'The Guild of {$tradeName}', excludes: ['evil'] },
    { text: 'The {?guildQuality} Guild of {$tradeName}', excludes: ['evil'], weight: 3 },
    { text: 'The Worshipful Company of {$tradeName}', requires: ['good'] },
    { text: "The {$tradeName}' {guildBody}", excludes: ['evil'], weight: 2 },
    { text: "The {$tradeName}' {guildBody} of {$town}", excludes: ['evil'], weight: 2 },
    { text: "The {$tradeName}' {shadowBody}", requires: ['evil'], weight: 2 },
    { text: "The {$tradeName}' {shadowBody} of {$town}", requires: ['evil'] },
    { text: 'The Free {$tradeName} of {$town}', excludes: ['evil'] },
    { text: 'The {?guildQuality} Company of {$tradeName}', excludes: ['evil'], weight: 2 },
    { text: 'The {?guildQuality} Fellowship of {$tradeName}', excludes: ['evil'] },
    { text: 'The Masters and Wardens of the {$tradeName}', requires: ['good'] },
    { text: "The {$tradeName}' {sworn} {guildBody}", excludes: ['evil'], weight: 2 },
    { text: "The {$tradeName}' {shadowQuality} {shadowBody}", requires: ['evil'], weight: 2 },
  ],
  sworn: ['Sworn', 'Chartered', 'Common', 'Old', 'Free', 'Mutual', 'Lawful', 'Master'],
  shadowQuality: ['Quiet', 'Back-Room', 'Silent', 'Crooked', 'Velvet', 'Cellar', 'Blind', 'Gray'],
  guildQuality: [
    'Honorable',
    'Ancient',
    'Free',
    'Loyal',
    'United',
    'Venerable',
    'Royal',
    'Even-Handed',
    'Industrious',
    'Steadfast',
    'Chartered',
    'Faithful',
  ],
  guildBody: ['Guild', 'Company', 'Fellowship', 'Union', 'Brotherhood', 'Sisterhood', 'Exchange', 'Lodge'],
  shadowBody: [
    'Syndicate',
    'Ring',
    'Cartel',
    'Circle',
    'Hand',
    'Ledger',
    'Knives',
    'Whisperers',
    'Family',
    'Table',
    'Knot',
    'Nest',
  ],
} as const satisfies Grammar;
