import {
  buildLexicon,
  LEXICON_VERSION,
  translate,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MAX_LENGTH,
} from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, apiError, freshDatabase, json, TEST_DATABASES, type TestApp, testApp } from '../../test/test-app';
import { findLexicon, listLexiconVersions, saveLexicon } from './lexicons.repository';

const SENTENCE = "The old dragon won't share his GOLD with Gorath; 3 knights tried. Xylophones, café and 🐉 too!";

const translateUrl = (params: Record<string, string>) => `/api/Translate?${new URLSearchParams(params).toString()}`;

describe.each(TEST_DATABASES)('the translator API (%s)', (kind) => {
  let t: TestApp;
  let user: string;
  let admin: string;

  beforeAll(async () => {
    t = await testApp({ kind });
    user = await t.signIn({ email: 'player@example.com', name: 'Player' });
    admin = await t.signIn({ email: ADMIN_EMAIL, name: 'Warden' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('translates English into a language and back, exactly', async () => {
    const there = await get(translateUrl({ language: 'Elvish', text: SENTENCE, english: 'true' }));
    expect(there.statusCode).toBe(200);
    const elvish = json<{ data: string }>(there).data;
    const expected = translate(buildLexicon('Elvish'), SENTENCE, 'toLanguage');
    expect(expected.ok && expected.value).toBe(elvish);
    expect(elvish).not.toBe(SENTENCE);
    expect(elvish).toContain('Gorath');

    const back = await get(translateUrl({ language: 'Elvish', text: elvish, english: 'false' }), user);
    expect(back.statusCode).toBe(200);
    expect(json(back)).toEqual({ data: SENTENCE });
  });

  it('reads the language name in any case and translates into English by default', async () => {
    const lower = json(await get(translateUrl({ language: 'orcish', text: 'the dragon' })));
    const exact = json(await get(translateUrl({ language: 'Orcish', text: 'the dragon', english: '1' })));
    expect(lower).toEqual(exact);
  });

  it.each([
    ['no parameters', {}],
    ['no language', { text: 'the dragon', english: 'true' }],
    ['an empty language', { language: '', text: 'the dragon' }],
    ['empty text', { language: 'Dwarvish', text: '', english: 'false' }],
    ['no text', { language: 'Dwarvish' }],
  ] as [string, Record<string, string>][])('answers an empty translation for %s', async (_label, params) => {
    const response = await get(translateUrl(params));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: '' });
  });

  it('takes 1800 characters and refuses 1801 with a 400', async () => {
    const longest = 'a'.repeat(TRANSLATION_MAX_LENGTH);
    expect((await get(translateUrl({ language: 'Giant', text: longest }))).statusCode).toBe(200);
    const tooLong = await get(translateUrl({ language: 'Giant', text: `${longest}b` }));
    expect(tooLong.statusCode).toBe(400);
    expect(apiError(tooLong)).toMatchObject({ code: 'bad_request', message: expect.stringContaining('1800') });
    const tooLongNoLanguage = await get(translateUrl({ text: `${longest}b` }));
    expect(tooLongNoLanguage.statusCode).toBe(400);
  });

  it.each([
    ['an unknown language', { language: 'Klingon', text: 'hello' }],
    ['an unknown language with no text', { language: 'Klingon' }],
    ['a malformed english flag', { language: 'Elvish', text: 'hello', english: 'maybe' }],
  ] as [string, Record<string, string>][])('refuses %s with a 400', async (_label, params) => {
    const response = await get(translateUrl(params));
    expect(response.statusCode).toBe(400);
    expect(apiError(response).code).toBe('bad_request');
  });

  it('refuses a repeated text parameter with a 400', async () => {
    const response = await get('/api/Translate?language=Elvish&text=a&text=b');
    expect(response.statusCode).toBe(400);
  });

  it('stores a lexicon in the database on first use', async () => {
    await get(translateUrl({ language: 'Sylvan', text: 'the dragon' }));
    const row = await findLexicon(t.db, 'Sylvan');
    expect(row?.version).toBe(LEXICON_VERSION);
    expect(JSON.parse(row?.data ?? '{}')).toEqual(buildLexicon('Sylvan'));
  });

  it('keeps SetupTranslations to admins: 401 signed out, 403 for other users', async () => {
    const anonymous = await get('/api/SetupTranslations');
    expect(anonymous.statusCode).toBe(401);
    expect(apiError(anonymous).code).toBe('unauthorized');
    const player = await get('/api/SetupTranslations', user);
    expect(player.statusCode).toBe(403);
    expect(apiError(player).code).toBe('forbidden');
  });

  it('rebuilds every lexicon when an admin calls SetupTranslations', async () => {
    const response = await get('/api/SetupTranslations', admin);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
    const versions = await listLexiconVersions(t.db);
    expect(versions).toEqual(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, LEXICON_VERSION])));
  });
});

describe.each(TEST_DATABASES)('stored lexicons (%s)', (kind) => {
  it('replaces outdated and damaged lexicons on first use, and loads current ones without rebuilding', async () => {
    const database = await freshDatabase(kind);
    try {
      const first = await testApp({ database });
      const celestial = buildLexicon('Celestial');
      await saveLexicon(first.db, { ...buildLexicon('Goblin'), version: '0.old' });
      await first.db
        .insertInto('translation_lexicons')
        .values({
          language: 'Infernal',
          version: LEXICON_VERSION,
          data: '{"broken":',
          updated_at: '2000-01-01T00:00:00.000Z',
        })
        .execute();
      await saveLexicon(first.db, celestial, new Date('2001-01-01T00:00:00.000Z'));

      for (const language of ['Goblin', 'Infernal', 'Celestial']) {
        const response = await first.app.inject(translateUrl({ language, text: 'the dragon sleeps' }));
        expect(response.statusCode).toBe(200);
        const expected = translate(
          language === 'Celestial' ? celestial : buildLexicon(language as 'Goblin'),
          'the dragon sleeps',
          'toLanguage',
        );
        expect(json(response).data).toBe(expected.ok && expected.value);
      }
      expect((await findLexicon(first.db, 'Goblin'))?.version).toBe(LEXICON_VERSION);
      expect(JSON.parse((await findLexicon(first.db, 'Infernal'))?.data ?? '{}')).toEqual(buildLexicon('Infernal'));
      const untouched = await first.db
        .selectFrom('translation_lexicons')
        .select('updated_at')
        .where('language', '=', 'Celestial')
        .executeTakeFirst();
      expect(untouched?.updated_at).toBe('2001-01-01T00:00:00.000Z');
      await first.close();
    } finally {
      await database.drop();
    }
  });

  it('builds every missing lexicon once the server listens', async () => {
    const t = await testApp({ kind });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await expect
        .poll(async () => Object.keys(await listLexiconVersions(t.db)).length, { timeout: 25_000, interval: 200 })
        .toBe(TRANSLATION_LANGUAGES.length);
    } finally {
      await t.close();
    }
  });
});
