import { type Building, type Group, type Location, type TextComponent } from '@lorewright/engine';
import { Accordion, Badge, Group as Row, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { lazy, Suspense } from 'react';
import { RichText } from '../components/RichText';
import { CopyRichButton } from './CopyButton';
import { Line, Links, StatBlockRule } from './SheetLine';
import { renderCopy, type CopyContent } from './copy-doc';
import { capitalised, formatMarkup, formatPrice, spaced } from './format';
import { buildingLabels, linkParts } from './sheet-lines';
import './entity-views.css';

const Sigil = lazy(() => import('./sigil/Sigil'));

function Heading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={2}>
      <Title order={3} className="stat-block-name">
        {title}
      </Title>
      <Text size="sm" fs="italic">
        {subtitle}
      </Text>
    </Stack>
  );
}

/** The building's page for the clipboard. */
function buildingCopy(b: Building): CopyContent {
  const labels = buildingLabels(b.locationType);
  const line = (label: string, parts: TextComponent[]) => ({ label: label.replace(/:$/, ''), parts });
  return renderCopy({
    title: b.locationName,
    subtitles: [b.locationType],
    lines: [
      line(labels.owner, [{ ...b.buildingOwner }]),
      ...(b.employees.length ? [line(labels.staff, linkParts(b.employees))] : []),
      ...(b.regularCustomers.length ? [line(labels.regulars, linkParts(b.regularCustomers))] : []),
      ...(b.locatedAt ? [line('Location', [{ ...b.locatedAt }])] : []),
      line('Known for', [{ text: capitalised(b.knownFor) }]),
      ...(b.isShop ? [line('Prices', [{ text: capitalised(formatMarkup(b.markup)) }])] : []),
      line('Exterior', [{ text: b.appearance.exterior }]),
      line(labels.inside, [{ text: b.appearance.interior }]),
      line('Rumor', b.rumor),
    ],
    lists: b.inventory.map((section) => ({
      heading: section.type,
      items: section.result.map((g) => `${g.name}: ${formatPrice(g.price)}`),
    })),
  });
}

/** The group's page for the clipboard. */
function groupCopy(g: Group, subtitle: string): CopyContent {
  return renderCopy({
    title: g.OrgName,
    subtitles: [subtitle],
    lines: [
      { label: 'Leader', parts: [{ ...g.Leader }] },
      ...(g.Location ? [{ label: 'Location', parts: [{ ...g.Location }] }] : []),
      { label: 'Notable members', parts: linkParts(g.Members) },
      { label: 'Rumor', parts: g.Rumor },
    ],
    lists: [
      { heading: 'Ideals', items: g.Ideals },
      { heading: 'Goals', items: g.Goals },
      { heading: 'Secrets', items: g.Secrets },
      { heading: 'Conflicts', items: g.Conflicts },
    ].filter((l) => l.items.length > 0),
  });
}

/** The location's page for the clipboard. */
function locationCopy(l: Location): CopyContent {
  return renderCopy({
    title: l.Name,
    subtitles: [l.Type],
    lines: [
      { label: 'Description', parts: [{ text: l.Desc }] },
      { label: 'History', parts: l.History },
      ...(l.Near ? [{ label: 'Near', parts: [{ ...l.Near }] }] : []),
    ],
  });
}

