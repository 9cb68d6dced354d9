import type { TextComponent } from '@lorewright/engine';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RetryAlert } from '../components/RetryAlert';
import { addToInitiative, combatantOf } from './add-to-initiative';
import { fetchLinkedMonster, linkCount } from './fetch-monster';
import { MonsterStatBlock } from './MonsterStatBlock';

/**
 * A creature link opened in the popup viewer: a bestiary creature is fetched by id, a `monster`
 * link is generated afresh from its parameters (showing "Generating Data!" meanwhile).
 */
export default function MonsterLinkView({ segment, onLeave }: { segment: TextComponent; onLeave?: () => void }) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['creature-link', segment.type, segment.optionalData],
    queryFn: () => fetchLinkedMonster(segment),
    staleTime: Infinity,
    retry: false,
  });
  if (query.isError) {
    return <RetryAlert title="Could not load this creature" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Center className="entity-loading" role="status" aria-label={`Loading ${segment.text}`}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text size="sm" c="dimmed">
            {segment.type === 'monster' ? 'Generating Data!' : 'Opening the bestiary…'}
          </Text>
        </Stack>
      </Center>
    );
  }
  const monster = query.data;
  const count = linkCount(segment);
  return (
    <MonsterStatBlock
      monster={monster}
      actions={
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            addToInitiative([combatantOf(monster, count)]);
            onLeave?.();
            void navigate('/initiativetracker');
          }}
        >
          {count > 1 ? `Add ${count} to initiative` : 'Add to initiative'}
        </Button>
      }
    />
  );
}
