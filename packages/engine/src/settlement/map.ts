import { Delaunay } from 'd3-delaunay';
import polygonClipping, { type MultiPolygon, type Polygon } from 'polygon-clipping';
import { createNoise2D, type NoiseFunction2D } from 'simplex-noise';
import type { Rng } from '../core/rng';
import { BandIndex } from './band-index';
import type { Environment, SettlementSize } from '../data/options';
import type {
  DistrictType,
  InteractiveDistrict,
  MapBuilding,
  MapLandmark,
  MapPoint,
  MapProp,
  MapRoad,
  SettlementArt,
  SettlementWater,
} from '../world/entities';

/** The map plane is 500 by 500 units; the zoom window on a district is 150. */
export const MAP_SIZE = 500;
export const MAP_ZOOM_WINDOW = 150;
const MARGIN = 6;

/** The town's radius, its square, building marker radius and main road width by size. */
const SCALE: Readonly<
  Record<SettlementSize, { radius: number; square: number; marker: number; road: number; gates: [number, number] }>
> = {
  Outpost: { radius: 62, square: 9, marker: 6, road: 5, gates: [1, 2] },
  Hamlet: { radius: 88, square: 11, marker: 5, road: 5, gates: [2, 2] },
  Village: { radius: 125, square: 15, marker: 4, road: 5.5, gates: [2, 3] },
  Town: { radius: 165, square: 19, marker: 2.8, road: 5, gates: [3, 3] },
  City: { radius: 200, square: 23, marker: 2.2, road: 5, gates: [3, 4] },
  Metropolis: { radius: 222, square: 26, marker: 1.8, road: 5.5, gates: [4, 5] },
};

/** Calm district colors, one per type, readable under dark labels. */
export const DISTRICT_COLORS: Readonly<Record<DistrictType, string>> = {
  Central: '#d9c78f',
  Residential: '#cdbb9e',
  Religious: '#bcb2d2',
  Commercial: '#e1bd8f',
  Administrative: '#aebfd1',
  Militaristic: '#c7a096',
  Academic: '#a3c4ba',
  Theater: '#d7abbb',
  Tourism: '#e0d29f',
  Industrial: '#b0ab9f',
  Port: '#cbbfa6',
};

/** Ground colors by environment. */
const GROUND: Readonly<Record<Environment, string>> = {
  Arctic: '#e6ecef',
  Coastal: '#dfe3c4',
  Desert: '#ecdcb4',
  Forest: '#cfdcb6',
  Grassland: '#dde5b8',
  Hill: '#d8ddb4',
  Mountain: '#d7d3c6',
  Swamp: '#c7d1b2',
  Underground: '#cfc8bd',
  Underwater: '#bcd8de',
  Urban: '#ddd8c8',
};

/** What the map is asked to lay out. */
export type MapPlan = {
  size: SettlementSize;
  environment: Environment;
  water: SettlementWater;
  /** District types in index order; the first is Central, a Port is laid by the water. */
  districts: readonly DistrictType[];
  walled: boolean;
};

/** The laid-out ground before buildings are placed: district areas and the drawn layers. */
export type MapLayout = {
  plan: MapPlan;
  art: SettlementArt;
  /** Per district index: its area as a multipolygon, its center and its area in square units. */
  districts: { polys: MapPoint[][]; center: MapPoint; area: number }[];
};

const area = (ring: readonly MapPoint[]): number => {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    a += (ring[j]![0] + ring[i]![0]) * (ring[j]![1] - ring[i]![1]);
  return Math.abs(a / 2);
};

const centroid = (ring: readonly MapPoint[]): MapPoint => {
  let x = 0;
  let y = 0;
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j]!;
    const [x1, y1] = ring[i]!;
    const f = x0 * y1 - x1 * y0;
    x += (x0 + x1) * f;
    y += (y0 + y1) * f;
    a += f;
  }
  if (a === 0) return ring[0] ?? [MAP_SIZE / 2, MAP_SIZE / 2];
  return [x / (3 * a), y / (3 * a)];
};

/** Whether a point lies inside a ring (even-odd rule). */
export function insideRing(p: MapPoint, ring: readonly MapPoint[]): boolean {
  let inside = false;
  const [x, y] = p;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a segment. */
function segmentDistance(p: MapPoint, a: MapPoint, b: MapPoint): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Distance from a point to the edges of a ring. */
export function ringDistance(p: MapPoint, ring: readonly MapPoint[]): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    best = Math.min(best, segmentDistance(p, ring[j]!, ring[i]!));
  return best;
}

