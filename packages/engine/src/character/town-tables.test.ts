import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowImplies, rowText } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { generateMundaneEvent } from './mundane-event';
import { generateRumor } from './rumor';
import { TOWN_TABLES } from './town-tables';

/** Trades that keep no shop, workshop or store of goods: they have a house or a cottage. */
const NO_WORKPLACE = TOWN_TABLES.townTrade
  .filter((row) => !rowImplies(row).includes('w-goods'))
  .map((row) => rowText(row));

describe('the town talk of trades', () => {
  it('gives a shop or workshop only to a trade that keeps one (no goose-girl’s workshop or watchman’s shop)', () => {
    expect(NO_WORKPLACE).toEqual(expect.arrayContaining(['goose-girl', 'watchman', 'shepherd', 'ferryman']));
    const wrong = new RegExp(`\\b(?:${NO_WORKPLACE.join('|')})'s (?:shop|workshop|storehouse)\\b`, 'i');
    const hits: string[] = [];
    for (let i = 0; i < 3000; i++) {
      for (const text of [
        toPlainText(generateRumor(createRng(`trade-rumor-${i}`), {})),
        toPlainText(generateMundaneEvent(createRng(`trade-event-${i}`), {})),
      ])
        if (wrong.test(text)) hits.push(text);
    }
    expect(hits.slice(0, 5)).toEqual([]);
  });
});
