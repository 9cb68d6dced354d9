import type { MapPoint } from '../world/entities';

/**
 * The edges of a ring or polyline sorted into horizontal bands, so that a test of a point reads
 * only the edges of its band: whether the point lies inside the ring, or within a distance of an
 * edge. Each answers exactly as the plain tests over every edge (`insideRing`, `nearLine`): the
 * edges left out are those the plain tests pass over, and each edge is tested the same way.
 */
export class BandIndex {
  private readonly y0: number;
  private readonly height: number;
  /** Per band, the index of each edge's end point (its start is the point before, or the last one). */
  private readonly bands: number[][];

  /**
   * `points` is a ring (its last point joined to the first) or, not `closed`, a polyline; `reach`
   * the greatest distance `near` will be asked about; `height` the height of a band.
   */
  constructor(
    private readonly points: readonly MapPoint[],
    closed: boolean,
    reach: number,
    height: number,
  ) {
    let y0 = Infinity;
    let y1 = -Infinity;
    for (const p of points) {
      if (p[1] < y0) y0 = p[1];
      if (p[1] > y1) y1 = p[1];
    }
    this.y0 = y0 - reach - 1;
    this.height = height;
    const count = points.length ? Math.floor((y1 + reach + 1 - this.y0) / height) + 1 : 0;
    this.bands = Array.from({ length: count }, () => []);
    const n = points.length;
    for (let i = closed ? 0 : 1; i < n; i++) {
      const a = points[i === 0 ? n - 1 : i - 1]!;
      const b = points[i]!;
      const from = Math.max(0, Math.floor((Math.min(a[1], b[1]) - reach - 1 - this.y0) / height));
      const to = Math.min(count - 1, Math.floor((Math.max(a[1], b[1]) + reach + 1 - this.y0) / height));
      for (let k = from; k <= to; k++) this.bands[k]!.push(i);
    }
  }

  private band(y: number): readonly number[] {
    const k = Math.floor((y - this.y0) / this.height);
    return this.bands[k] ?? NO_EDGES;
  }

  /** Whether a point lies inside the ring (even-odd rule), as `insideRing` says. */
  inside(p: MapPoint): boolean {
    const [x, y] = p;
    const n = this.points.length;
    let inside = false;
    for (const i of this.band(y)) {
      const [xi, yi] = this.points[i]!;
      const [xj, yj] = this.points[i === 0 ? n - 1 : i - 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  }

  /** Whether a point lies within `d` (no more than the reach) of an edge, as `nearLine` says. */
  near(p: MapPoint, d: number): boolean {
    const [x, y] = p;
    const n = this.points.length;
    for (const i of this.band(y)) {
      const a = this.points[i === 0 ? n - 1 : i - 1]!;
      const b = this.points[i]!;
      if (x < Math.min(a[0], b[0]) - d || x > Math.max(a[0], b[0]) + d) continue;
      if (y < Math.min(a[1], b[1]) - d || y > Math.max(a[1], b[1]) + d) continue;
      if (segmentDistance(p, a, b) < d) return true;
    }
    return false;
  }
}

const NO_EDGES: readonly number[] = [];

/** Distance from a point to a segment. */
export function segmentDistance(p: MapPoint, a: MapPoint, b: MapPoint): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}
