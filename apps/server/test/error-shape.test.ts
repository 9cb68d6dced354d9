import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, type TestApp, testApp } from './test-app';

describe('every refusal in the API error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { RATE_LIMIT_PER_MINUTE: '40' } });
  });
  afterAll(async () => t?.close());

  it('answers the feedback limit with 429 rate_limited and a readable message', async () => {
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 31; i++) {
      const response = await t.call('PUT', '/api/AddFeedback', undefined, { feedback: `Note ${i}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(limited).toBeDefined();
    if (!limited) return;
    expect(apiError(limited)).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/try again in \d+ seconds/),
    });
    expect(await t.countRows('feedback')).toBe(30);
  });

  it('answers the global limit, a wrong content type and a wrong method in the shape', async () => {
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: '/api/SaveGeneric?typename=init',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
    apiError(wrongType);
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/Races' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(apiError(wrongMethod).code).toBe('not_found');

    let last = await t.app.inject('/api/Races');
    for (let i = 0; i < 45 && last.statusCode !== 429; i++) last = await t.app.inject('/api/Races');
    expect(last.statusCode).toBe(429);
    expect(apiError(last).code).toBe('rate_limited');
  });
});
