import { parseLinkType, partialPackage, type RefPackage } from '@lorewright/engine';
import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { expandLinked } from '../api/generation';
import { RetryAlert } from '../components/RetryAlert';
import { EntityModal } from './EntityModal';
import { BREADCRUMB_STEPS, VIEWER_Z_INDEX, type EntityStep, type ViewerStep } from './EntityViewer';
import { randomJoke } from './loading-jokes';
import { useRefStore } from './RefStoreProvider';

const EntityView = lazy(() => import('./EntityView').then((m) => ({ default: m.EntityView })));
const MonsterLinkView = lazy(() => import('../monsters/MonsterLinkView'));
const FetchedLinkView = lazy(() => import('./FetchedLinkView').then((m) => ({ default: m.FetchedLinkView })));

/** Ids of the entity links inside a value (a stub's decided relatives, workplace...). */
function linkedIds(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linkedIds(item, out);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const target = typeof record.type === 'string' ? parseLinkType(record.type) : undefined;
    if (target) out.push(target.id);
    for (const child of Object.values(record)) linkedIds(child, out);
  }
  return out;
}

/** The package sent with GetExistingObject: the edges of the store, the target and its relatives. */
export function packageFor(pkg: RefPackage, id: string): RefPackage {
  const entity = Object.values(pkg).find((store) => store?.ReferenceIds[id])?.ReferenceIds[id];
  return partialPackage(pkg, [id, ...linkedIds((entity as { Stub?: unknown } | undefined)?.Stub)]);
}

/** The loading screen (SPEC result view 10): a spinner and a joke. */
export function LoadingScreen({ label }: { label: string }) {
  const [joke] = useState(randomJoke);
  return (
    <Center className="entity-loading" role="status" aria-label={`Loading ${label}`}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text size="sm" c="dimmed" ta="center" fs="italic">
          {joke}
        </Text>
      </Stack>
    </Center>
  );
}

/** The current step: a fetched link's target, or the entity when loaded; otherwise the loading screen while it is fetched. */
function ViewerEntry({ step }: { step: EntityStep }) {
  if (step.fetched) {
    return (
      <Suspense fallback={<LoadingScreen label={step.label} />}>
        <FetchedLinkView segment={step.fetched} />
      </Suspense>
    );
  }
  return <StoredEntry step={step} />;
}

/** A step showing an entity of the reference store, expanded first when it is still a stub. */
function StoredEntry({ step }: { step: EntityStep }) {
  const { pkg, merge, find } = useRefStore();
  const found = find(step.id);
  const loaded = !!found?.entity.ReferenceData.Set;
  const query = useQuery({
    queryKey: ['existing-object', step.id],
    queryFn: () => expandLinked(packageFor(pkg, step.id), step.id, step.kind),
    enabled: !!found && !loaded,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => merge(query.data?.refPackage), [query.data, merge]);

  if (found && loaded) {
    return (
      <Suspense fallback={<LoadingScreen label={step.label} />}>
        <EntityView kind={found.kind} entity={found.entity} />
      </Suspense>
    );
  }
  if (!found) {
    return (
      <Alert color="gray" title="Not available">
        {step.label} is not among the entries loaded on this page. Generate it again to open it.
      </Alert>
    );
  }
  if (query.isError) {
    return <RetryAlert title="Could not load this" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadingScreen label={step.label} />;
}

/**
 * The viewer's dialog: breadcrumb, the current step, Previous and Close. Loaded the first time an
 * entity is opened, so pages that never open one do not pay for it.
 */
export default function ViewerDialog({
  stack,
  setStack,
}: {
  stack: ViewerStep[];
  setStack: Dispatch<SetStateAction<ViewerStep[]>>;
}) {
  const close = () => setStack([]);
  const previous = () => setStack((s) => s.slice(0, -1));
  const top = stack[stack.length - 1];
  const first = Math.max(0, stack.length - BREADCRUMB_STEPS);
  return (
    <EntityModal opened={stack.length > 0} onClose={close} title="Viewer" size="xl" zIndex={VIEWER_Z_INDEX}>
      {top && (
        <Stack gap="sm">
          <nav aria-label="Viewer breadcrumb">
            <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
              {stack.slice(first).map((step, i) => {
                const index = first + i;
                return index === stack.length - 1 ? (
                  <Text key={index} size="sm" fw={600} aria-current="page">
                    {step.label}
                  </Text>
                ) : (
                  <Anchor
                    key={index}
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setStack((s) => s.slice(0, index + 1))}
                  >
                    {step.label}
                  </Anchor>
                );
              })}
            </Breadcrumbs>
          </nav>
          {top.kind === 'creature' ? (
            <Suspense key={`${stack.length}-${top.id}`} fallback={<LoadingScreen label={top.label} />}>
              <MonsterLinkView segment={top.segment} onLeave={close} />
            </Suspense>
          ) : (
            <ViewerEntry key={`${stack.length}-${top.id}`} step={top} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={previous}>
              Previous
            </Button>
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      )}
    </EntityModal>
  );
}
