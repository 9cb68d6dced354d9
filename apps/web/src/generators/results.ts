import type { ResultComponent, ResultComponentCollection, TextComponent } from '@lorewright/engine';
import type { QueryValue } from '../api/client';

/** How one displayed result is saved: the API call and its body. */
export type SaveRequest = { path: string; body: unknown; params?: Record<string, QueryValue> };

/** One result as the generator page shows it. */
export type DisplayResult = {
  /** A heading above the text (a name, a holiday's title). */
  title?: string;
  /** Small print under the heading (pronunciation, heritage). */
  subtitle?: string;
  parts?: TextComponent[];
  /** The parts of a collection, each starting with its own bold label. */
  sections?: TextComponent[][];
  save: SaveRequest;
};

export type GeneratorResponse = Record<string, unknown>;

/** Saves one text result with the linked entities it names, so its links still open when it is viewed later. */
const saveComponent = (result: ResultComponent, refPackage?: unknown): SaveRequest => ({
  path: 'SaveResultComponent',
  body: { data: { type: result.type, component: result.component, refPackage } },
});

/** Results answered as `{ [key]: ResultComponent[] }`; with `showType`, each names its kind above the text. */
export const fromResultComponents =
  (key = 'data', showType = false) =>
  (body: GeneratorResponse): DisplayResult[] =>
    ((body[key] as ResultComponent[] | undefined) ?? []).map((result) => ({
      subtitle: showType ? result.type : undefined,
      parts: result.component,
      save: saveComponent(result, body.refPackage),
    }));

/**
 * Results answered as `{ data: ResultComponentCollection[] }`, of the kind named ("Holiday"); the
 * kind is saved with each (`Kind`), so a saved card says what it is, not only its name.
 */
export const fromCollections =
  (kind: string) =>
  (body: GeneratorResponse): DisplayResult[] =>
    ((body.data as ResultComponentCollection[] | undefined) ?? []).map((collection) => ({
      title: collection.Title,
      subtitle: kind,
      sections: collection.ResultComponent.map((r) => r.component),
      save: {
        path: 'SaveComponent',
        params: { typename: 'collection' },
        body: { data: { ...collection, Kind: kind } },
      },
    }));

/** Results answered as a string or list of strings under `key`, of the kind `kind(body)` names. */
export const fromStrings =
  (key: string, kind: (body: GeneratorResponse) => string) =>
  (body: GeneratorResponse): DisplayResult[] => {
    const value = body[key];
    const texts = Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
    return texts.map((text) => ({
      title: text,
      subtitle: kind(body),
      save: saveComponent({ type: kind(body), component: [{ text }] }),
    }));
  };

/**
 * Turns option values into title case for display ("NobleHouse" -> "Noble House", "good" -> "Good"),
 * so lists from different calls read alike; the value sent stays as the API gives it.
 */
export const displayLabel = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/(^|[\s-])([a-z])/g, (_, gap: string, c: string) => gap + c.toUpperCase());
