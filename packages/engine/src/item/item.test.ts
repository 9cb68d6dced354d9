import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rawTextProblems, SWEEP_SIZE, textProblems } from '../core/text-checks';
import { HERITAGES, ITEM_RARITIES, ITEM_TYPES, type ItemType } from '../data/options';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { parseLinkType } from '../world/links';
import type { RefPackage } from '../world/ref-store';
import { ITEM_GENERATORS, type Item } from './index';
import { generateItem } from './item';
import { POWERS } from './item-powers';
import { ITEM_BASES, RARITY_FIGURES, RARITY_WEIGHTS } from './item-tables';

const GetItem = ITEM_GENERATORS.GetItem!;
type Answer = { data: Item[]; refPackage: RefPackage };
const request = (types: readonly ItemType[] = [], count: 1 | 5 | 10 | 25 = 1) => ({
  count,
  adjectives: true,
  heritages: HERITAGES,
  choices: { item: types },
});
const answer = (seed: string, types: readonly ItemType[] = [], count: 1 | 5 | 10 | 25 = 1) =>
  GetItem.generate(createRng(seed), request(types, count)) as Answer;

/** Every string of an item, for the raw-text checks. */
const itemText = (item: Item) => `${item.Name} ${item.Desc} ${toPlainText(item.History)}`;

const links = (parts: readonly TextComponent[]) => parts.filter((p) => parseLinkType(p.type));

describe('GetItem', () => {
  it('fills every field over 500 seeds, with no raw template text, and every history link resolves', () => {
    for (let i = 0; i < 500; i++) {
      const type = ITEM_TYPES[i % ITEM_TYPES.length]!;
      const { data, refPackage } = answer(`inv${i}`, [type]);
      const item = data[0]!;
      expect(item.Type).toBe(type);
      expect(ITEM_RARITIES).toContain(item.Rarity);
      for (const text of [item.Name, item.Desc, item.Base, item.Material, toPlainText(item.History)])
        expect(rawTextProblems(text), `${text}`).toEqual([]);
      expect(Number.isInteger(item.Worth) && item.Worth > 0).toBe(true);
      expect(typeof item.Attunement).toBe('boolean');
      const linked = links(item.History);
      expect(linked.length).toBeGreaterThanOrEqual(2);
      for (const link of linked) {
        const target = parseLinkType(link.type)!;
        expect(refPackage[target.kind]?.ReferenceIds[target.id], link.text).toBeDefined();
      }
    }
  });

  it('is deterministic per seed and answers the same item for an item link’s {item, seed}', () => {
    expect(answer('same', ['Ring'])).toEqual(answer('same', ['Ring']));
    expect(answer('same', ['Ring']).data[0]!.Type).toBe('Ring');
  });

  it('keeps worth and bonuses inside the rarity guideline', () => {
    for (let i = 0; i < 500; i++) {
      const type = ITEM_TYPES[i % ITEM_TYPES.length]!;
      const item = generateItem(createRng(`w${i}`), { type });
      const [min, max] = RARITY_FIGURES[item.Rarity].worthGp;
      const gp = item.Worth / 100;
      const consumable = (type === 'Potion' || type === 'Scroll') && item.Rarity !== 'Mundane';
      if (item.Rarity !== 'Mundane') {
        expect(gp).toBeGreaterThanOrEqual(consumable ? min / 2 : min);
        expect(gp).toBeLessThanOrEqual(max);
      }
      expect(RARITY_WEIGHTS[type][item.Rarity]).toBeGreaterThan(0);
      // A common item never carries a +N; a +N never exceeds +3.
      const bonus = /\+(\d) bonus to attack and damage/.exec(item.Desc);
      if (bonus) expect(Number(bonus[1])).toBeLessThanOrEqual(3);
      if (item.Rarity === 'Common' || item.Rarity === 'Mundane') expect(item.Desc).not.toMatch(/\+\d bonus/);
      if (item.Rarity === 'Uncommon') expect(item.Desc).not.toMatch(/\+[23] bonus to attack/);
    }
  });

  it('never calls wood, leather or cloth forged, nor metal carved', () => {
    for (let i = 0; i < 1500; i++) {
      const type = ITEM_TYPES[i % ITEM_TYPES.length]!;
      const item = generateItem(createRng(`f${i}`), { type });
      const history = toPlainText(item.History);
      const soft = ITEM_BASES.find((b) => b.noun === item.Base)!;
      if (/forged|hammered out/.test(history)) expect(soft.classes).toContain('metal');
      if (type === 'Potion') expect(history).toMatch(/brewed|distilled/);
    }
  });

  it('has a power for every type, rarity and base it can draw', () => {
    for (const base of ITEM_BASES) {
      for (const rarity of ITEM_RARITIES) {
        if (!(RARITY_WEIGHTS[base.type][rarity] ?? 0)) continue;
        const fits = POWERS.filter(
          (p) =>
            p.types.includes(base.type) &&
            p.rarities.includes(rarity) &&
            (p.requires ?? []).every((t) => base.tags.includes(t) || base.classes.includes(t as never)),
        );
        expect(fits.length, `${rarity} ${base.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('makes at least 950 different items per 1,000', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(itemText(answer(`d${i}`).data[0]!));
    expect(seen.size).toBeGreaterThanOrEqual(950);
  }, 60_000);

  it('does not repeat an item inside a batch of 25', () => {
    const { data } = answer('batch', ['Potion'], 25);
    expect(new Set(data.map((item) => item.Name + item.Desc)).size).toBe(25);
  });

  // The full 100,000 run is `npm run sweep:items`; npm test reads a sample.
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  const sweep = env?.ITEM_SWEEP === 'full' ? SWEEP_SIZE : SWEEP_SIZE / 10;
  it(`reads cleanly over ${sweep.toLocaleString('en-US')} items`, () => {
    const bad: string[] = [];
    for (let i = 0; i < sweep && bad.length < 5; i++) {
      const item = generateItem(createRng(`sweep${i}`), { type: ITEM_TYPES[i % ITEM_TYPES.length]! });
      // Names of people, groups and places are checked by the name generators' own tests.
      const history = toPlainText(
        item.History.map((part) => (parseLinkType(part.type) ? { ...part, text: 'Mara' } : part)),
      );
      for (const text of [item.Name, item.Desc, history]) {
        const problems = textProblems(text);
        if (problems.length) bad.push(`${problems.join(', ')}: ${text}`);
      }
    }
    expect(bad).toEqual([]);
  }, 600_000);
});
