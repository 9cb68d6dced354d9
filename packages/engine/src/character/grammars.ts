import type { GrammarSpec } from '../core/grammar-check';
import { APPEARANCE_PROSE_GRAMMAR } from './appearance-prose';
import { APPEARANCE_GRAMMAR } from './appearance-tables';
import { DESIRE_GRAMMAR } from './desire-tables';
import { FEAR_GRAMMAR } from './fear-tables';
import { FLAW_GRAMMAR } from './flaw-tables';
import { GOAL_GRAMMAR } from './goal-tables';
import { MUNDANE_EVENT_GRAMMAR } from './mundane-event-tables';
import { PERSONALITY_GRAMMAR } from './personality-tables';
import { RUMOR_GRAMMAR } from './rumor-tables';
import { SECRET_GRAMMAR } from './secret-tables';
import { VOICE_GRAMMAR } from './voice-tables';

/** Every grammar of the character domain, for the integrity test. */
export const CHARACTER_GRAMMARS: readonly GrammarSpec[] = [
  { name: 'personality', grammar: PERSONALITY_GRAMMAR, roots: ['personality'], provided: [] },
  { name: 'goal', grammar: GOAL_GRAMMAR, roots: ['goal'], provided: ['they', 'them', 'their'] },
  { name: 'secret', grammar: SECRET_GRAMMAR, roots: ['secret'], provided: ['they', 'them', 'their'] },
  { name: 'fear', grammar: FEAR_GRAMMAR, roots: ['fear'], provided: [] },
  { name: 'flaw', grammar: FLAW_GRAMMAR, roots: ['flaw'], provided: [] },
  { name: 'desire', grammar: DESIRE_GRAMMAR, roots: ['desire'], provided: ['they', 'them', 'their'] },
  { name: 'voice', grammar: VOICE_GRAMMAR, roots: ['voice'], provided: [] },
  {
    name: 'rumor',
    grammar: RUMOR_GRAMMAR,
    roots: ['rumor', 'townPerson', 'townHouse'],
    provided: ['subject', 'place', 'sThey', 'sThem', 'sTheir', 'sThemselves', 'sAre', 'sHave', 'sWere'],
  },
  {
    name: 'mundane event',
    grammar: MUNDANE_EVENT_GRAMMAR,
    roots: ['mundaneEvent', 'townHouse', 'townPerson'],
    provided: ['place', 'who'],
  },
  {
    name: 'appearance',
    grammar: APPEARANCE_GRAMMAR,
    roots: ['apHair', 'apEyes', 'apSkin', 'apClothing', 'apAccessories', 'apInjuries'],
    provided: [],
  },
  {
    name: 'appearance prose',
    grammar: APPEARANCE_PROSE_GRAMMAR,
    roots: ['apProse'],
    provided: [
      'kind',
      'age',
      'height',
      'weight',
      'hair',
      'eyes',
      'skin',
      'clothing',
      'accessories',
      'injuries',
      'they',
      'them',
      'their',
      'has',
      'wears',
    ],
  },
];
