import { abilityModifier, crLabel, type Monster, type MonsterAbility } from '@lorewright/engine';
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMarkers } from '../components/RichText';
import './monster.css';

const ABILITIES = [
  ['STR', 'Stat_Strength'],
  ['DEX', 'Stat_Dexterity'],
  ['CON', 'Stat_Constitution'],
  ['INT', 'Stat_Intelligence'],
  ['WIS', 'Stat_Wisdom'],
  ['CHA', 'Stat_Charisma'],
] as const;

/** "+2" or "-1": SPEC 5's modifier with its sign. */
export const modifierText = (score: number): string => {
  const mod = abilityModifier(score);
  return mod >= 0 ? `+${mod}` : String(mod);
};

function Property({ label, value }: { label: string; value: string | number | undefined }) {
  if (value === undefined || value === '') return null;
  return (
    <p className="monster-block__property">
      <strong>{label}</strong> {value}
    </p>
  );
}

function Abilities({ heading, list }: { heading?: string; list: readonly MonsterAbility[] | undefined }) {
  if (!list || list.length === 0) return null;
  return (
    <section className="monster-block__section">
      {heading && <h4 className="monster-block__heading">{heading}</h4>}
      {list.map((a, i) => (
        <p key={i} className="monster-block__ability">
          <strong>
            <em>{a.title}.</em>
          </strong>{' '}
          {formatMarkers(a.desc)}
        </p>
      ))}
    </section>
  );
}

/** A monster as a classic stat block: figures, the ability table with modifiers, traits and actions, lore. */
export function MonsterStatBlock({ monster, actions }: { monster: Monster; actions?: ReactNode }) {
  const speed = monster.Speed || '30 ft.';
  return (
    <article className="monster-block" aria-label={`${monster.Name} stat block`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={3} className="monster-block__name">
            {monster.Name}
          </Title>
          <Text fs="italic" size="sm">
            {monster.Size} {monster.Type.toLowerCase()}, {monster.Alignment}
          </Text>
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <hr className="monster-block__rule" />
      <Property label="Armor Class" value={monster.ArmorClass ?? 10} />
      <Property label="Hit Points" value={`${monster.HitPoints} (${monster.HitDice})`} />
      <Property label="Speed" value={speed} />
      <hr className="monster-block__rule" />
      <table className="monster-block__abilities">
        <thead>
          <tr>
            {ABILITIES.map(([short]) => (
              <th key={short} scope="col">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {ABILITIES.map(([short, key]) => {
              const score = monster.Stats?.[key] ?? 10;
              return (
                <td key={short}>
                  {score} <span className="monster-block__mod">({modifierText(score)})</span>
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
      <hr className="monster-block__rule" />
      <Property label="Saving Throws" value={monster.SavingThrows} />
      <Property label="Skills" value={monster.Skills} />
      <Property label="Damage Vulnerabilities" value={monster.DamageVulnerabilities} />
      <Property label="Damage Resistances" value={monster.DamageResistances} />
      <Property label="Damage Immunities" value={monster.DamageImmunities} />
      <Property label="Condition Immunities" value={monster.ConditionImmunities} />
      <Property label="Senses" value={monster.Senses} />
      <Property label="Languages" value={monster.Languages || '—'} />
      <Group gap="lg">
        <Property
          label="Challenge"
          value={`${crLabel(monster.ChallengeRating)} (${(monster.XP ?? 0).toLocaleString('en-US')} XP)`}
        />
        <Property label="Proficiency Bonus" value={`+${monster.ProfBonus ?? 2}`} />
      </Group>
      <hr className="monster-block__rule" />
      <div className="monster-block__body">
        <Abilities list={monster.PassiveAbilities} />
        <Abilities heading="Actions" list={monster.ActionAbilities} />
        <Abilities heading="Reactions" list={monster.Reactions} />
        <Abilities heading="Legendary Actions" list={monster.LegendaryActions} />
        <section className="monster-block__section">
          <h4 className="monster-block__heading">Lore</h4>
          <Property label="Environments" value={(monster.Environments ?? []).join(', ')} />
          <Property label="Appearance" value={monster.Appearance} />
          <Property label="Description" value={monster.Description} />
        </section>
      </div>
    </article>
  );
}
