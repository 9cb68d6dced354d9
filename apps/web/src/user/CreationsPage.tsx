import { Alert, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { apiGet, apiPut, errorMessage } from '../api/client';
import { useConfirm } from '../components/ConfirmDialog';
import { QueryState } from '../components/QueryState';
import { useEver } from '../components/use-ever';
import { useSession } from '../session/use-session';
import { CREATION_KINDS, preview, type CreationKind, type SavedCreation } from './creation-kinds';

// The viewer of a creation (its modal and the sheets of every kind) loads when a card is first opened.
const CreationDialog = lazy(() => import('./CreationDialog'));

type Listed = { kind: CreationKind; creation: SavedCreation };

/** Skips a card that fails to render instead of breaking the page. */
class SkipOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A saved creation could not be shown:', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function parseAll(kind: CreationKind, strings: string[]): Listed[] {
  return strings.flatMap((json) => {
    try {
      const creation = JSON.parse(json) as SavedCreation;
      return creation && typeof creation === 'object' && creation.id ? [{ kind, creation }] : [];
    } catch {
      return [];
    }
  });
}

function CreationCard({ item, onView }: { item: Listed; onView: () => void }) {
  const { title, detail } = item.kind.card(item.creation);
  return (
    <Card withBorder w="12rem" padding="sm" component="article">
      <Text fw={600} size="sm" title={title}>
        {preview(title) || 'Untitled'}
      </Text>
      <Text size="xs" c="dimmed" title={detail} mb="xs">
        {preview(detail)}
      </Text>
      <Button size="xs" variant="light" mt="auto" onClick={onView} aria-label={`View ${title || 'creation'}`}>
        View
      </Button>
    </Card>
  );
}

/** Saved creations in tabs, each a card that opens in a modal with a delete button. */
export default function CreationsPage() {
  const { signedIn, loading } = useSession();
  const client = useQueryClient();
  const [viewing, setViewing] = useState<Listed | null>(null);
  const confirm = useConfirm();
  const opened = useEver(viewing !== null);
  const queries = useQueries({
    queries: CREATION_KINDS.map((kind) => ({
      queryKey: ['creations', kind.list],
      queryFn: async () =>
        parseAll(kind, (await apiGet<Record<string, string[]>>(kind.list, kind.params))[kind.field] ?? []),
      enabled: signedIn,
    })),
  });
  const remove = useMutation({
    mutationFn: (item: Listed) => apiPut(item.kind.remove, { creation: item.creation }, item.kind.params),
    onSuccess: (_data, item) => {
      setViewing(null);
      void client.invalidateQueries({ queryKey: ['creations', item.kind.list] });
    },
  });

  if (loading) return null;
  if (!signedIn) {
    return (
      <Stack maw={560}>
        <Title order={2}>Saved Creations</Title>
        <Text>Sign in to see the creations you have saved.</Text>
      </Stack>
    );
  }

  const all = queries.flatMap((q) => q.data ?? []).sort((a, b) => b.creation.savedAt.localeCompare(a.creation.savedAt));
  const failed = queries.find((q) => q.isError);
  const grid = (items: Listed[]) =>
    items.length === 0 ? (
      <Text c="dimmed">Nothing saved here yet. Generate something and press Save.</Text>
    ) : (
      <Group gap="sm" align="stretch">
        {items.map((item) => (
          <SkipOnError key={item.creation.id}>
            <CreationCard item={item} onView={() => setViewing(item)} />
          </SkipOnError>
        ))}
      </Group>
    );

  return (
    <Stack>
      <Title order={2}>Saved Creations</Title>
      {failed && (
        <Alert color="red" role="alert">
          {errorMessage(failed.error)}
        </Alert>
      )}
      <Tabs defaultValue="All Creations" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="All Creations">All Creations</Tabs.Tab>
          {CREATION_KINDS.map((k) => (
            <Tabs.Tab key={k.tab} value={k.tab}>
              {k.tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="All Creations" pt="md">
          {grid(all)}
        </Tabs.Panel>
        {CREATION_KINDS.map((kind, i) => {
          const query = queries[i]!;
          return (
            <Tabs.Panel key={kind.tab} value={kind.tab} pt="md">
              <QueryState query={query}>{(items) => grid(items)}</QueryState>
            </Tabs.Panel>
          );
        })}
      </Tabs>
      {opened && (
        <Suspense fallback={null}>
          <CreationDialog
            viewing={viewing}
            onClose={() => setViewing(null)}
            deleting={remove.isPending}
            deleteError={remove.isError ? remove.error : null}
            onDelete={() =>
              viewing &&
              confirm.ask({
                title: 'Delete this creation?',
                message: `“${viewing.kind.card(viewing.creation).title || 'This creation'}” will be removed from your Saved Creations for good.`,
                confirmLabel: 'Delete',
                danger: true,
                onConfirm: () => remove.mutate(viewing),
              })
            }
          />
        </Suspense>
      )}
      {confirm.dialog}
    </Stack>
  );
}
