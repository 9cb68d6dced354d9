import type { GrammarSpec } from '../core/grammar-check';
import { BUILDING_GRAMMAR } from '../building/building-grammar';
import { GROUP_GRAMMAR } from '../group/group-grammar';
import { LOCATION_GRAMMAR } from '../location/location-grammar';
import { SETTLEMENT_GRAMMAR } from '../settlement/settlement-grammar';
import { DISTRICT_NAME_GRAMMAR } from '../settlement/districts';

/** Every grammar of the linked-world entities, for the integrity test. */
export const ENTITY_GRAMMARS: readonly GrammarSpec[] = [
  {
    name: 'building',
    grammar: BUILDING_GRAMMAR,
    roots: ['exterior', 'interior', 'knownFor'],
    // The picture an inn's or tavern's name paints, bound when it has one (`signOfName`).
    provided: ['nameSign'],
  },
  {
    name: 'group',
    grammar: GROUP_GRAMMAR,
    roots: ['guildName', 'goal', 'secret', 'ideal', 'conflict'],
    provided: ['town', 'trade', 'tradeName'],
  },
  {
    name: 'location',
    grammar: LOCATION_GRAMMAR,
    roots: ['locationName', 'locationDesc', 'locationHistory'],
    provided: ['town', 'name', 'witness', 'witnessJob'],
  },
  {
    name: 'settlement',
    grammar: SETTLEMENT_GRAMMAR,
    roots: ['settlementName', 'geography', 'purpose', 'leadership', 'export', 'import', 'mundaneEvent'],
    provided: ['leader', 'owner', 'place', 'person'],
  },
  {
    name: 'district',
    grammar: DISTRICT_NAME_GRAMMAR,
    roots: ['districtName'],
    provided: ['founder'],
  },
];
