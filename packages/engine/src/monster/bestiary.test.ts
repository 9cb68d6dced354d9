import { describe, expect, it } from 'vitest';
import { rawTextProblems, articleProblems } from '../core/text-checks';
import { SRD_CREATURES, SRD_MONSTER_INDEX } from '../bestiary/srd';
import { ENVIRONMENTS } from '../data/options';
import { srdMonster } from './bestiary';
import { damageText } from '../bestiary/numbers';

const allAbilities = (id: string) => {
  const m = srdMonster(id);
  if (!m) throw new Error(id);
  return [...m.PassiveAbilities, ...m.ActionAbilities, ...(m.Reactions ?? []), ...(m.LegendaryActions ?? [])];
};

describe('the bestiary', () => {
  it('holds all 334 SRD creatures with unique ids', () => {
    expect(SRD_CREATURES).toHaveLength(334);
    expect(new Set(SRD_MONSTER_INDEX.map((e) => e.id)).size).toBe(334);
  });

  it('renders every creature with its figures and clean text', () => {
    for (const c of SRD_CREATURES) {
      const m = srdMonster(c.id);
      expect(m, c.id).toBeDefined();
      if (!m) continue;
      expect(m.Name).toBe(c.name);
      expect(m.ChallengeRating).toBe(c.cr);
      expect(m.XP).toBe(c.xp);
      expect(m.ArmorClass).toBe(c.ac);
      expect(m.HitPoints).toBe(c.hp);
      expect(m.Environments.length, c.id).toBeGreaterThan(0);
      expect(m.Environments.every((e) => (ENVIRONMENTS as readonly string[]).includes(e))).toBe(true);
      const texts = [
        m.Appearance,
        m.Description,
        m.Speed,
        m.Senses,
        ...allAbilities(c.id).flatMap((a) => [a.title, a.desc]),
      ];
      for (const text of texts) {
        expect(rawTextProblems(text.replaceAll('[NL]', ' ')), `${c.id}: ${text}`).toEqual([]);
        expect(articleProblems(text), `${c.id}: ${text}`).toEqual([]);
      }
      expect(JSON.stringify(m)).not.toMatch(/undefined|NaN/);
    }
  });

  it('writes every attack, save and damage figure into its action', () => {
    for (const c of SRD_CREATURES) {
      const sections = [c.traits, c.actions, c.reactions, c.legendaryActions];
      const written = allAbilities(c.id);
      const facts = sections.flat();
      expect(written).toHaveLength(facts.length);
      facts.forEach((fact, i) => {
        const desc = written[i]?.desc ?? '';
        if (fact.attack && fact.attackBonus !== undefined)
          expect(desc, `${c.id} ${fact.name}`).toContain(
            `${fact.attackBonus >= 0 ? '+' : ''}${fact.attackBonus} to hit`,
          );
        if (fact.save) expect(desc, `${c.id} ${fact.name}`).toContain(`DC ${fact.save.value}`);
        for (const d of fact.damage ?? []) {
          const rolls = 'choose' in d ? d.options : [d];
          for (const r of rolls) expect(desc, `${c.id} ${fact.name}`).toContain(damageText(r.dice, r.type));
        }
        if (fact.usage?.type === 'per day') expect(written[i]?.title).toContain(`${fact.usage.times}/Day`);
        if (fact.usage?.type === 'recharge on roll') expect(written[i]?.title).toContain('Recharge');
        if (fact.area) expect(desc).toContain(`${fact.area.sizeFt}-foot`);
        if (fact.spellcasting?.dc !== undefined) expect(desc).toContain(`DC ${fact.spellcasting.dc}`);
      });
    }
  });

  it('reads an attack as a stat block does', () => {
    const goblin = srdMonster('goblin');
    expect(goblin?.ActionAbilities[0]).toEqual({
      title: 'Scimitar',
      desc: 'Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.',
    });
    const breath = srdMonster('adult-red-dragon')?.ActionAbilities.find((a) => a.title.startsWith('Fire Breath'));
    expect(breath?.title).toBe('Fire Breath (Recharge 5–6)');
    expect(breath?.desc).toContain('60-foot cone');
    expect(breath?.desc).toContain('DC 21 Dexterity saving throw');
    expect(breath?.desc).toContain('63 (18d6) fire damage');
  });

  it('is the same every time and unknown ids are undefined', () => {
    expect(srdMonster('aboleth')).toEqual(srdMonster('aboleth'));
    expect(srdMonster('no-such-beast')).toBeUndefined();
  });
});
