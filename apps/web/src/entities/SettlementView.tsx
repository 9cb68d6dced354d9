import type { Settlement } from '@lorewright/engine';
import { Accordion, Badge, Button, Group as Row, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useState, type ReactNode } from 'react';
import { Preloaded } from '../components/preloadable';
import { RichText } from '../components/RichText';
import { CopyRichButton } from './CopyButton';
import { Line, Links, StatBlockRule } from './SheetLine';
import { useRefStore } from './RefStoreProvider';
import { districtTitle, settlementCopy } from './settlement-doc';
import { SETTLEMENT_MAP } from './settlement-map-code';
import './entity-views.css';

/** Saves the settlement's notes vault: one Markdown note per settlement, district, building, person and faction. */
function ExportNotesButton({ settlement }: { settlement: Settlement }) {
  const { pkg } = useRefStore();
  const [busy, setBusy] = useState(false);
  const exportNotes = async () => {
    setBusy(true);
    try {
      const { settlementVault } = await import('./settlement-vault');
      const blob = settlementVault(settlement, pkg);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${settlement.Name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'settlement'} notes.zip`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="xs" loading={busy} onClick={() => void exportNotes()}>
      Export as notes
    </Button>
  );
}

/**
 * A settlement (SPEC result view 5): the facts at the top, the interactive map, then a
 * collapsible section per district listing its shops, notable buildings and residences; every
 * name opens in the viewer.
 */
export function SettlementView({ settlement: s, actions }: { settlement: Settlement; actions?: ReactNode }) {
  const districts = s.Districts ?? [];
  const [openDistricts, setOpenDistricts] = useState<string[]>([]);
  return (
    <Paper withBorder p="md" className="stat-block" component="article" aria-label={`Settlement: ${s.Name}`}>
      <Row justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3} className="stat-block-name">
            {s.Name}
          </Title>
          <Text size="sm" fs="italic">
            {s.Size} · {s.Environment}
          </Text>
        </Stack>
        {actions}
      </Row>
      <StatBlockRule />
      <Stack gap={6}>
        <Line label="Purpose:">{s.Purpose}.</Line>
        <Line label="Leadership:">
          <RichText parts={s.Leadership} inline />
        </Line>
        <Line label="Population:">
          {s.Population.toLocaleString('en-US')} (
          {s.PopulationMakeup.map((p) => `${p.heritage} ${p.percent}%`).join(', ')})
        </Line>
        <Line label="Geography:">{s.Geography}</Line>
        <Line label="Exports:">{s.Exports.join(', ')}</Line>
        <Line label="Imports:">{s.Imports.join(', ')}</Line>
        <Line label="Hot spots:">
          <Links links={s.Popular} />
        </Line>
        <Line label="Factions:">
          <Links links={s.Factions} />
        </Line>
        <Line label="Around town:">
          {s.MundaneEvents.map((event, i) => (
            <span key={i}>
              {i > 0 && ' '}
              <RichText parts={event} inline />
            </span>
          ))}
        </Line>
      </Stack>
      {s.Interactive && s.Art && (
        <>
          <StatBlockRule />
          <Preloaded
            code={SETTLEMENT_MAP}
            props={{ settlement: s }}
            placeholder={<Skeleton className="settlement-map-placeholder" height={540} width={500} maw="100%" />}
            failure="The map could not be loaded. Check your connection and reload the page to see it."
          />
        </>
      )}
      {districts.length > 0 && (
        <>
          <StatBlockRule />
          <Title order={4} size="h5" mb={6}>
            Districts
          </Title>
          <Accordion
            multiple
            variant="separated"
            chevronPosition="left"
            aria-label="Districts"
            value={openDistricts}
            onChange={setOpenDistricts}
          >
            {districts.map((d) => (
              <Accordion.Item key={d.index} value={String(d.index)}>
                <Accordion.Control>
                  <Row gap="xs">
                    <Text size="sm" fw={600}>
                      {districtTitle(d)}
                    </Text>
                    <Badge size="sm" variant="light">
                      {d.Locations.Shops.length + d.Locations.Notable.length + d.Locations.Residences.length}
                    </Badge>
                  </Row>
                </Accordion.Control>
                <Accordion.Panel>
                  {/* A metropolis lists hundreds of places: a district's are drawn when it is opened. */}
                  {openDistricts.includes(String(d.index)) && (
                    <Stack gap={6}>
                      <Line label="Age:">{d.Age}.</Line>
                      <Line label="Population:">
                        {d.PopulationMakeup.map((p) => `${p.heritage} ${p.percent}%`).join(', ')}
                      </Line>
                      {d.HeldBy && (
                        <Line label="Held by:">
                          <RichText parts={[{ ...d.HeldBy }]} inline />
                        </Line>
                      )}
                      <Line label={`Shops (${d.Locations.Shops.length}):`}>
                        <Links links={d.Locations.Shops} />
                      </Line>
                      <Line label={`Notable buildings (${d.Locations.Notable.length}):`}>
                        <Links links={d.Locations.Notable} />
                      </Line>
                      <Line label={`Residences (${d.Locations.Residences.length}):`}>
                        <Links links={d.Locations.Residences} />
                      </Line>
                    </Stack>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
      <StatBlockRule />
      <Row gap="xs">
        <CopyRichButton content={() => settlementCopy(s)} />
        {districts.length > 0 && <ExportNotesButton settlement={s} />}
      </Row>
    </Paper>
  );
}