/**
 * Whether a point lies within `d` of a polyline (or, `closed`, a ring's edges). Segments whose
 * bounding box is farther than `d` are skipped before any distance is computed.
 */
export function nearLine(p: MapPoint, line: readonly MapPoint[], d: number, closed = false): boolean {
  const [x, y] = p;
  const n = line.length;
  for (let i = closed ? 0 : 1; i < n; i++) {
    const a = line[i === 0 ? n - 1 : i - 1]!;
    const b = line[i]!;
    if (x < Math.min(a[0], b[0]) - d || x > Math.max(a[0], b[0]) + d) continue;
    if (y < Math.min(a[1], b[1]) - d || y > Math.max(a[1], b[1]) + d) continue;
    if (segmentDistance(p, a, b) < d) return true;
  }
  return false;
}

/** The bounding box of points: [least x, least y, greatest x, greatest y]. */
type Box = readonly [number, number, number, number];

function boxOf(points: readonly MapPoint[]): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
}

/**
 * Whether a point may lie inside, or within `d` of, a ring or line in the box: a point farther
 * out is neither, so the exact tests can be skipped. The extra unit of margin keeps rounding in
 * those tests from ever deciding otherwise.
 */
const mayReach = (p: MapPoint, box: Box, d: number): boolean =>
  p[0] >= box[0] - d - 1 && p[0] <= box[2] + d + 1 && p[1] >= box[1] - d - 1 && p[1] <= box[3] + d + 1;

const round = (v: number): number => Math.round(v * 10) / 10;
const pt = (x: number, y: number): MapPoint => [round(x), round(y)];
const clampPlane = (v: number): number => Math.max(MARGIN, Math.min(MAP_SIZE - MARGIN, v));

/** Outer rings of a multipolygon, without the closing point. */
const outerRings = (multi: MultiPolygon): MapPoint[][] =>
  multi.map((polygon) => (polygon[0] ?? []).slice(0, -1).map(([x, y]) => pt(x, y))).filter((r) => r.length >= 3);

const toPolygon = (ring: readonly MapPoint[]): Polygon => [[...ring.map(([x, y]) => [x, y] as [number, number])]];

const PLANE: Polygon = [
  [
    [MARGIN, MARGIN],
    [MAP_SIZE - MARGIN, MARGIN],
    [MAP_SIZE - MARGIN, MAP_SIZE - MARGIN],
    [MARGIN, MAP_SIZE - MARGIN],
  ],
];

const noiseFor = (rng: Rng): NoiseFunction2D => {
  const stream = rng.fork('noise');
  return createNoise2D(() => stream.next());
};

/** The direction the water lies in from the town (towards the sea, or across the river's course). */
function waterNormal(rng: Rng): MapPoint {
  const angle = rng.fork('water-angle').next() * Math.PI * 2;
  return [Math.cos(angle), Math.sin(angle)];
}

/** Water polygons: a sea beyond a ragged shore, or a winding river across the plane. */
function drawWater(
  rng: Rng,
  noise: NoiseFunction2D,
  plan: MapPlan,
  center: MapPoint,
  radius: number,
): { rings: MapPoint[][]; shore?: MapPoint[]; river?: MapPoint[]; normal: MapPoint } {
  const n = waterNormal(rng);
  const perp: MapPoint = [-n[1], n[0]];
  if (plan.water === 'coast') {
    const distance = radius * 0.62;
    const shore: MapPoint[] = [];
    for (let t = -420; t <= 420; t += 12) {
      const d = distance + noise(t / 90, 7.3) * radius * 0.14 + noise(t / 25, 2.1) * 5;
      shore.push([center[0] + n[0] * d + perp[0] * t, center[1] + n[1] * d + perp[1] * t]);
    }
    const far = (t: number): MapPoint => [center[0] + n[0] * 900 + perp[0] * t, center[1] + n[1] * 900 + perp[1] * t];
    const ring: MapPoint[] = [...shore, far(420), far(-420)];
    const clipped = polygonClipping.intersection(toPolygon(ring), [
      [
        [0, 0],
        [MAP_SIZE, 0],
        [MAP_SIZE, MAP_SIZE],
        [0, MAP_SIZE],
      ],
    ]);
    return { rings: outerRings(clipped), shore, normal: n };
  }
  if (plan.water === 'river') {
    const offset =
      radius * (0.32 + rng.fork('river-offset').next() * 0.18) * (rng.fork('river-side').chance(0.5) ? 1 : -1);
    const width = { Outpost: 7, Hamlet: 8, Village: 10, Town: 12, City: 14, Metropolis: 16 }[plan.size];
    const line: MapPoint[] = [];
    for (let t = -420; t <= 420; t += 10) {
      const d = offset + noise(t / 110, 4.7) * radius * 0.35;
      line.push([center[0] + n[0] * d + perp[0] * t, center[1] + n[1] * d + perp[1] * t]);
    }
    const left: MapPoint[] = [];
    const right: MapPoint[] = [];
    line.forEach((p, i) => {
      const a = line[Math.max(0, i - 1)]!;
      const b = line[Math.min(line.length - 1, i + 1)]!;
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const len = Math.hypot(dx, dy) || 1;
      const w = width / 2 + noise(i / 6, 9.1) * width * 0.15;
      left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
      right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
    });
    const clipped = polygonClipping.intersection(toPolygon([...left, ...right.reverse()]), [
      [
        [0, 0],
        [MAP_SIZE, 0],
        [MAP_SIZE, MAP_SIZE],
        [0, MAP_SIZE],
      ],
    ]);
    return { rings: outerRings(clipped), river: line, normal: n };
  }
  return { rings: [], normal: n };
}

