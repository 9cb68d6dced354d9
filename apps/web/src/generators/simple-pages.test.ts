import { createRng, GENERATORS, HERITAGES, type GeneratorName } from '@lorewright/engine';
import { describe, expect, it } from 'vitest';
import { SIMPLE_PAGES } from './simple-pages';

describe('simple generator pages', () => {
  it('offer the Wiki Index exactly where the generator names linked people and places', () => {
    for (const def of SIMPLE_PAGES) {
      const generator = GENERATORS[def.api as GeneratorName];
      expect(generator, def.api).toBeDefined();
      const linked = Array.from({ length: 10 }, (_, i) =>
        generator!.generate(createRng(`links-${i}`), { count: 5, adjectives: true, heritages: HERITAGES, choices: {} }),
      ).some((answer) => answer.refPackage !== undefined);
      expect(def.links ?? false, def.api).toBe(linked);
    }
  });
});
