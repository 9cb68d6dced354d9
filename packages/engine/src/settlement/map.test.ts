import { Delaunay } from 'd3-delaunay';
import polygonClipping, { type MultiPolygon } from 'polygon-clipping';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { landInCell } from './map';

const area = (multi: MultiPolygon) =>
  multi.reduce((sum, [ring]) => {
    let a = 0;
    for (let i = 1; i < ring!.length; i++) a += ring![i - 1]![0] * ring![i]![1] - ring![i]![0] * ring![i - 1]![1];
    return sum + a / 2;
  }, 0);

describe('landInCell', () => {
  it('clips a Voronoi cell to ragged land as polygon-clipping does, or leaves the cell to it', () => {
    let own = 0;
    for (let s = 0; s < 40; s++) {
      const rng = createRng(`cells-${s}`);
      const outline: [number, number][] = Array.from({ length: 48 }, (_v, i) => {
        const a = (i / 48) * Math.PI * 2;
        const r = 150 + rng.next() * 40;
        return [250 + Math.cos(a) * r, 250 + Math.sin(a) * r];
      });
      const land: MultiPolygon = polygonClipping.intersection(
        [[...outline, outline[0]!]],
        [
          [
            [0, 0],
            [500, 0],
            [500, 500],
            [0, 500],
          ],
        ],
      );
      const seeds = Array.from(
        { length: 8 },
        () => [100 + rng.next() * 300, 100 + rng.next() * 300] as [number, number],
      );
      const voronoi = Delaunay.from(seeds).voronoi([0, 0, 500, 500]);
      seeds.forEach((_p, i) => {
        const cell = voronoi.cellPolygon(i) as [number, number][];
        const mine = landInCell(cell, land);
        if (!mine) return;
        own++;
        const theirs = polygonClipping.intersection([cell], land);
        expect(mine.length).toBe(theirs.length);
        expect(area(mine)).toBeCloseTo(area(theirs), 6);
        // Each ring starts at its leftmost corner and runs counterclockwise, as polygon-clipping writes it.
        const starts = theirs.map(([r]) => r![0]!);
        for (const [ring] of mine) {
          const [x, y] = ring![0]!;
          expect(starts.some(([u, v]) => Math.abs(u - x) < 1e-6 && Math.abs(v - y) < 1e-6)).toBe(true);
        }
      });
    }
    expect(own).toBeGreaterThan(200);
  });
});
