import { describe, expect, it } from 'vitest';
import { textProblems } from '../core/text-checks';
import { createRng } from '../core/rng';
import { HERITAGES } from '../data/options';
import type { GeneratorRequest } from '../core/generator';
import { toPlainText, type ResultComponent } from '../text/rich-text';
import { parseLinkType } from '../world/links';
import { mergePackages, type RefPackage } from '../world/ref-store';
import { WORLD_GENERATORS } from './generators';

type Answer = { data: ResultComponent[]; refPackage: RefPackage };

const request = (pkg?: unknown, seed = 's'): [string, GeneratorRequest] => [
  seed,
  { count: 10, adjectives: true, heritages: HERITAGES, choices: {}, ...(pkg === undefined ? {} : { package: pkg }) },
];
const landmarks = (pkg?: unknown, seed = 's'): Answer => {
  const [s, req] = request(pkg, seed);
  return WORLD_GENERATORS.GetLandmark!.generate(createRng(s), req) as unknown as Answer;
};
const links = (answer: Answer) => answer.data.flatMap((r) => r.component).filter((p) => parseLinkType(p.type));

/** A world of a few quests: towns, sites, people and buildings. */
const WORLD: RefPackage = mergePackages(
  ...['w1', 'w2', 'w3'].map(
    (seed) =>
      (WORLD_GENERATORS.GetProblem!.generate(createRng(seed), request(undefined, seed)[1]) as unknown as Answer)
        .refPackage,
  ),
);

describe('GetLandmark with a package', () => {
  it('speaks of the settlements and locations of the package, and answers those it links', () => {
    let linked = 0;
    let sites = 0;
    for (let i = 0; i < 40; i++) {
      const answer = landmarks(i % 2 ? WORLD : JSON.stringify(WORLD), `l${i}`);
      for (const result of answer.data) expect(textProblems(toPlainText(result.component))).toEqual([]);
      for (const link of links(answer)) {
        const target = parseLinkType(link.type)!;
        expect(['settlements', 'locations']).toContain(target.kind);
        const entity = answer.refPackage[target.kind]?.ReferenceIds[target.id];
        expect(entity).toEqual(WORLD[target.kind]?.ReferenceIds[target.id]);
        expect((entity as unknown as { Name: string }).Name).toBe(link.text);
        linked += 1;
        if (target.kind === 'locations') sites += 1;
      }
      const answered = Object.values(answer.refPackage).reduce((n, store) => n + (store?.Keys.length ?? 0), 0);
      expect(answered).toBe(new Set(links(answer).map((l) => l.type)).size);
    }
    expect(linked).toBeGreaterThan(40);
    expect(sites).toBeGreaterThan(0);
  });

  it('is the same for the same seed and package', () => {
    expect(JSON.stringify(landmarks(WORLD, 'pin'))).toBe(JSON.stringify(landmarks(WORLD, 'pin')));
  });

  it('links nothing and answers an empty package without one, or with one that is malformed or unprintable', () => {
    const unprintable: RefPackage = {
      settlements: {
        ReferenceIds: { x: { ReferenceData: { Set: false, Id: 'x' }, Name: '{oops} [NL]' } as never },
        Keys: ['x'],
        CurrentId: 1,
      },
    };
    for (const pkg of [undefined, 'not json', { npcs: 3 }, [], unprintable]) {
      for (let i = 0; i < 10; i++) {
        const answer = landmarks(pkg, `m${i}`);
        expect(answer.refPackage).toEqual({});
        expect(links(answer)).toEqual([]);
      }
    }
  });
});