/** Twice the signed area of the triangle a, b, c: positive when it turns counterclockwise. */
const turn = (a: readonly number[], b: readonly number[], c: readonly number[]): number =>
  (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!);

/**
 * A ring written as polygon-clipping writes an outer ring: counterclockwise, from its leftmost
 * (then lowest) corner, closed, without corners that do not turn. Undefined when it has fewer
 * than three corners left.
 */
function clippedRing(points: readonly [number, number][]): [number, number][] | undefined {
  const n = points.length;
  const ring: [number, number][] = [];
  let previous = points[n - 1]!;
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    if (turn(previous, p, points[(i + 1) % n]!) === 0) continue;
    ring.push(p);
    previous = p;
  }
  if (ring.length >= 3 && turn(previous, ring[0]!, ring[1]!) === 0) ring.shift();
  if (ring.length < 3) return undefined;
  let signed = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[(i + 1) % ring.length]!;
    signed += x0 * y1 - x1 * y0;
  }
  if (signed < 0) ring.reverse();
  let first = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x, y] = ring[i]!;
    const [fx, fy] = ring[first]!;
    if (x < fx || (x === fx && y < fy)) first = i;
  }
  const out = [...ring.slice(first), ...ring.slice(0, first)];
  out.push(out[0]!);
  return out;
}

/**
 * The land within a convex Voronoi cell (closed, as d3-delaunay gives it), as polygon-clipping
 * would give it, without its general sweep: each land polygon (no holes) is clipped by the cell's
 * sides in turn (Sutherland-Hodgman), which is exact when the land's edge crosses the cell's
 * boundary no more than twice. Undefined when it crosses more often, a land corner lies on the
 * cell's boundary or a polygon has holes: such cells are clipped in full.
 */
