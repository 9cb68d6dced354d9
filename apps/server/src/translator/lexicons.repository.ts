import type { Lexicon } from '@lorewright/engine';
import type { Db } from '../db/database';

/** A stored lexicon row: its version and its JSON text. */
export type StoredLexicon = { version: string; data: string };

/** The stored lexicon of a language, if any. */
export async function findLexicon(db: Db, language: string): Promise<StoredLexicon | undefined> {
  return db
    .selectFrom('translation_lexicons')
    .select(['version', 'data'])
    .where('language', '=', language)
    .executeTakeFirst();
}

/** Stores a language's lexicon, replacing any older one. */
export async function saveLexicon(db: Db, lexicon: Lexicon, now = new Date()): Promise<void> {
  const values = { version: lexicon.version, data: JSON.stringify(lexicon), updated_at: now.toISOString() };
  await db
    .insertInto('translation_lexicons')
    .values({ language: lexicon.language, ...values })
    .onConflict((oc) => oc.column('language').doUpdateSet(values))
    .execute();
}

/** The version of each stored lexicon, by language. */
export async function listLexiconVersions(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('translation_lexicons').select(['language', 'version']).execute();
  return Object.fromEntries(rows.map((r) => [r.language, r.version]));
}
