import {
  ABILITIES,
  describeAppearance,
  TENDED_BUILDING_TYPES,
  toPlainText,
  type Building,
  type EntityLink,
  type Npc,
  type TextComponent,
} from '@lorewright/engine';
import { abilityModifier, capitalised, formatModifier, toHtml } from './format';

/** One labelled line of a sheet. */
export type SheetLine = { label: string; parts: TextComponent[]; secret?: boolean };

const joinLinks = (links: readonly EntityLink[], none: string): TextComponent[] =>
  links.length === 0
    ? [{ text: none }]
    : links.flatMap((link, i) => [...(i > 0 ? [{ text: ', ' }] : []), { text: link.text, type: link.type }]);

/** "Medium humanoid (Elf), chaotic good". */
export const npcTagline = (npc: Npc): string => `${npc.Size} ${npc.Type} (${npc.RaceName}), ${npc.Alignment}`;

/** The six abilities with score and modifier, in stat-block order. */
export const npcAbilities = (npc: Npc) =>
  ABILITIES.map((ability) => {
    const score = npc.Stats[`Stat_${ability}`] ?? 10;
    return {
      ability,
      short: ability.slice(0, 3).toUpperCase(),
      score,
      modifier: formatModifier(abilityModifier(score)),
    };
  });

/** The labelled lines of an NPC sheet (SPEC result view 1); `secret` lines are hidden from players. */
export function npcSheetLines(npc: Npc): SheetLine[] {
  const membership: TextComponent[] = npc.MemberOf
    ? [{ text: npc.MemberOf.Role === 'Leader' ? 'Leader of ' : 'Member of ' }, { ...npc.MemberOf.Group }]
    : [{ text: 'None' }];
  const job: TextComponent[] = [
    { text: capitalised(npc.Job) },
    ...(npc.EmployedAt ? [{ text: ' at ' }, { ...npc.EmployedAt }] : []),
    { text: ` (${npc.JobType})` },
  ];
  return [
    { label: 'Age', parts: [{ text: `${npc.Age} years, ${npc.Gender.toLowerCase()}` }] },
    { label: 'Languages', parts: [{ text: npc.Languages.join(', ') }] },
    { label: 'Job', parts: job },
    { label: 'Residence', parts: npc.Residence ? [{ ...npc.Residence }] : [{ text: 'No fixed abode' }] },
    { label: 'Group', parts: membership },
    { label: 'Parents', parts: joinLinks(npc.Family.Parents, 'None living') },
    ...(npc.Family.Siblings.length ? [{ label: 'Siblings', parts: joinLinks(npc.Family.Siblings, '') }] : []),
    ...(npc.Family.Children.length ? [{ label: 'Children', parts: joinLinks(npc.Family.Children, '') }] : []),
    { label: 'Personality', parts: npc.Personality },
    { label: 'Desire', parts: npc.Desire, secret: true },
    { label: 'Flaw', parts: npc.Flaw },
    { label: 'Fear', parts: npc.Fear, secret: true },
    { label: 'Secret', parts: npc.Secret, secret: true },
    { label: 'Goal', parts: npc.Goal, secret: true },
    { label: 'Related rumor', parts: npc.Rumor, secret: true },
    {
      label: 'Appearance',
      parts: describeAppearance(npc.VisualAppearance, { heritage: npc.RaceName, gender: npc.Gender }),
    },
    { label: 'Voice', parts: npc.Voice },
  ];
}

/** The sheet as clipboard HTML and plain text, without secret lines when `playerSafe`. */
export function npcSheetCopy(npc: Npc, playerSafe: boolean): { html: string; plain: string } {
  const lines = npcSheetLines(npc).filter((line) => !(playerSafe && line.secret));
  const abilities = npcAbilities(npc);
  const html = [
    `<h2>${toHtml([{ text: npc.Name }])}</h2>`,
    `<p><em>${toHtml([{ text: npc.NamePronunciation }])}</em><br><em>${toHtml([{ text: npcTagline(npc) }])}</em></p>`,
    `<table><tr>${abilities.map((a) => `<th>${a.short}</th>`).join('')}</tr><tr>${abilities
      .map((a) => `<td>${a.score} (${a.modifier})</td>`)
      .join('')}</tr></table>`,
    ...lines.map((line) => `<p><strong>${line.label}:</strong> ${toHtml(line.parts)}</p>`),
    `<p><strong>History:</strong> ${toHtml(npc.History)}</p>`,
  ].join('\n');
  const plain = [
    npc.Name,
    npc.NamePronunciation,
    npcTagline(npc),
    abilities.map((a) => `${a.short} ${a.score} (${a.modifier})`).join('  '),
    ...lines.map((line) => `${line.label}: ${toPlainText(line.parts)}`),
    `History: ${toPlainText(npc.History)}`,
  ].join('\n');
  return { html, plain };
}

/** "Run by", "Resident:" or "Tended to by": how a building's owner is introduced. */
export function ownerLabel(type: Building['locationType']): string {
  if (type === 'Residence') return 'Resident:';
  if (TENDED_BUILDING_TYPES.includes(type)) return 'Tended to by';
  return 'Run by';
}