export function landInCell(cell: readonly [number, number][], land: MultiPolygon): MultiPolygon | undefined {
  const n = cell.length - 1;
  if (n < 3) return undefined;
  let signed = 0;
  for (let i = 0; i < n; i++) signed += cell[i]![0] * cell[i + 1]![1] - cell[i + 1]![0] * cell[i]![1];
  const corners = cell.slice(0, n);
  if (signed < 0) corners.reverse();
  // Each side as a line a·x + b·y + c >= 0 inside, scaled to unit length.
  const sides = corners.map((p, i) => {
    const q = corners[(i + 1) % n]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const a = -(q[1] - p[1]) / len;
    const b = (q[0] - p[0]) / len;
    return [a, b, -(a * p[0] + b * p[1])] as const;
  });
  if (sides.some(([a, b]) => !Number.isFinite(a) || !Number.isFinite(b))) return undefined;
  const slack = 1e-7;
  // The cell's box, a unit wider: land corners and edges beyond it lie well outside the cell.
  const [x0, y0, x1, y1] = boxOf(corners);
  const [left, top, right, bottom] = [x0 - 1, y0 - 1, x1 + 1, y1 + 1];
  const out: MultiPolygon = [];
  for (const polygon of land) {
    if (polygon.length !== 1) return undefined;
    const ring = polygon[0]!;
    const m = ring.length - 1;
    // Where each land corner stands: inside the cell, outside, or doubtful (on its boundary).
    const inside: boolean[] = [];
    for (let k = 0; k < m; k++) {
      const [x, y] = ring[k]!;
      if (x < left || x > right || y < top || y > bottom) {
        inside.push(false);
        continue;
      }
      let least = Infinity;
      for (const [a, b, c] of sides) least = Math.min(least, a * x + b * y + c);
      if (Math.abs(least) <= slack) return undefined;
      inside.push(least > 0);
    }
    // How often the land's edge crosses the cell's boundary: each edge's span inside the cell.
    let crossings = 0;
    for (let k = 0; k < m; k++) {
      const [ax, ay] = ring[k]!;
      const [bx, by] = ring[k + 1]!;
      if (Math.max(ax, bx) < left || Math.min(ax, bx) > right || Math.max(ay, by) < top || Math.min(ay, by) > bottom)
        continue;
      let enter = 0;
      let exit = 1;
      for (const [a, b, c] of sides) {
        const f0 = a * ax + b * ay + c;
        const f1 = a * bx + b * by + c;
        if (f0 < 0 && f1 < 0) {
          enter = 1;
          exit = 0;
          break;
        }
        if (f0 < 0) enter = Math.max(enter, f0 / (f0 - f1));
        else if (f1 < 0) exit = Math.min(exit, f0 / (f0 - f1));
      }
      if (enter < exit) {
        if (enter > 0) crossings++;
        if (exit < 1) crossings++;
      } else if (Math.abs(enter - exit) < 1e-9) return undefined;
      if (crossings > 2) return undefined;
    }
    if (crossings === 0) {
      if (inside.every(Boolean)) out.push([clippedRing(ring.slice(0, m) as [number, number][])!]);
      else if (insideRing(corners[0] as MapPoint, ring as MapPoint[])) out.push([clippedRing(corners)!]);
      continue;
    }
    if (crossings !== 2) return undefined;
    let points = ring.slice(0, m) as [number, number][];
    for (const [a, b, c] of sides) {
      const next: [number, number][] = [];
      for (let k = 0; k < points.length; k++) {
        const p = points[k]!;
        const q = points[(k + 1) % points.length]!;
        const fp = a * p[0] + b * p[1] + c;
        const fq = a * q[0] + b * q[1] + c;
        if (fp >= 0) next.push(p);
        if (fp >= 0 !== fq >= 0) {
          const t = fp / (fp - fq);
          next.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
        }
      }
      points = next;
    }
    const piece = clippedRing(points);
    if (!piece) return undefined;
    out.push([piece]);
  }
  return out;
}

/** The height of the bands a ring's edges are sorted into for point tests. */
const BAND = 4;

/**
 * Lays out a settlement's ground: an organic outline cut by water, Voronoi districts (d3-delaunay)
 * clipped to it (polygon-clipping), a central square, gates and the roads joining them to the
 * center, a wall for towns and larger, landmarks and scenery. A pure function of the stream.
 */
