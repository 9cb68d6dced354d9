/** Lines shown while an entry is fetched, one at random. Written for Lorewright. */
export const LOADING_JOKES = [
  'Waking the innkeeper, who was not expecting guests at this hour…',
  'Persuading the bard to stop rhyming long enough to answer…',
  'Counting the coins in the guild treasury, twice, because the treasurer is watching…',
  'Asking the town crier to use an indoor voice…',
  'Rolling for initiative against a stack of paperwork…',
  'Untangling the family tree, which is mostly knots…',
  'Bribing the gatekeeper with a suspiciously large cheese…',
  'Teaching the goblin clerk which way up a ledger goes…',
  'Dusting off a map that was definitely not drawn by a drunk cartographer…',
  'Convincing the dwarf that the beard comb was a gift, not an insult…',
  'Waiting for the elf to finish a sentence begun last spring…',
  'Checking the tavern for mimics. The third stool looked shifty…',
  'Negotiating with a dragon over who gets the good chair…',
  'Fetching the records from the archive, past the archivist’s cat…',
  'Rerolling a natural one on the filing cabinet…',
  'Polishing the sigil until the gryphon stops looking cross-eyed…',
  'Asking the halfling where the second breakfast went…',
  'Sweeping the dungeon so the adventurers make a good first impression…',
] as const;

/** One loading line, at random. */
export const randomJoke = (): string =>
  LOADING_JOKES[Math.floor(Math.random() * LOADING_JOKES.length)] ?? LOADING_JOKES[0];
