import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFeedback, deleteFeedback } from '../src/users/feedback.repository';
import { utcDay } from '../src/users/statistics';
import { insertVisits } from '../src/users/visits.repository';
import { ADMIN_EMAIL, apiError, json, TEST_DATABASES, type TestApp, testApp } from './test-app';

describe.each(TEST_DATABASES)('feedback and admin calls (%s)', (kind) => {
  let t: TestApp;
  let user: string;
  let admin: string;

  beforeAll(async () => {
    t = await testApp({ kind });
    user = await t.signIn({ email: 'player@example.com', name: 'Player' });
    admin = await t.signIn({ email: ADMIN_EMAIL, name: 'Warden' });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.call(method, url, cookie, payload);
  const feedbackCount = () => t.countRows('feedback');

  it('takes feedback from anyone, trimmed, and shows it to admins newest first', async () => {
    const first = await call('PUT', '/api/AddFeedback', undefined, {
      email: '',
      toolInfo: 'NPC generator',
      feedback: '  More sea captains, please.  ',
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', '/api/AddFeedback', user, {
      email: ' bard@example.com ',
      toolInfo: '',
      feedback: 'The map is lovely.',
    });
    expect(second.statusCode).toBe(200);
    expect((await call('PUT', '/api/AddFeedback', undefined, { feedback: 'Only the text.' })).statusCode).toBe(200);

    const listed = json(await call('GET', '/api/GetFeedback', admin)).feedback;
    expect(listed).toEqual([
      { email: '', toolInfo: '', feedback: 'Only the text.' },
      { email: 'bard@example.com', toolInfo: '', feedback: 'The map is lovely.' },
      { email: '', toolInfo: 'NPC generator', feedback: 'More sea captains, please.' },
    ]);
  });

  it('lists feedback sent within the same millisecond in the order it came, newest first', async () => {
    const sent = Array.from({ length: 12 }, (_, i) => `Quick note ${i}`);
    for (const feedback of sent) await addFeedback(t.db, { email: '', toolInfo: '', feedback });
    const listed = (json(await call('GET', '/api/GetFeedback', admin)).feedback as { feedback: string }[])
      .map((f) => f.feedback)
      .filter((f) => f.startsWith('Quick note'));
    expect(listed).toEqual([...sent].reverse());
    for (const feedback of sent) await deleteFeedback(t.db, { email: '', toolInfo: '', feedback });
  });

  it('refuses blank feedback, malformed emails and overlong fields, storing nothing', async () => {
    const before = await feedbackCount();
    const cases: [unknown, string][] = [
      [{ email: '', toolInfo: '', feedback: '   ' }, 'feedback'],
      [{ email: '', toolInfo: '' }, 'feedback'],
      [{ email: 'not-an-email', toolInfo: '', feedback: 'Hello' }, 'email'],
      [{ email: `${'a'.repeat(250)}@example.com`, toolInfo: '', feedback: 'Hello' }, 'email'],
      [{ email: '', toolInfo: 'x'.repeat(201), feedback: 'Hello' }, 'toolInfo'],
      [{ email: '', toolInfo: '', feedback: 'x'.repeat(5001) }, 'feedback'],
      [{ email: 5, toolInfo: '', feedback: 'Hello' }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PUT', '/api/AddFeedback', undefined, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(apiError(response).message).toContain(`"${field}"`);
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('keeps the admin calls to admins: 401 signed out, 403 for other users', async () => {
    const calls: ['GET' | 'PUT', string, unknown?][] = [
      ['GET', '/api/GetFeedback'],
      ['PUT', '/api/DeleteFeedback', { email: '', toolInfo: '', feedback: 'Only the text.' }],
      ['GET', '/api/GetAllUsers'],
      ['GET', '/api/GetStatistics?time=week&type=usedpages'],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, url).toBe(401);
      expect(apiError(anonymous).code).toBe('unauthorized');
      const signedIn = await call(method, url, user, payload);
      expect(signedIn.statusCode, url).toBe(403);
      expect(apiError(signedIn).code).toBe('forbidden');
    }
    expect(await feedbackCount()).toBe(3);
  });

  it('lets an admin delete feedback, answering 404 when none matches', async () => {
    const entry = { email: '', toolInfo: '', feedback: 'Only the text.' };
    expect((await call('PUT', '/api/DeleteFeedback', admin, entry)).statusCode).toBe(200);
    const again = await call('PUT', '/api/DeleteFeedback', admin, entry);
    expect(again.statusCode).toBe(404);
    expect(apiError(again).code).toBe('not_found');
    expect((await call('PUT', '/api/DeleteFeedback', admin, { email: '', toolInfo: '' })).statusCode).toBe(400);
    expect(await feedbackCount()).toBe(2);
  });

  it('lists registered users by name', async () => {
    expect(json(await call('GET', '/api/GetAllUsers', admin))).toEqual({
      users: [{ username: 'Player' }, { username: 'Warden' }],
    });
  });

  it('validates the statistics query', async () => {
    for (const url of [
      '/api/GetStatistics',
      '/api/GetStatistics?time=decade&type=usedpages',
      '/api/GetStatistics?time=day&type=clicks',
    ]) {
      const response = await call('GET', url, admin);
      expect(response.statusCode, url).toBe(400);
      expect(apiError(response).message).toMatch(/time|type/);
    }
  });

  it('counts visits of generator and page calls, without storing addresses', async () => {
    const visit = (url: string, ip: string, agent: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': agent } });
    await visit('/api/Changelog', '203.0.113.7', 'Firefox');
    await visit('/api/Changelog', '203.0.113.7', 'Firefox');
    await visit('/api/PlannedFeatures', '198.51.100.4', 'Chromium');
    await visit('/api/Races', '198.51.100.4', 'Chromium');
    await visit('/api/CheckLoggedIn', '198.51.100.9', 'Safari');

    const stats = async (time: string, type: string) =>
      json(await call('GET', `/api/GetStatistics?time=${time}&type=${type}`, admin)).stats;
    expect(await stats('day', 'uniquevisitors')).toEqual([{ name: 'Unique visitors', data: [2] }]);
    expect(await stats('day', 'usedpages')).toEqual([{ name: 'Pages used', data: [3] }]);
    expect(await stats('day', 'usedpagesbreakdown')).toEqual([
      { name: 'Changelog', data: [2] },
      { name: 'PlannedFeatures', data: [1] },
    ]);
    const rows = await t.db.selectFrom('page_visits').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('buckets older visits by day, week and 30 days', async () => {
    const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 24 * 60 * 60 * 1000));
    await insertVisits(t.db, [
      { day: daysAgo(1), visitor: 'v1', page: 'GetNPC' },
      { day: daysAgo(6), visitor: 'v2', page: 'GetNPC' },
      { day: daysAgo(7), visitor: 'v3', page: 'GetLoot' },
      { day: daysAgo(27), visitor: 'v4', page: 'GetLoot' },
      { day: daysAgo(28), visitor: 'v5', page: 'GetLoot' },
      { day: daysAgo(359), visitor: 'v6', page: 'GetName' },
      { day: daysAgo(360), visitor: 'v7', page: 'GetName' },
    ]);
    const stats = async (time: string, type: string) =>
      json(await call('GET', `/api/GetStatistics?time=${time}&type=${type}`, admin)).stats;
    expect(await stats('week', 'uniquevisitors')).toEqual([{ name: 'Unique visitors', data: [1, 0, 0, 0, 0, 1, 2] }]);
    expect(await stats('month', 'usedpages')).toEqual([{ name: 'Pages used', data: [1, 0, 1, 5] }]);
    const year = await stats('year', 'usedpagesbreakdown');
    expect(year.map((s: { name: string }) => s.name)).toEqual([
      'GetLoot',
      'Changelog',
      'GetNPC',
      'GetName',
      'PlannedFeatures',
    ]);
    expect(year.find((s: { name: string }) => s.name === 'GetName').data).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(year.every((s: { data: number[] }) => s.data.length === 12)).toBe(true);
  });
});
