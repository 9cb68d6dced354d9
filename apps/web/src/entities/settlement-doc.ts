import {
  isLinkType,
  parseLinkType,
  toPlainText,
  type Building,
  type BuildingStubEntity,
  type District,
  type EntityLink,
  type Group,
  type GroupStubEntity,
  type Npc,
  type NpcStubEntity,
  type RefPackage,
  type Settlement,
  type TextComponent,
} from '@lorewright/engine';
import { renderCopy, toMarkdown, type CopyContent } from './copy-doc';
import { buildingLabels, linkParts } from './sheet-lines';

/** A sheet label in bold, with its colon: "**Tended to by:**". */
const bold = (label: string) => `**${label.replace(/:$/, '')}:**`;
const text = (t: string): TextComponent[] => [{ text: t }];

/** "Eastmere - Harborside (Port District)". */
export const districtTitle = (d: District): string => `${d.Name} (${d.Type} District)`;

const makeupLine = (d: { PopulationMakeup: Settlement['PopulationMakeup'] }) =>
  d.PopulationMakeup.map((p) => `${p.heritage} ${p.percent}%`).join(', ');

/** The settlement's own page for the clipboard: the facts, then every district and what stands in it. */
export function settlementCopy(s: Settlement): CopyContent {
  return renderCopy({
    title: s.Name,
    subtitles: [`${s.Size} · ${s.Environment}`],
    lines: [
      { label: 'Purpose', parts: text(`${s.Purpose}.`) },
      { label: 'Leadership', parts: s.Leadership },
      { label: 'Population', parts: text(`${s.Population.toLocaleString('en-US')} (${makeupLine(s)})`) },
      { label: 'Geography', parts: text(s.Geography) },
      { label: 'Exports', parts: text(s.Exports.join(', ')) },
      { label: 'Imports', parts: text(s.Imports.join(', ')) },
      { label: 'Hot spots', parts: linkParts(s.Popular) },
      { label: 'Factions', parts: linkParts(s.Factions) },
      ...s.MundaneEvents.map((event, i) => ({ label: i === 0 ? 'Around town' : 'Also', parts: event })),
    ],
    lists: (s.Districts ?? []).flatMap((d) =>
      (
        [
          ['Shops', d.Locations.Shops],
          ['Notable buildings', d.Locations.Notable],
          ['Residences', d.Locations.Residences],
        ] as const
      )
        .filter(([, links]) => links.length > 0)
        .map(([label, links]) => ({ heading: `${districtTitle(d)}: ${label}`, items: links.map((l) => l.text) })),
    ),
  });
}

/** One Markdown note of the exported vault: its file path and text. */
export type Note = { path: string; text: string };