export function layoutMap(rng: Rng, plan: MapPlan): MapLayout {
  const scale = SCALE[plan.size];
  const noise = noiseFor(rng);
  const radius = scale.radius;
  // Keep the town mostly on land: step the center away from the sea.
  const seaNormal = plan.water === 'coast' ? waterNormal(rng) : undefined;
  const center: MapPoint = seaNormal
    ? [250 - seaNormal[0] * radius * 0.18, 250 - seaNormal[1] * radius * 0.18]
    : [250, 250];
  const water = drawWater(rng, noise, plan, center, radius);

  const edgeRadius = (a: number): number =>
    radius * (1 + 0.13 * noise(Math.cos(a) * 1.2, Math.sin(a) * 1.2) + 0.04 * noise(Math.cos(a) * 4, Math.sin(a) * 4));
  const outline: MapPoint[] = [];
  const steps = 72;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const r = edgeRadius(a);
    outline.push(pt(clampPlane(center[0] + Math.cos(a) * r), clampPlane(center[1] + Math.sin(a) * r)));
  }
  // The outline's points are clamped to the plane, so its intersection with the plane is itself.
  const ownOutline = clippedRing(outline);
  let land: MultiPolygon = ownOutline ? [[ownOutline]] : polygonClipping.intersection(toPolygon(outline), PLANE);
  if (water.rings.length) land = polygonClipping.difference(land, ...water.rings.map((r) => toPolygon(r)));
  const landArea = land.reduce((sum, poly) => sum + area((poly[0] ?? []) as MapPoint[]), 0);
  land = land.filter((poly) => area((poly[0] ?? []) as MapPoint[]) > landArea * 0.03);
  const landRings = outerRings(land);
  // The water's edges by band, so each test reads only the edges at the point's height.
  const waterBands = water.rings.map((ring) => new BandIndex(ring, true, 0, BAND));
  const wet = (p: MapPoint) => waterBands.some((band) => band.inside(p));
  const onLand = (p: MapPoint) => landRings.some((ring) => insideRing(p, ring)) && !wet(p);

  // District seeds: the center first, the rest spread over the land, then relaxed twice.
  const count = plan.districts.length;
  const seedRng = rng.fork('seeds');
  const seeds: MapPoint[] = [center];
  const spacing = (radius * 1.1) / Math.sqrt(count);
  for (let tries = 0; seeds.length < count && tries < 4000; tries++) {
    const a = seedRng.next() * Math.PI * 2;
    const r = Math.sqrt(seedRng.next()) * radius;
    const p: MapPoint = [center[0] + Math.cos(a) * r, center[1] + Math.sin(a) * r];
    const minGap = tries < 2000 ? spacing : spacing * 0.4;
    if (seeds.every((s) => Math.hypot(s[0] - p[0], s[1] - p[1]) >= minGap) && onLand(p)) seeds.push(p);
  }
  while (seeds.length < count) seeds.push([center[0] + seeds.length, center[1] + seeds.length]);

  const voronoiOf = (points: readonly MapPoint[]) => Delaunay.from(points).voronoi([0, 0, MAP_SIZE, MAP_SIZE]);
  for (let iteration = 0; iteration < 2; iteration++) {
    const voronoi = voronoiOf(seeds);
    for (let i = 1; i < seeds.length; i++) {
      const cell = voronoi.cellPolygon(i) as MapPoint[] | null;
      if (!cell) continue;
      const c = centroid(cell);
      // Pull towards the centroid, but no further than the town's own edge.
      const next: MapPoint = [(seeds[i]![0] + c[0]) / 2, (seeds[i]![1] + c[1]) / 2];
      if (onLand(next)) seeds[i] = next;
    }
  }
  const voronoi = voronoiOf(seeds);
  const cells: MultiPolygon[] = seeds.map((_p, i) => {
    const cell = voronoi.cellPolygon(i) as [number, number][] | null;
    if (!cell) return [];
    // A convex cell is clipped on its own where it can be, the general clipping kept for the rest.
    return landInCell(cell, land) ?? polygonClipping.intersection([cell], land);
  });

  // Which cell each district takes: Central the center, a Port the cell nearest the water.
  const order: number[] = [0];
  const free = seeds.map((_s, i) => i).filter((i) => i > 0);
  const shoreDistance = (p: MapPoint) =>
    water.rings.length ? Math.min(...water.rings.map((ring) => ringDistance(p, ring))) : 0;
  plan.districts.forEach((type, index) => {
    if (index === 0) return;
    let pickAt = 0;
    if (type === 'Port') {
      pickAt = free.reduce(
        (best, cell, k) => (shoreDistance(seeds[cell]!) < shoreDistance(seeds[free[best]!]!) ? k : best),
        0,
      );
    }
    order.push(free.splice(pickAt, 1)[0]!);
  });

  const districts = order.map((cell) => {
    const polys = outerRings(cells[cell] ?? []).sort((a, b) => area(b) - area(a));
    const biggest = polys[0];
    const c = biggest ? centroid(biggest) : seeds[cell]!;
    const inside = biggest && insideRing(c, biggest) && ringDistance(c, biggest) > 4;
    return {
      polys,
      center: inside ? pt(c[0], c[1]) : pt(seeds[cell]![0], seeds[cell]![1]),
      area: polys.reduce((sum, ring) => sum + area(ring), 0),
    };
  });

  // The square: an octagon around the center.
  const squareTurn = rng.fork('square').next() * Math.PI;
  const square: MapPoint[] = Array.from({ length: 8 }, (_v, i) => {
    const a = squareTurn + (i / 8) * Math.PI * 2;
    return pt(center[0] + Math.cos(a) * scale.square, center[1] + Math.sin(a) * scale.square);
  });

  // Gates and the main roads from the square out through them and on to the edge of the map.
  const gateRng = rng.fork('gates');
  const gateCount = gateRng.int(scale.gates[0], scale.gates[1]);
  const base = gateRng.next() * Math.PI * 2;
  const seaward = Math.atan2(water.normal[1], water.normal[0]);
  const roads: MapRoad[] = [];
  const spots: SettlementArt['RoadSpots'] = [];
  const landmarks: MapLandmark[] = [];
  const roadWidth = scale.road;
  for (let g = 0; g < gateCount; g++) {
    let a = base + (g / gateCount) * Math.PI * 2 + (gateRng.next() - 0.5) * 0.5;
    if (plan.water === 'coast') {
      const off = Math.atan2(Math.sin(a - seaward), Math.cos(a - seaward));
      if (Math.abs(off) < 1.3) a = seaward + (off < 0 ? -1.3 : 1.3) - (off < 0 ? g * 0.35 : -g * 0.35);
    }
    const points: MapPoint[] = [];
    const reach = Math.max(MAP_SIZE, radius * 2.4);
    for (let d = scale.square; d <= reach; d += 12) {
      const wobble = noise(g * 3.1 + d / 60, 1.7) * Math.min(18, d * 0.12);
      const x = center[0] + Math.cos(a) * d - Math.sin(a) * wobble;
      const y = center[1] + Math.sin(a) * d + Math.cos(a) * wobble;
      const p = pt(x, y);
      if (x < 0 || y < 0 || x > MAP_SIZE || y > MAP_SIZE) {
        points.push(pt(Math.max(0, Math.min(MAP_SIZE, x)), Math.max(0, Math.min(MAP_SIZE, y))));
        break;
      }
      if (plan.water === 'coast' && wet(p)) break;
      points.push(p);
    }
    if (points.length < 2) continue;
    roads.push({ points, width: roadWidth, main: true });
    const r = edgeRadius(a);
    const gate = points.reduce((best, p) =>
      Math.abs(Math.hypot(p[0] - center[0], p[1] - center[1]) - r) <
      Math.abs(Math.hypot(best[0] - center[0], best[1] - center[1]) - r)
        ? p
        : best,
    );
    if (plan.walled && !wet(gate)) {
      spots.push({ kind: 'gate', x: gate[0], y: gate[1] });
      landmarks.push({ kind: 'gate', x: gate[0], y: gate[1], label: `${GATE_NAMES[g % GATE_NAMES.length]} Gate` });
    }
    if (water.river) {
      for (let i = 1; i < points.length; i++) {
        const prev = points[i - 1]!;
        const here = points[i]!;
        if (wet(here) !== wet(prev) && wet(here)) {
          spots.push({ kind: 'bridge', x: here[0], y: here[1] });
          landmarks.push({ kind: 'bridge', x: here[0], y: here[1] });
        }
      }
    }
  }
  // A lane from the square to the port's quay.
  const portIndex = plan.districts.indexOf('Port');
  if (portIndex > 0 && water.rings.length) {
    const to = districts[portIndex]!.center;
    const lane: MapPoint[] = [];
    for (let t = 0; t <= 1.0001; t += 0.1) {
      lane.push(pt(center[0] + (to[0] - center[0]) * t, center[1] + (to[1] - center[1]) * t));
    }
    roads.push({ points: lane, width: roadWidth * 0.7, main: false });
    spots.push({ kind: 'junction', x: to[0], y: to[1] });
  }
  spots.push({ kind: 'junction', x: round(center[0]), y: round(center[1]) });
  landmarks.push({
    kind: plan.size === 'Outpost' || plan.size === 'Hamlet' ? 'well' : 'fountain',
    x: round(center[0]),
    y: round(center[1]),
  });

  // The wall follows the town's edge where it is on land, with towers along it.
  let wall: MapPoint[][] | undefined;
  if (plan.walled) {
    wall = [];
    let run: MapPoint[] = [];
    for (const p of [...outline, outline[0]!]) {
      if (wet(p)) {
        if (run.length > 1) wall.push(run);
        run = [];
      } else run.push(p);
    }
    if (run.length > 1) wall.push(run);
    wall.forEach((line) =>
      line.forEach((p, i) => {
        if (i % 9 === 4) landmarks.push({ kind: 'tower', x: p[0], y: p[1] });
      }),
    );
  }
  if (plan.water === 'coast' && water.shore && portIndex > 0) {
    const c = districts[portIndex]!.center;
    const nearest = water.shore.reduce((best, p) =>
      Math.hypot(p[0] - c[0], p[1] - c[1]) < Math.hypot(best[0] - c[0], best[1] - c[1]) ? p : best,
    );
    landmarks.push({ kind: 'lighthouse', x: round(nearest[0]), y: round(nearest[1]), label: 'Lighthouse' });
  }

  const props = drawProps(rng.fork('props'), plan, landRings, water.rings, roads);
  const art: SettlementArt = {
    BG: {
      ground: GROUND[plan.environment],
      outline,
      water: water.rings,
      ...(wall ? { wall } : {}),
      square,
    },
    Roads: roads,
    RoadSpots: spots,
    Landmarks: landmarks,
    Props: props,
    Scale: { marker: scale.marker, road: roadWidth },
  };
  return { plan, art, districts };
}

