import type { Heritage } from '../data/options';
import type { Ability } from '../world/entities';

/**
 * What a heritage gives a person besides looks and names: size, ability adjustments, the
 * languages learned at home, the leanings of alignment, and which heritages their parents and
 * children may have.
 */
export type HeritageTraits = {
  size: 'Small' | 'Medium';
  /** Added to the rolled scores. */
  abilityBonus: Partial<Record<Ability, number>>;
  /** Spoken by everyone of the heritage besides Common. */
  languages: readonly string[];
  /** Relative weights of lawful, neutral and chaotic. */
  ethics: readonly [number, number, number];
  /** Relative weights of good, neutral and evil. */
  morals: readonly [number, number, number];
  /** Pairs of parent heritages, the first pair the most common. */
  parents: readonly (readonly [Heritage, Heritage])[];
  /** Heritages a child may have (with a partner of unknown heritage), the first the most common. */
  children: readonly Heritage[];
};

export const HERITAGE_TRAITS: Readonly<Record<Heritage, HeritageTraits>> = {
  Human: {
    size: 'Medium',
    abilityBonus: { Strength: 1, Dexterity: 1, Constitution: 1, Intelligence: 1, Wisdom: 1, Charisma: 1 },
    languages: [],
    ethics: [3, 4, 3],
    morals: [4, 5, 2],
    parents: [['Human', 'Human']],
    children: ['Human', 'Human', 'Human', 'Half-Elf', 'Half-Orc'],
  },
  Elf: {
    size: 'Medium',
    abilityBonus: { Dexterity: 2, Intelligence: 1 },
    languages: ['Elvish'],
    ethics: [2, 3, 5],
    morals: [5, 4, 1],
    parents: [['Elf', 'Elf']],
    children: ['Elf', 'Elf', 'Elf', 'Half-Elf'],
  },
  Dwarf: {
    size: 'Medium',
    abilityBonus: { Constitution: 2, Wisdom: 1 },
    languages: ['Dwarvish'],
    ethics: [6, 3, 1],
    morals: [5, 4, 1],
    parents: [['Dwarf', 'Dwarf']],
    children: ['Dwarf'],
  },
  Halfling: {
    size: 'Small',
    abilityBonus: { Dexterity: 2, Charisma: 1 },
    languages: ['Halfling'],
    ethics: [4, 4, 2],
    morals: [6, 3, 1],
    parents: [['Halfling', 'Halfling']],
    children: ['Halfling'],
  },
  Gnome: {
    size: 'Small',
    abilityBonus: { Intelligence: 2, Constitution: 1 },
    languages: ['Gnomish'],
    ethics: [2, 4, 4],
    morals: [5, 4, 1],
    parents: [['Gnome', 'Gnome']],
    children: ['Gnome'],
  },
  'Half-Elf': {
    size: 'Medium',
    abilityBonus: { Charisma: 2, Dexterity: 1, Wisdom: 1 },
    languages: ['Elvish'],
    ethics: [2, 3, 5],
    morals: [4, 5, 1],
    parents: [
      ['Elf', 'Human'],
      ['Half-Elf', 'Half-Elf'],
      ['Half-Elf', 'Human'],
    ],
    children: ['Half-Elf', 'Human'],
  },
  'Half-Orc': {
    size: 'Medium',
    abilityBonus: { Strength: 2, Constitution: 1 },
    languages: ['Orcish'],
    ethics: [2, 3, 5],
    morals: [3, 5, 2],
    parents: [
      ['Orc', 'Human'],
      ['Half-Orc', 'Half-Orc'],
      ['Half-Orc', 'Human'],
    ],
    children: ['Half-Orc', 'Human'],
  },
  Orc: {
    size: 'Medium',
    abilityBonus: { Strength: 2, Constitution: 1 },
    languages: ['Orcish'],
    ethics: [2, 3, 5],
    morals: [2, 5, 3],
    parents: [['Orc', 'Orc']],
    children: ['Orc', 'Orc', 'Half-Orc'],
  },
  Goblin: {
    size: 'Small',
    abilityBonus: { Dexterity: 2, Constitution: 1 },
    languages: ['Goblin'],
    ethics: [2, 3, 5],
    morals: [2, 5, 3],
    parents: [['Goblin', 'Goblin']],
    children: ['Goblin'],
  },
  Hobgoblin: {
    size: 'Medium',
    abilityBonus: { Constitution: 2, Intelligence: 1 },
    languages: ['Goblin'],
    ethics: [7, 2, 1],
    morals: [2, 5, 3],
    parents: [['Hobgoblin', 'Hobgoblin']],
    children: ['Hobgoblin'],
  },
  Kobold: {
    size: 'Small',
    abilityBonus: { Dexterity: 2 },
    languages: ['Draconic'],
    ethics: [6, 3, 1],
    morals: [2, 5, 3],
    parents: [['Kobold', 'Kobold']],
    children: ['Kobold'],
  },
  Lizardfolk: {
    size: 'Medium',
    abilityBonus: { Constitution: 2, Wisdom: 1 },
    languages: ['Draconic'],
    ethics: [2, 7, 1],
    morals: [1, 8, 1],
    parents: [['Lizardfolk', 'Lizardfolk']],
    children: ['Lizardfolk'],
  },
  Tiefling: {
    size: 'Medium',
    abilityBonus: { Charisma: 2, Intelligence: 1 },
    languages: ['Infernal'],
    ethics: [2, 3, 5],
    morals: [3, 5, 2],
    parents: [
      ['Tiefling', 'Tiefling'],
      ['Tiefling', 'Human'],
      ['Human', 'Human'],
    ],
    children: ['Tiefling', 'Tiefling', 'Human'],
  },
  Dragonborn: {
    size: 'Medium',
    abilityBonus: { Strength: 2, Charisma: 1 },
    languages: ['Draconic'],
    ethics: [5, 3, 2],
    morals: [5, 3, 2],
    parents: [['Dragonborn', 'Dragonborn']],
    children: ['Dragonborn'],
  },
  Aasimar: {
    size: 'Medium',
    abilityBonus: { Charisma: 2, Wisdom: 1 },
    languages: ['Celestial'],
    ethics: [4, 4, 2],
    morals: [8, 2, 0.5],
    parents: [
      ['Human', 'Human'],
      ['Aasimar', 'Human'],
    ],
    children: ['Human', 'Human', 'Aasimar'],
  },
};

/** Languages a person may pick up besides those of their heritage, weighted by how common they are. */
export const EXTRA_LANGUAGES = [
  { text: 'Dwarvish', weight: 4 },
  { text: 'Elvish', weight: 4 },
  { text: 'Halfling', weight: 3 },
  { text: 'Gnomish', weight: 2 },
  { text: 'Orcish', weight: 2 },
  { text: 'Goblin', weight: 2 },
  { text: 'Giant', weight: 1 },
  { text: 'Draconic', weight: 1 },
  { text: 'Sylvan', weight: 1 },
  { text: 'Celestial', weight: 1 },
  { text: 'Infernal', weight: 1 },
  { text: 'Abyssal', weight: 0.5 },
] as const;

/** The three words of each alignment axis, in the order of the weights above. */
export const ETHICS = ['lawful', 'neutral', 'chaotic'] as const;
export const MORALS = ['good', 'neutral', 'evil'] as const;
