import { CHANGELOG } from '@lorewright/engine';
import { describe, expect, it } from 'vitest';
import { longDate } from './ChangelogList';

describe('longDate', () => {
  it('writes every changelog date as the browser would in English', () => {
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    for (const date of [...CHANGELOG.map((entry) => entry.dateUpdated), '2027-01-01', '2026-12-31']) {
      expect(longDate(date)).toBe(format.format(new Date(`${date}T00:00:00Z`)));
    }
  });
});
