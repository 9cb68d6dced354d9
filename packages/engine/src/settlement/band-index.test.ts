import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import type { MapPoint } from '../world/entities';
import { BandIndex } from './band-index';
import { insideRing, nearLine } from './map';

describe('BandIndex', () => {
  it('answers inside and near exactly as the tests over every edge do', () => {
    const rng = createRng('bands');
    for (let s = 0; s < 20; s++) {
      const ring: MapPoint[] = Array.from({ length: 60 }, (_v, i) => {
        const a = (i / 60) * Math.PI * 2;
        const r = 80 + rng.next() * 90;
        return [Math.round((250 + Math.cos(a) * r) * 10) / 10, Math.round((250 + Math.sin(a) * r) * 10) / 10];
      });
      const line = ring.slice(0, 30);
      const bands = new BandIndex(ring, true, 9, 4);
      const lineBands = new BandIndex(line, false, 9, 4);
      for (let k = 0; k < 2000; k++) {
        const p: MapPoint = [Math.round(rng.next() * 5000) / 10, Math.round(rng.next() * 5000) / 10];
        const d = 1 + rng.next() * 8;
        expect(bands.inside(p)).toBe(insideRing(p, ring));
        expect(bands.near(p, d)).toBe(nearLine(p, ring, d, true));
        expect(lineBands.near(p, d)).toBe(nearLine(p, line, d));
      }
    }
  });
});