/** A building (SPEC result view 2). */
export function BuildingView({ building: b }: { building: Building }) {
  const labels = buildingLabels(b.locationType);
  return (
    <Paper withBorder p="md" className="stat-block" component="article" aria-label={`Building: ${b.locationName}`}>
      <Heading title={b.locationName} subtitle={b.isShop ? `${b.locationType} (shop)` : b.locationType} />
      <StatBlockRule />
      <Stack gap={6}>
        <Line label={labels.owner}>
          <RichText parts={[{ ...b.buildingOwner }]} inline />
        </Line>
        {b.employees.length > 0 && (
          <Line label={labels.staff}>
            <Links links={b.employees} />
          </Line>
        )}
        {b.regularCustomers.length > 0 && (
          <Line label={labels.regulars}>
            <Links links={b.regularCustomers} />
          </Line>
        )}
        {b.locatedAt && (
          <Line label="Location:">
            <RichText parts={[{ ...b.locatedAt }]} inline />
          </Line>
        )}
        <Line label="Known for:">{capitalised(b.knownFor)}</Line>
        {b.isShop && <Line label="Prices:">{capitalised(formatMarkup(b.markup))}</Line>}
        <Line label="Exterior:">{b.appearance.exterior}</Line>
        <Line label={labels.inside}>{b.appearance.interior}</Line>
        <Line label="Rumor:">
          <RichText parts={b.rumor} inline />
        </Line>
      </Stack>
      {b.inventory.length > 0 && (
        <>
          <StatBlockRule />
          <Accordion multiple variant="separated" chevronPosition="left">
            {b.inventory.map((section) => (
              <Accordion.Item key={section.type} value={section.type}>
                <Accordion.Control>
                  <Row gap="xs">
                    <Text size="sm" fw={600}>
                      {section.type}
                    </Text>
                    <Badge size="sm" variant="light">
                      {section.result.length}
                    </Badge>
                  </Row>
                </Accordion.Control>
                <Accordion.Panel>
                  <List size="sm" spacing={2}>
                    {section.result.map((good) => (
                      <List.Item key={good.name}>
                        {good.name}: {formatPrice(good.price)}
                      </List.Item>
                    ))}
                  </List>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
      <StatBlockRule />
      <CopyRichButton content={() => buildingCopy(b)} />
    </Paper>
  );
}

/** A group (SPEC result view 3). The sigil is drawn by the group generator. */
export function GroupView({ group: g }: { group: Group }) {
  const subtitle = [
    capitalised(g.Alignment),
    spaced(g.Type),
    g.GuildType ? `of ${g.GuildType}` : '',
    g.Cause ? `(${spaced(g.Cause)})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const list = (items: readonly string[]) =>
    items.length === 1 ? (
      items[0]
    ) : (
      <List size="sm">
        {items.map((i) => (
          <List.Item key={i}>{i}</List.Item>
        ))}
      </List>
    );
  return (
    <Paper withBorder p="md" className="stat-block" component="article" aria-label={`Group: ${g.OrgName}`}>
      <Heading title={g.OrgName} subtitle={subtitle} />
      <StatBlockRule />
      <div className="group-sheet">
        {g.SVG && (
          <Suspense fallback={<Skeleton width={300} height={360} maw="100%" />}>
            <Sigil sigil={g.SVG} name={g.OrgName} />
          </Suspense>
        )}
        <Stack gap={6} className="group-sheet-lines">
          <Line label="Ideals:">{list(g.Ideals)}</Line>
          <Line label="Leader:">
            <RichText parts={[{ ...g.Leader }]} inline />
          </Line>
          {g.Location && (
            <Line label="Location:">
              <RichText parts={[{ ...g.Location }]} inline />
            </Line>
          )}
          <Line label="Known:">
            {g.GroupKnown ? 'Its existence is common knowledge' : 'Few know it exists'}
            {g.GroupKnown
              ? g.MembersKnown
                ? ', and so are its members.'
                : ', but its members keep quiet about it.'
              : '.'}
          </Line>
          <Line label="Goals:">{list(g.Goals)}</Line>
          <Line label="Secrets:">{list(g.Secrets)}</Line>
          <Line label="Conflict:">{list(g.Conflicts)}</Line>
          <Line label="Rumor:">
            <RichText parts={g.Rumor} inline />
          </Line>
          <Line label="Notable members:">
            <Links links={g.Members} />
          </Line>
        </Stack>
      </div>
      <StatBlockRule />
      <CopyRichButton content={() => groupCopy(g, subtitle)} />
    </Paper>
  );
}

/** A location (SPEC result view 4). */
export function LocationView({ location: l }: { location: Location }) {
  return (
    <Paper withBorder p="md" className="stat-block" component="article" aria-label={`Location: ${l.Name}`}>
      <Heading title={l.Name} subtitle={l.Type} />
      <StatBlockRule />
      <Stack gap={6}>
        <Text size="sm">{l.Desc}</Text>
        <Line label="History:">
          <RichText parts={l.History} inline />
        </Line>
        {l.Near && (
          <Line label="Near:">
            <RichText parts={[{ ...l.Near }]} inline />
          </Line>
        )}
      </Stack>
      <StatBlockRule />
      <CopyRichButton content={() => locationCopy(l)} />
    </Paper>
  );
}
