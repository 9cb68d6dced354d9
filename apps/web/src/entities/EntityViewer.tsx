import { parseLinkType, type EntityKind, type TextComponent } from '@lorewright/engine';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LinkHandlerContext } from '../components/RichText';
import { useEver } from '../components/use-ever';
import { isCreatureLink } from '../monsters/fetch-monster';

const ViewerDialog = lazy(() => import('./ViewerDialog'));

/** Link types opened by fetching their target afresh (an item from its type and seed). */
const FETCHED_LINKS: ReadonlySet<string> = new Set(['item']);

/**
 * A step showing an entity of the reference store, and the words of the link that led there; a
 * link whose target is fetched afresh (an item) keeps its segment in `fetched`.
 */
export type EntityStep = { kind: EntityKind; id: string; label: string; fetched?: TextComponent };
/** A step showing a creature link (`monster` or `srdmonster`), fetched when opened. */
export type CreatureStep = { kind: 'creature'; id: string; label: string; segment: TextComponent };
/** One step of the viewer. */
export type ViewerStep = EntityStep | CreatureStep;

/** Opens entities in the popup viewer. */
export type EntityViewerValue = { open: (step: ViewerStep) => void };

const ViewerContext = createContext<EntityViewerValue>({ open: () => undefined });

/** The viewer stands above every other dialog of the site (Mantine's default is 200). */
export const VIEWER_Z_INDEX = 300;

/** How many steps the breadcrumb shows. */
export const BREADCRUMB_STEPS = 5;

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
      else if (segment.type && FETCHED_LINKS.has(segment.type)) {
        // Fetched targets live outside the store (their kind is unused): the seed tells one from another.
        const id = `${segment.type}:${JSON.stringify(segment.optionalData ?? null)}`;
        open({ kind: 'npcs', id, label: segment.text, fetched: segment });
      } else if (isCreatureLink(segment)) {
        open({ kind: 'creature', id: JSON.stringify(segment.optionalData ?? null), label: segment.text, segment });
      }
    },
    [open],
  );
  // The dialog loads with the first entity opened and then stays, to animate closed and open again.
  const used = useEver(stack.length > 0);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <ViewerContext.Provider value={value}>
      <LinkHandlerContext.Provider value={onLink}>
        {children}
        <Suspense fallback={null}>{used && <ViewerDialog stack={stack} setStack={setStack} />}</Suspense>
      </LinkHandlerContext.Provider>
    </ViewerContext.Provider>
  );
}

/** Opens entities in the popup viewer from code (the wiki index, a button). */
export const useEntityViewer = (): EntityViewerValue => useContext(ViewerContext);