const GATE_NAMES = ['North', 'River', 'Old', 'Market', 'High', 'King’s'];

/** The cell size of the grid props are kept in: more than twice the widest prop. */
const PROP_CELL = 40;

/** Scenery by environment: fields and trees outside the walls, boats on the water. */
function drawProps(
  rng: Rng,
  plan: MapPlan,
  land: readonly MapPoint[][],
  water: readonly MapPoint[][],
  roads: readonly MapRoad[],
): MapProp[] {
  const kinds: Readonly<Record<Environment, readonly MapProp['kind'][]>> = {
    Arctic: ['ice', 'rock', 'tree'],
    Coastal: ['field', 'field', 'tree'],
    Desert: ['dune', 'dune', 'rock'],
    Forest: ['tree', 'tree', 'tree', 'field'],
    Grassland: ['field', 'field', 'field', 'tree'],
    Hill: ['field', 'rock', 'tree'],
    Mountain: ['rock', 'rock', 'tree'],
    Swamp: ['reeds', 'reeds', 'tree'],
    Underground: ['mushroom', 'rock', 'rock'],
    Underwater: ['kelp', 'kelp', 'rock'],
    Urban: ['field', 'tree'],
  };
  const pool = kinds[plan.environment];
  const out: MapProp[] = [];
  // Props by grid cell: no prop's radius passes 18, so two overlap only in neighboring cells.
  const columns = Math.ceil(MAP_SIZE / PROP_CELL) + 2;
  const placed: MapProp[][] = Array.from({ length: columns * columns }, () => []);
  const cellAt = (x: number, y: number) => (Math.floor(y / PROP_CELL) + 1) * columns + Math.floor(x / PROP_CELL) + 1;
  const put = (prop: MapProp) => {
    out.push(prop);
    placed[cellAt(prop.x, prop.y)]!.push(prop);
  };
  const overlaps = (p: MapPoint, r: number) => {
    const at = cellAt(p[0], p[1]);
    for (let dy = -columns; dy <= columns; dy += columns)
      for (let dx = -1; dx <= 1; dx++)
        for (const o of placed[at + dy + dx] ?? []) if (Math.hypot(o.x - p[0], o.y - p[1]) < o.r + r) return true;
    return false;
  };
  const wanted = plan.environment === 'Forest' ? 140 : 70;
  const landBoxes = land.map(boxOf);
  const roadBoxes = roads.map((road) => boxOf(road.points));
  const waterBoxes = water.map(boxOf);
  const landBands = land.map((ring) => new BandIndex(ring, true, 8, BAND));
  const roadBands = roads.map((road) => new BandIndex(road.points, false, road.width + 6, BAND));
  const waterBands = water.map((ring) => new BandIndex(ring, true, 0, BAND));
  for (let i = 0; out.length < wanted && i < wanted * 8; i++) {
    const p: MapPoint = [rng.next() * MAP_SIZE, rng.next() * MAP_SIZE];
    if (landBands.some((band, k) => mayReach(p, landBoxes[k]!, 8) && (band.inside(p) || band.near(p, 8)))) continue;
    if (roads.some((road, k) => mayReach(p, roadBoxes[k]!, road.width + 6) && roadBands[k]!.near(p, road.width + 6)))
      continue;
    const wet = waterBands.some((band, k) => mayReach(p, waterBoxes[k]!, 0) && band.inside(p));
    const kind = pool[Math.floor(rng.next() * pool.length)]!;
    if (wet) {
      if (plan.water === 'coast' && rng.next() < 0.05)
        put({ kind: 'boat', x: round(p[0]), y: round(p[1]), r: 5, angle: Math.round(rng.next() * 360) });
      continue;
    }
    const r = kind === 'field' ? 9 + rng.next() * 9 : kind === 'dune' ? 10 + rng.next() * 8 : 3 + rng.next() * 3;
    if (overlaps(p, r)) continue;
    put({
      kind,
      x: round(p[0]),
      y: round(p[1]),
      r: round(r),
      ...(kind === 'field' || kind === 'dune' ? { angle: Math.round(rng.next() * 180) } : {}),
    });
  }
  return out;
}

