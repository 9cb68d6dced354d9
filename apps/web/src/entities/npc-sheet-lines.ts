import { ABILITIES, describeAppearance, type EntityLink, type Npc, type TextComponent } from '@lorewright/engine';
import { renderCopy, type CopyContent } from './copy-doc';
import { abilityModifier, capitalised, formatModifier } from './format';
import { linkParts, type SheetLine } from './sheet-lines';

const joinLinks = (links: readonly EntityLink[], none: string): TextComponent[] =>
  links.length === 0 ? [{ text: none }] : linkParts(links);

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

/** The labeled lines of an NPC sheet (SPEC result view 1); `secret` lines are hidden from players. */
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

/** The sheet for the clipboard, without secret lines when `playerSafe`. */
export function npcSheetCopy(npc: Npc, playerSafe: boolean): CopyContent {
  const abilities = npcAbilities(npc);
  return renderCopy({
    title: npc.Name,
    subtitles: [npc.NamePronunciation, npcTagline(npc)],
    table: { headings: abilities.map((a) => a.short), cells: abilities.map((a) => `${a.score} (${a.modifier})`) },
    lines: [
      ...npcSheetLines(npc).filter((line) => !(playerSafe && line.secret)),
      { label: 'History', parts: npc.History },
    ],
  });
}
