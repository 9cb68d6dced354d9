import { createRng, GENERATORS, type RefPackage, type Settlement } from '@lorewright/engine';
import { describe, expect, it } from 'vitest';
import { settlementCopy, settlementNotes } from './settlement-doc';

const village = GENERATORS.GetSettlement!.generate(createRng('notes-village'), {
  count: 1,
  adjectives: true,
  heritages: [],
  choices: { size: ['Village'], environments: ['Coastal'] },
}) as { data: Settlement; refPackage: RefPackage };

describe('settlement notes', () => {
  const notes = settlementNotes(village.data, village.refPackage);
  const paths = new Set(notes.map((n) => n.path.replace(/\.md$/, '').split('/').pop()!));

  it('writes one note per settlement, district, building, person and faction', () => {
    const s = village.data;
    const buildings = s.Districts!.flatMap((d) => [
      ...d.Locations.Shops,
      ...d.Locations.Notable,
      ...d.Locations.Residences,
    ]);
    expect(notes.filter((n) => n.path.startsWith('Districts/'))).toHaveLength(s.Districts!.length);
    expect(notes.filter((n) => n.path.startsWith('Buildings/'))).toHaveLength(buildings.length);
    expect(notes.filter((n) => n.path.startsWith('Factions/'))).toHaveLength(s.Factions.length);
    expect(notes.filter((n) => n.path.startsWith('People/')).length).toBeGreaterThanOrEqual(buildings.length);
    expect(notes[0]!.path).toBe(`${s.Name}.md`);
    expect(new Set(notes.map((n) => n.path)).size).toBe(notes.length);
  });

  it('joins them by wiki-links that each name a note of the vault', () => {
    const links = notes.flatMap((n) => [...n.text.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => m[1]!));
    expect(links.length).toBeGreaterThan(notes.length);
    expect(links.filter((l) => !paths.has(l))).toEqual([]);
  });

  it('introduces each building by its kind: a home has a resident, an open-air place is tended and has no interior', () => {
    const buildingNotes = notes.filter((n) => n.path.startsWith('Buildings/'));
    const typed = (type: string) => buildingNotes.filter((n) => n.text.split('\n')[2]!.startsWith(`*${type} in `));
    const homes = typed('Residence');
    const open = ['Town Square', 'Market', 'Docks', 'Park', 'Graveyard'].flatMap(typed);
    expect(homes.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    for (const n of homes) expect(n.text).toMatch(/\*\*Resident:\*\* /);
    for (const n of open) {
      expect(n.text).toMatch(/\*\*Tended to by:\*\* /);
      expect(n.text).not.toMatch(/Employees|Interior|Run by/);
    }
  });

  it('copies the whole settlement as Markdown with its districts', () => {
    const { markdown } = settlementCopy(village.data);
    expect(markdown).toMatch(new RegExp(`^# ${village.data.Name}\n`));
    for (const d of village.data.Districts!) expect(markdown).toContain(`${d.Name} (${d.Type} District)`);
    expect(markdown).toContain('**Leadership:** ');
  });
});
