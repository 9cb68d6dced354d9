import {
  parseLinkType,
  partialPackage,
  type EntityKind,
  type RefPackage,
  type TextComponent,
} from '@lorewright/engine';
import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { RetryAlert } from '../components/RetryAlert';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { expandLinked } from '../api/generation';
import { LinkHandlerContext } from '../components/RichText';
import { EntityModal } from './EntityModal';
import { randomJoke } from './loading-jokes';
import { useRefStore } from './RefStoreProvider';

const EntityView = lazy(() => import('./EntityView').then((m) => ({ default: m.EntityView })));

/** One step of the viewer: the entity shown and the words of the link that led there. */
export type ViewerStep = { kind: EntityKind; id: string; label: string };

/** Opens entities in the popup viewer. */
export type EntityViewerValue = { open: (step: ViewerStep) => void };

const ViewerContext = createContext<EntityViewerValue>({ open: () => undefined });

/** The viewer stands above every other dialog of the site (Mantine's default is 200). */
export const VIEWER_Z_INDEX = 300;

/** How many steps the breadcrumb shows. */
export const BREADCRUMB_STEPS = 5;

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

/** The current step: the entity when loaded; otherwise the loading screen while it is fetched. */
function ViewerEntry({ step }: { step: ViewerStep }) {
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
 * The popup viewer (SPEC result view 9): clicking a link segment anywhere pushes its entity;
 * the breadcrumb shows the last five steps and pops back to the one clicked; Previous pops one;
 * Close (or Escape) clears all.
 */
export function EntityViewerProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<ViewerStep[]>([]);
  const open = useCallback((step: ViewerStep) => setStack((s) => [...s, step]), []);
  const onLink = useCallback(
    (segment: TextComponent) => {
      const target = parseLinkType(segment.type);
      if (target) open({ kind: target.kind, id: target.id, label: segment.text });
    },
    [open],
  );
  const close = () => setStack([]);
  const previous = () => setStack((s) => s.slice(0, -1));
  const top = stack[stack.length - 1];
  const first = Math.max(0, stack.length - BREADCRUMB_STEPS);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <ViewerContext.Provider value={value}>
      <LinkHandlerContext.Provider value={onLink}>
        {children}
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
              <ViewerEntry key={`${stack.length}-${top.id}`} step={top} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={previous}>
                  Previous
                </Button>
                <Button onClick={close}>Close</Button>
              </Group>
            </Stack>
          )}
        </EntityModal>
      </LinkHandlerContext.Provider>
    </ViewerContext.Provider>
  );
}

/** Opens entities in the popup viewer from code (the wiki index, a button). */
export const useEntityViewer = (): EntityViewerValue => useContext(ViewerContext);
