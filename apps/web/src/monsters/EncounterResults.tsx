import type { ResultComponent } from '@lorewright/engine';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { RichText } from '../components/RichText';
import type { GeneratorResponse } from '../generators/results';
import { addToInitiative, combatantOf } from './add-to-initiative';
import { fetchLinkedMonster, isCreatureLink, linkCount } from './fetch-monster';

/** One encounter: its text, and a button that sends all its creatures to the initiative tracker. */
function EncounterCard({ result }: { result: ResultComponent }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const creatures = result.component.filter(isCreatureLink);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const monsters = await Promise.all(creatures.map((link) => fetchLinkedMonster(link)));
      addToInitiative(monsters.map((m, i) => combatantOf(m, linkCount(creatures[i] ?? { text: '' }))));
      void navigate('/initiativetracker');
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Card withBorder component="article" padding="md">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase">
          {result.type}
        </Text>
        <RichText parts={result.component} />
        {creatures.length > 0 && (
          <Group>
            <Button size="xs" variant="light" onClick={() => void add()} loading={busy}>
              Add to initiative
            </Button>
          </Group>
        )}
        {failure && (
          <Alert color="red" title="Could not add these creatures">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The encounters of a GetEncounter answer. */
export default function EncounterResults({ body }: { body: GeneratorResponse }) {
  const results = (body.data as ResultComponent[] | undefined) ?? [];
  return (
    <Stack gap="sm">
      {results.map((result, i) => (
        <EncounterCard key={i} result={result} />
      ))}
    </Stack>
  );
}