const unsafe = /[\\/:*?"<>|#^[\]]/g;

/**
 * The settlement as a vault of linked notes: one per settlement, district, building, person
 * and faction, joined by [[wiki-links]] that name the notes' files, so the folder opens as a
 * linked vault in a note tool. Stubs give what the settlement decided about them; entities
 * already opened give their whole page.
 */
export function settlementNotes(s: Settlement, pkg: RefPackage): Note[] {
  const names = new Map<string, string>();
  const used = new Set<string>();
  /** The note name of an entity (its link type), unique in the vault. */
  const noteName = (type: string, wanted: string): string => {
    const known = names.get(type);
    if (known) return known;
    const base = wanted.replace(unsafe, '').trim() || 'Untitled';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    used.add(name.toLowerCase());
    names.set(type, name);
    return name;
  };
  const districtKey = (d: District) => `district-${d.index}`;
  const wiki = (type: string, label: string) => `[[${noteName(type, label)}]]`;
  const md = (parts: readonly TextComponent[]) =>
    toMarkdown(
      parts.map((p) => (isLinkType(p.type) && parseLinkType(p.type) ? { ...p, text: noteName(p.type!, p.text) } : p)),
    );
  const links = (list: readonly EntityLink[]) => list.map((l) => wiki(l.type, l.text)).join(', ');
  const find = <T>(link: EntityLink | undefined): T | undefined => {
    const target = parseLinkType(link?.type);
    return target ? (pkg[target.kind]?.ReferenceIds[target.id] as T | undefined) : undefined;
  };

  // Reserve names in reading order: the settlement, its districts, then everything it links.
  const self = `settlement-${s.ReferenceData.Id}`;
  noteName(self, s.Name);
  for (const d of s.Districts ?? []) noteName(districtKey(d), `${d.Name} (${d.Type} District)`);

  const notes: Note[] = [];
  const districtOf = new Map<string, District>();
  for (const d of s.Districts ?? [])
    for (const l of [...d.Locations.Shops, ...d.Locations.Notable, ...d.Locations.Residences])
      districtOf.set(l.type, d);

  notes.push({
    path: `${noteName(self, s.Name)}.md`,
    text: [
      `# ${s.Name}`,
      `*${s.Size} · ${s.Environment}*`,
      `**Purpose:** ${s.Purpose}.`,
      `**Leadership:** ${md(s.Leadership)}`,
      `**Population:** ${s.Population.toLocaleString('en-US')} (${makeupLine(s)})`,
      `**Geography:** ${s.Geography}`,
      `**Exports:** ${s.Exports.join(', ')}`,
      `**Imports:** ${s.Imports.join(', ')}`,
      `**Hot spots:** ${links(s.Popular)}`,
      `**Factions:** ${links(s.Factions)}`,
      `## Around town\n\n${s.MundaneEvents.map((e) => `- ${md(e)}`).join('\n')}`,
      `## Districts\n\n${(s.Districts ?? []).map((d) => `- ${wiki(districtKey(d), '')}`).join('\n')}`,
    ].join('\n\n'),
  });

  for (const d of s.Districts ?? []) {
    const section = (label: string, list: readonly EntityLink[]) =>
      list.length ? [`## ${label}\n\n${list.map((l) => `- ${wiki(l.type, l.text)}`).join('\n')}`] : [];
    notes.push({
      path: `Districts/${noteName(districtKey(d), '')}.md`,
      text: [
        `# ${d.Name}`,
        `*${d.Type} District of ${wiki(self, s.Name)}*`,
        `**Age:** ${d.Age}`,
        `**Population:** ${makeupLine(d)}`,
        ...(d.HeldBy ? [`**Held by:** ${wiki(d.HeldBy.type, d.HeldBy.text)}`] : []),
        ...section('Shops', d.Locations.Shops),
        ...section('Notable buildings', d.Locations.Notable),
        ...section('Residences', d.Locations.Residences),
      ].join('\n\n'),
    });
  }

  const people = new Map<string, EntityLink>();
  for (const [type, district] of districtOf) {
    const b = find<Building | BuildingStubEntity>({ type, text: '' });
    if (!b) continue;
    const name = b.locationName;
    const loaded = b.ReferenceData.Set ? (b as Building) : undefined;
    const owner = loaded?.buildingOwner ?? (b as BuildingStubEntity).Stub?.Owner;
    const employees = loaded?.employees ?? (b as BuildingStubEntity).Stub?.Employees ?? [];
    for (const p of [owner, ...employees]) if (p) people.set(p.type, p);
    const labels = buildingLabels(b.locationType);
    notes.push({
      path: `Buildings/${noteName(type, name)}.md`,
      text: [
        `# ${name}`,
        `*${b.locationType} in ${wiki(districtKey(district), '')}, ${wiki(self, s.Name)}*`,
        ...(owner ? [`${bold(labels.owner)} ${wiki(owner.type, owner.text)}`] : []),
        ...(employees.length ? [`${bold(labels.staff)} ${links(employees)}`] : []),
        ...(loaded
          ? [
              `**Known for:** ${loaded.knownFor}`,
              `**Exterior:** ${loaded.appearance.exterior}`,
              `${bold(labels.inside)} ${loaded.appearance.interior}`,
              `**Rumor:** ${md(loaded.rumor)}`,
            ]
          : []),
      ].join('\n\n'),
    });
  }
  for (const l of s.Leaders ?? []) people.set(l.type, l);

  for (const [type, link] of people) {
    const p = find<Npc | NpcStubEntity>(link);
    if (!p) continue;
    const loaded = p.ReferenceData.Set ? (p as Npc) : undefined;
    const stub = (p as NpcStubEntity).Stub;
    const office = loaded?.Office ?? stub?.Office;
    const work = loaded?.EmployedAt ?? stub?.EmployedAt;
    const home = loaded?.Residence ?? stub?.Residence;
    const member = loaded?.MemberOf ?? stub?.MemberOf;
    notes.push({
      path: `People/${noteName(type, p.Name)}.md`,
      text: [
        `# ${p.Name}`,
        `*${p.RaceName} ${p.Job ?? ''}`.trimEnd() + ` of ${wiki(self, s.Name)}*`,
        ...(office ? [`**Office:** ${office}`] : []),
        ...(work ? [`**Works at:** ${wiki(work.type, work.text)}`] : []),
        ...(home ? [`**Lives at:** ${wiki(home.type, home.text)}`] : []),
        ...(member
          ? [`**${member.Role === 'Leader' ? 'Leads' : 'Member of'}:** ${wiki(member.Group.type, member.Group.text)}`]
          : []),
        ...(loaded ? [`**Personality:** ${md(loaded.Personality)}`, `**History:** ${md(loaded.History)}`] : []),
      ].join('\n\n'),
    });
  }

  for (const f of s.Factions) {
    const g = find<Group | GroupStubEntity>(f);
    if (!g) continue;
    const loaded = g.ReferenceData.Set ? (g as Group) : undefined;
    const leader = loaded?.Leader ?? (g as GroupStubEntity).Stub?.Leader;
    const held = (s.Districts ?? []).filter((d) => d.HeldBy?.type === f.type);
    const holdings = (s.Interactive ?? []).flatMap((d) => d.buildings.filter((b) => b.faction === f.type));
    notes.push({
      path: `Factions/${noteName(f.type, g.OrgName)}.md`,
      text: [
        `# ${g.OrgName}`,
        `*${g.Alignment} ${g.Type} of ${wiki(self, s.Name)}*`,
        ...(leader ? [`**Leader:** ${wiki(leader.type, leader.text)}`] : []),
        ...(held.length ? [`**Holds sway in:** ${held.map((d) => wiki(districtKey(d), '')).join(', ')}`] : []),
        ...(holdings.length ? [`**Holds:** ${holdings.map((b) => wiki(b.link.type, b.link.text)).join(', ')}`] : []),
        ...(loaded ? [`**Goals:** ${loaded.Goals.join(' ')}`, `**Rumor:** ${toPlainText(loaded.Rumor)}`] : []),
      ].join('\n\n'),
    });
  }
  return notes.map((n) => ({ ...n, text: `${n.text}\n` }));
}
