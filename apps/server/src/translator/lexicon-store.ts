import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  buildLexicon,
  LEXICON_VERSION,
  parseLexicon,
  TRANSLATION_LANGUAGES,
  type Lexicon,
  type TranslationLanguage,
} from '@lorewright/engine';
import type { Db } from '../db/database';
import { findLexicon, saveLexicon } from './lexicons.repository';

/** Where a process gets its lexicons: memory first, then the database, else a fresh build. */
export type LexiconStore = {
  /** The current-version lexicon of a language, built and stored when missing or outdated. */
  get(language: TranslationLanguage): Promise<Lexicon>;
  /** Loads every lexicon, building and storing those missing or outdated; stops early once `stop()` is called. */
  ensureAll(): Promise<void>;
  /** Builds every lexicon afresh and stores it. */
  rebuildAll(): Promise<void>;
  /** Makes a running `ensureAll` stop after the language it is on. */
  stop(): void;
};

/** Builds a language's lexicon: in-process by default; the server passes one that uses a worker thread. */
export type LexiconBuilder = (language: TranslationLanguage) => Promise<Lexicon>;

const buildHere: LexiconBuilder = async (language) => buildLexicon(language);

/**
 * A per-process lexicon store. Loaded lexicons are kept in memory keyed by LEXICON_VERSION and
 * language; loads of the same language at the same time share one promise. Building a lexicon
 * takes a few hundred milliseconds of CPU, so `build` runs it off the request thread where it can,
 * and the store yields to the event loop between languages.
 */
export function createLexiconStore(db: () => Db, build: LexiconBuilder = buildHere): LexiconStore {
  const loaded = new Map<string, Promise<Lexicon>>();
  const keyOf = (language: TranslationLanguage) => `${LEXICON_VERSION}/${language}`;
  let stopped = false;

  async function load(language: TranslationLanguage): Promise<Lexicon> {
    const row = await findLexicon(db(), language);
    if (row?.version === LEXICON_VERSION) {
      const parsed = parseLexicon(row.data);
      if (parsed.ok && parsed.value.language === language) return parsed.value;
    }
    const lexicon = await build(language);
    await saveLexicon(db(), lexicon);
    return lexicon;
  }

  const store: LexiconStore = {
    get(language) {
      const key = keyOf(language);
      let pending = loaded.get(key);
      if (!pending) {
        pending = load(language);
        loaded.set(key, pending);
        pending.catch(() => loaded.delete(key));
      }
      return pending;
    },
    async ensureAll() {
      for (const language of TRANSLATION_LANGUAGES) {
        if (stopped) return;
        await store.get(language);
        await nextTurn();
      }
    },
    async rebuildAll() {
      for (const language of TRANSLATION_LANGUAGES) {
        const lexicon = await build(language);
        await saveLexicon(db(), lexicon);
        loaded.set(keyOf(language), Promise.resolve(lexicon));
        await nextTurn();
      }
    },
    stop() {
      stopped = true;
    },
  };
  return store;
}