/** A building to place: its marker's link and kind, and the faction holding it. */
export type PlacedBuilding = Omit<MapBuilding, 'x' | 'y'>;

/**
 * Places building markers inside their districts: never in the square, on a main road or in
 * the water, never overlapping another marker, always wholly inside the district's area.
 */
export function placeBuildings(
  rng: Rng,
  layout: MapLayout,
  byDistrict: readonly (readonly PlacedBuilding[])[],
  colors: readonly string[],
): InteractiveDistrict[] {
  const r = layout.art.Scale.marker;
  const minGap = 2 * r + Math.max(0.6, r * 0.35);
  const cell = minGap;
  // Placed spots by grid cell over the plane (spots lie on land, inside it), two cells to spare on each side.
  const columns = Math.ceil(MAP_SIZE / cell) + 5;
  const grid: (MapPoint[] | undefined)[] = new Array<MapPoint[] | undefined>(columns * columns);
  const key = (gx: number, gy: number) => (gy + 2) * columns + gx + 2;
  const clear = (p: MapPoint, gap: number) => {
    const gx = Math.floor(p[0] / cell);
    const gy = Math.floor(p[1] / cell);
    for (let dx = -2; dx <= 2; dx++)
      for (let dy = -2; dy <= 2; dy++) {
        const near = grid[key(gx + dx, gy + dy)];
        if (near) for (const q of near) if (Math.hypot(q[0] - p[0], q[1] - p[1]) < gap) return false;
      }
    return true;
  };
  const square = layout.art.BG.square;
  const squareRadius = Math.hypot(square[0]![0] - centreOf(square)[0], square[0]![1] - centreOf(square)[1]);
  const sq = centreOf(square);
  const mainRoads = layout.art.Roads;
  const roadBoxes = mainRoads.map((road) => boxOf(road.points));
  const water = layout.art.BG.water;
  const waterBoxes = water.map(boxOf);
  const roadGap = (road: MapRoad, strict: boolean) => road.width / 2 + r + (strict ? 0.8 : 0.1);
  const waterBands = water.map((ring) => new BandIndex(ring, true, r, BAND));
  const roadBands = mainRoads.map((road) => new BandIndex(road.points, false, roadGap(road, true), BAND));
  return layout.districts.map((district, index) => {
    const wanted = byDistrict[index] ?? [];
    const placed: MapBuilding[] = [];
    const stream = rng.fork(`district-${index}`);
    const rings = district.polys;
    const box = rings
      .flat()
      .reduce<[number, number, number, number]>(
        (b, [x, y]) => [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)],
        [Infinity, Infinity, -Infinity, -Infinity],
      );
    const edge = r + 1.6;
    const ringBands = rings.map((ring) => new BandIndex(ring, true, edge, BAND));
    for (const building of wanted) {
      let spot: MapPoint | undefined;
      for (let attempt = 0; attempt < 400 && !spot; attempt++) {
        const strict = attempt < 250;
        const p: MapPoint = [
          round(box[0] + stream.next() * (box[2] - box[0])),
          round(box[1] + stream.next() * (box[3] - box[1])),
        ];
        // The cheap tests first; a spot must pass them all, so their order changes nothing else.
        if (Math.hypot(p[0] - sq[0], p[1] - sq[1]) < squareRadius + r + 1) continue;
        if (!clear(p, strict ? minGap : 2 * r + 0.2)) continue;
        const ring = ringBands.find((band) => band.inside(p));
        if (!ring || ring.near(p, edge)) continue;
        if (waterBands.some((band, k) => mayReach(p, waterBoxes[k]!, r) && (band.near(p, r) || band.inside(p))))
          continue;
        if (
          mainRoads.some(
            (road, k) =>
              mayReach(p, roadBoxes[k]!, roadGap(road, strict)) && roadBands[k]!.near(p, roadGap(road, strict)),
          )
        )
          continue;
        spot = p;
      }
      if (!spot) continue;
      const k = key(Math.floor(spot[0] / cell), Math.floor(spot[1] / cell));
      const inCell = grid[k];
      if (inCell) inCell.push(spot);
      else grid[k] = [spot];
      // Written field by field: a spread of markers of differing shapes is slow.
      const { link, kind, faction } = building;
      placed.push(
        faction === undefined
          ? { link, kind, x: spot[0], y: spot[1] }
          : { link, kind, faction, x: spot[0], y: spot[1] },
      );
    }
    return { index, polys: rings, center: district.center, color: colors[index] ?? '#cccccc', buildings: placed };
  });
}

const centreOf = (ring: readonly MapPoint[]): MapPoint => [
  ring.reduce((s, p) => s + p[0], 0) / ring.length,
  ring.reduce((s, p) => s + p[1], 0) / ring.length,
];
