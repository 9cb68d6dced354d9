import type { Rng } from '../core/rng';
import type { Decks, Grammar } from '../core/table';
import { expandTableRich } from '../core/template';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { deliberateRepeats, repeatedWords } from './line-echo';
import { characterContext, characterTextOptions, type CharacterTextOptions } from './character-text';
import { DESIRE_GRAMMAR } from './desire-tables';
import { FEAR_GRAMMAR } from './fear-tables';
import { FLAW_GRAMMAR } from './flaw-tables';
import { GOAL_GRAMMAR } from './goal-tables';
import { PERSONALITY_GRAMMAR } from './personality-tables';
import { SECRET_GRAMMAR } from './secret-tables';
import { VOICE_GRAMMAR } from './voice-tables';

/** Words a row of the character grammars repeats on purpose, which a line may say twice. */
export const DELIBERATE_REPEATS: ReadonlySet<string> = deliberateRepeats([
  PERSONALITY_GRAMMAR,
  GOAL_GRAMMAR,
  SECRET_GRAMMAR,
  FEAR_GRAMMAR,
  FLAW_GRAMMAR,
  DESIRE_GRAMMAR,
  VOICE_GRAMMAR,
]);

/** How many times a line is drawn again to find one that says no distinctive word twice. */
const FRESH_TRIES = 6;

/**
 * One line of a root: drawn again (up to `FRESH_TRIES` times) while it says a distinctive word
 * twice (`repeatedWords`), each try against a copy of the facts; only the kept line's
 * implications join them. The first try is the stream's own draw.
 */
function expandRoot(rng: Rng, grammar: Grammar, root: string, options: Decks | CharacterTextOptions | undefined) {
  const base = characterTextOptions(options);
  const facts = base.facts;
  let kept = facts;
  let text: TextComponent[] = [];
  for (let k = 0; k < FRESH_TRIES; k++) {
    const trial = facts?.with();
    text = expandTableRich(
      rng.fork(k === 0 ? root : `${root}-${k}`),
      grammar,
      root,
      characterContext({ ...base, ...(trial ? { facts: trial } : {}) }),
    );
    kept = trial;
    if (repeatedWords(toPlainText(text), DELIBERATE_REPEATS).length === 0) break;
  }
  if (facts && kept) facts.imply(kept.tags);
  return text;
}

/** A personality trait: a disposition, the habit that shows it, and an exception or quirk. Deterministic per stream. */
export const generatePersonality = (rng: Rng, options?: Decks | CharacterTextOptions): TextComponent[] =>
  expandRoot(rng, PERSONALITY_GRAMMAR, 'personality', options);

/** A goal: an aim, the motive behind it and the first step taken. Deterministic per stream. */
export const generateGoal = (rng: Rng, options?: Decks | CharacterTextOptions): TextComponent[] =>
  expandRoot(rng, GOAL_GRAMMAR, 'goal', options);

/** A secret: what was done and to whom, when, who knows and what exposure would cost. Deterministic per stream. */
export const generateSecret = (rng: Rng, options?: Decks | CharacterTextOptions): TextComponent[] =>
  expandRoot(rng, SECRET_GRAMMAR, 'secret', options);

/** A fear: its object, the behavior that betrays it, sometimes its origin. Deterministic per stream. */
export const generateFear = (rng: Rng, options?: Decks | CharacterTextOptions): TextComponent[] =>
  expandRoot(rng, FEAR_GRAMMAR, 'fear', options);

/** A flaw: a failing, how it shows, and its cost or excuse. Deterministic per stream. */
export const generateFlaw = (rng: Rng, options?: Decks | CharacterTextOptions): TextComponent[] =>
  expandRoot(rng, FLAW_GRAMMAR, 'flaw', options);

/** A desire: a longing, how it shows, and its price or keepsake. Deterministic per stream. */
export const generateDesire = (rng: Rng, options?: Decks | CharacterTextOptions): TextComponent[] =>
  expandRoot(rng, DESIRE_GRAMMAR, 'desire', options);

/** A voice: pitch, pace, accent, a verbal habit, a favorite phrase and a sample line in quotes. Deterministic per stream. */
export const generateVoice = (rng: Rng, options?: Decks | CharacterTextOptions): TextComponent[] =>
  expandRoot(rng, VOICE_GRAMMAR, 'voice', options);
