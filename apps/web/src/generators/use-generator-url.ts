import { makeSeed } from '@lorewright/engine';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A fresh seed from the browser's cryptographic randomness. */
export const newSeed = () => makeSeed(() => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32);

/** The settings a generation was made with, as kept in the page's URL (the permalink). */
export type GeneratorSettings = {
  seed: string | null;
  count: number;
  adjectives: boolean;
  heritages: string[];
  choices: Record<string, string[]>;
  /** Locked facts kept through a reroll, as `<field>:<value>` (sent to the generator as `lock`). */
  locks: string[];
  /** Results of a batch kept through a reroll, as `<position>:<seed they came from>`. */
  keep: string[];
};

const COUNTS = [1, 5, 10, 25];

/** A kept batch result: its position in the batch and the seed of the batch it came from; null when malformed. */
export function parseKeep(value: string): { index: number; seed: string } | null {
  const match = /^(\d{1,2}):([A-Za-z0-9_-]{1,64})$/.exec(value);
  if (!match) return null;
  return { index: Number(match[1]), seed: match[2]! };
}

/** Reads and writes the generator settings in the URL's query string. */
export function useGeneratorUrl(choiceParams: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const key = choiceParams.join(',');
  const settings = useMemo<GeneratorSettings>(() => {
    const count = Number(search.get('count'));
    const choices: Record<string, string[]> = {};
    for (const param of key ? key.split(',') : []) choices[param] = search.getAll(param);
    return {
      seed: search.get('seed'),
      count: COUNTS.includes(count) ? count : 1,
      adjectives: search.get('adjective') !== 'false',
      heritages: search.getAll('race'),
      choices,
      locks: search.getAll('lock'),
      keep: search.getAll('keep').filter((k) => parseKeep(k) !== null),
    };
  }, [search, key]);

  const apply = useCallback(
    (next: Omit<GeneratorSettings, 'seed'> & { seed: string }, replace = false) => {
      const params = new URLSearchParams();
      params.set('seed', next.seed);
      if (next.count !== 1) params.set('count', String(next.count));
      if (!next.adjectives) params.set('adjective', 'false');
      for (const h of next.heritages) params.append('race', h);
      for (const [param, values] of Object.entries(next.choices)) for (const v of values) params.append(param, v);
      for (const lock of next.locks) params.append('lock', lock);
      for (const kept of next.keep) params.append('keep', kept);
      setSearch(params, { replace });
    },
    [setSearch],
  );
  return { settings, apply };
}
