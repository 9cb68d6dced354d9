import {
  MAP_SIZE,
  MAP_ZOOM_WINDOW,
  parseLinkType,
  type GroupStubEntity,
  type MapPoint,
  type MapProp,
  type Settlement,
} from '@lorewright/engine';
import { Button, Group as Row, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useEntityViewer } from './EntityViewer';
import { useRefStore } from './RefStoreProvider';
import type { sigilImage } from './sigil/sigil-image';
import { downloadMapPng, downloadMapSvg } from './map-download';
import './settlement-map.css';

const path = (ring: readonly MapPoint[], closed = true) =>
  ring.length ? `M${ring.map(([x, y]) => `${x},${y}`).join('L')}${closed ? 'Z' : ''}` : '';

/** Colors of the map's ink: calm, readable on the ground colors, kept in the downloaded file. */
const INK = {
  water: '#a9cbdb',
  waterEdge: '#7fa7bb',
  road: '#f4ecda',
  roadEdge: '#a39074',
  wall: '#6b5d4f',
  square: '#eadcbc',
  outline: '#6d5c47',
  label: '#2b2419',
  halo: '#fbf7ee',
  shop: '#b4532a',
  notable: '#2c5f8c',
  residence: '#7c6a52',
} as const;

/**
 * Draws sigils once their code is here: the map shows holdings in their faction's color until
 * then, so its first render does not wait for every icon's outline.
 */
function useSigilImages(): typeof sigilImage | undefined {
  const [imageOf, setImageOf] = useState<typeof sigilImage>();
  useEffect(() => {
    let live = true;
    import('./sigil/sigil-image').then(
      (module) => live && setImageOf(() => module.sigilImage),
      () => undefined, // the holdings keep their colored marks
    );
    return () => {
      live = false;
    };
  }, []);
  return imageOf;
}

/** Faction colors for the holdings on the map and the legend. */
const FACTION_COLORS = ['#8e3b8c', '#1f7a5a', '#b8860b', '#3d5a98', '#a23b3b', '#4b7f2b'];

type View = { x: number; y: number; w: number };
const OVERVIEW: View = { x: 0, y: 0, w: MAP_SIZE };

function windowOn(center: MapPoint): View {
  const half = MAP_ZOOM_WINDOW / 2;
  const clamp = (v: number) => Math.max(0, Math.min(MAP_SIZE - MAP_ZOOM_WINDOW, v - half));
  return { x: clamp(center[0]), y: clamp(center[1]), w: MAP_ZOOM_WINDOW };
}

/** Eases the view box from one window to another over a quarter second. */
function useTween(target: View): View {
  const [view, setView] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = performance.now();
    const origin = from.current;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      from.current = target;
      setView(target);
      return;
    }
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / 250);
      const e = 1 - (1 - t) ** 3;
      const next = {
        x: origin.x + (target.x - origin.x) * e,
        y: origin.y + (target.y - origin.y) * e,
        w: origin.w + (target.w - origin.w) * e,
      };
      from.current = next;
      setView(next);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return view;
}

function Prop({ prop }: { prop: MapProp }) {
  const { x, y, r } = prop;
  switch (prop.kind) {
    case 'tree':
      return <circle cx={x} cy={y} r={r} fill="#7f9e6a" stroke="#5f7d4d" strokeWidth={0.6} />;
    case 'field':
      return (
        <rect
          x={x - r}
          y={y - r * 0.6}
          width={r * 2}
          height={r * 1.2}
          fill="#e6dc9f"
          stroke="#c9bd7c"
          strokeWidth={0.6}
          transform={`rotate(${prop.angle ?? 0} ${x} ${y})`}
        />
      );
    case 'rock':
      return (
        <path
          d={`M${x - r},${y + r * 0.6}L${x},${y - r}L${x + r},${y + r * 0.6}Z`}
          fill="#b3aa9c"
          stroke="#8d8476"
          strokeWidth={0.5}
        />
      );
    case 'dune':
      return (
        <path
          d={`M${x - r},${y}Q${x},${y - r * 0.7} ${x + r},${y}`}
          fill="none"
          stroke="#cdb27c"
          strokeWidth={1.2}
          transform={`rotate(${prop.angle ?? 0} ${x} ${y})`}
        />
      );
    case 'reeds':
      return (
        <path
          d={`M${x - 2},${y + 3}L${x - 1},${y - 3}M${x},${y + 3}L${x},${y - 4}M${x + 2},${y + 3}L${x + 1},${y - 3}`}
          stroke="#6f8a55"
          strokeWidth={0.7}
        />
      );
    case 'ice':
      return (
        <path
          d={`M${x - r},${y}L${x - r / 3},${y - r}L${x + r},${y - r / 3}L${x + r / 2},${y + r}Z`}
          fill="#f6fbfd"
          stroke="#b9cfd8"
          strokeWidth={0.6}
        />
      );
    case 'mushroom':
      return <circle cx={x} cy={y} r={r * 0.8} fill="#b9a1c9" stroke="#8f78a0" strokeWidth={0.5} />;
    case 'kelp':
      return (
        <path
          d={`M${x},${y + r}q2,-${r / 2} 0,-${r} q-2,-${r / 2} 0,-${r}`}
          fill="none"
          stroke="#5e8f6c"
          strokeWidth={0.9}
        />
      );
    case 'boat':
      return (
        <path
          d={`M${x - r},${y}L${x + r},${y}L${x + r * 0.6},${y + r * 0.5}L${x - r * 0.6},${y + r * 0.5}Z`}
          fill="#8a6a48"
          transform={`rotate(${prop.angle ?? 0} ${x} ${y})`}
        />
      );
  }
}

/**
 * The interactive settlement map (SPEC "Settlement map"): districts on a 500-unit plane; hover
 * names a district, a click zooms to a 150-unit window on it and shows its buildings, which open
 * in the viewer; Back zooms out, and at the overview shows or hides the district outlines.
 * Every district and building can be reached with the keyboard (Enter zooms or opens, Escape
 * goes back).
 */
/** The name of the performance measure of the map's first render. */
export const MAP_RENDER_MEASURE = 'settlement-map-render';

export default function SettlementMap({ settlement: s }: { settlement: Settlement }) {
  const narrow = useMediaQuery('(max-width: 800px)') ?? false;
  const viewer = useEntityViewer();
  const svgRef = useRef<SVGSVGElement>(null);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const [outlines, setOutlines] = useState(true);
  const [hover, setHover] = useState<string | null>(null);
  // The first render, from its start to the drawn map, on the browser's performance timeline.
  const renderStart = useRef(performance.now());
  useLayoutEffect(() => {
    performance.measure(MAP_RENDER_MEASURE, { start: renderStart.current });
  }, []);
  const art = s.Art!;
  const districts = useMemo(() => s.Interactive ?? [], [s.Interactive]);
  const info = useMemo(() => s.Districts ?? [], [s.Districts]);
  const target = useMemo(
    () => (zoomed === null ? OVERVIEW : windowOn(districts[zoomed]?.center ?? [250, 250])),
    [zoomed, districts],
  );
  const view = useTween(target);
  const px = narrow ? 300 : 500;
  const { pkg } = useRefStore();
  const imageOf = useSigilImages();
  const factions = useMemo(() => {
    const held = new Set([
      ...districts.flatMap((d) => d.buildings.flatMap((b) => (b.faction ? [b.faction] : []))),
      ...info.flatMap((d) => (d.HeldBy ? [d.HeldBy.type] : [])),
    ]);
    return s.Factions.filter((f) => held.has(f.type)).map((f, i) => {
      const target = parseLinkType(f.type);
      const group = target && (pkg.groups?.ReferenceIds[target.id] as GroupStubEntity | undefined);
      const sigil = group?.SVG;
      return {
        type: f.type,
        name: f.text,
        color: FACTION_COLORS[i % FACTION_COLORS.length]!,
        image: sigil && imageOf ? imageOf(sigil, `Sigil of ${f.text}`) : undefined,
      };
    });
  }, [districts, info, s.Factions, pkg, imageOf]);
  const factionOf = (type?: string) => factions.find((f) => f.type === type);
  const heldBy = (index: number) => info[index]?.HeldBy;

  const label = (index: number) => {
    const d = info[index];
    return d ? `${d.Name} - ${d.Type} District` : '';
  };
  const back = () => {
    if (zoomed !== null) setZoomed(null);
    else setOutlines((o) => !o);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && zoomed !== null) {
      e.stopPropagation();
      setZoomed(null);
    }
  };
  const zoomTo = (index: number) => {
    setZoomed(index);
    setHover(null);
  };
  const fontSize = (narrow ? 15 : 11) * (view.w / MAP_SIZE);
  const roadScale = art.Scale.road / 5;

  return (
    <div className="settlement-map" onKeyDown={onKey}>
      <Row justify="space-between" gap="xs" mb={4}>
        <Text size="sm" className="settlement-map-hover" aria-live="polite" data-testid="map-hover">
          {hover ?? (zoomed !== null ? label(zoomed) : 'Hover or focus a district; click to zoom in.')}
        </Text>
        <Button size="compact-xs" variant="light" onClick={back} data-testid="map-back">
          {zoomed !== null ? 'Back to overview' : outlines ? 'Hide outlines' : 'Show outlines'}
        </Button>
      </Row>
      <svg
        ref={svgRef}
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`${view.x} ${view.y} ${view.w} ${view.w}`}
        width={px}
        height={px}
        role="group"
        aria-label={`Map of ${s.Name}`}
        className="settlement-map-svg"
        data-zoomed={zoomed ?? 'none'}
      >
        <title>{`Map of ${s.Name}`}</title>
        <rect x={0} y={0} width={MAP_SIZE} height={MAP_SIZE} fill={art.BG.ground} />
        <g aria-hidden="true">
          {art.Props.filter((p) => p.kind !== 'boat').map((p, i) => (
            <Prop key={i} prop={p} />
          ))}
          {art.BG.water.map((ring, i) => (
            <path key={i} d={path(ring)} fill={INK.water} stroke={INK.waterEdge} strokeWidth={1} />
          ))}
          {art.Props.filter((p) => p.kind === 'boat').map((p, i) => (
            <Prop key={i} prop={p} />
          ))}
        </g>
        <g>
          {districts.map((d) => (
            <g
              key={d.index}
              role="button"
              tabIndex={zoomed === null ? 0 : -1}
              aria-label={label(d.index)}
              className="settlement-district"
              data-testid={`district-${d.index}`}
              onMouseEnter={() => setHover(label(d.index))}
              onMouseLeave={() => setHover(null)}
              onFocus={() => setHover(label(d.index))}
              onBlur={() => setHover(null)}
              onClick={() => zoomTo(d.index)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  zoomTo(d.index);
                }
              }}
            >
              {d.polys.map((ring, i) => (
                <path
                  key={i}
                  d={path(ring)}
                  fill={d.color}
                  fillOpacity={zoomed === null || zoomed === d.index ? 0.9 : 0.55}
                  stroke={outlines ? INK.outline : d.color}
                  strokeWidth={outlines ? (1.6 * view.w) / MAP_SIZE : 0.3}
                />
              ))}
              {(() => {
                const f = factionOf(heldBy(d.index)?.type);
                if (!f) return null;
                const size = fontSize * 1.6;
                const x = d.center[0] - size / 2;
                const y = d.center[1] + fontSize * 0.7;
                return (
                  <g className="settlement-sigil" data-testid="district-sigil">
                    <title>{`Held by ${f.name}`}</title>
                    {f.image ? (
                      <image href={f.image} x={x} y={y} width={size} height={size} />
                    ) : (
                      <circle cx={d.center[0]} cy={y + size / 2} r={size / 3} fill={f.color} />
                    )}
                  </g>
                );
              })()}
            </g>
          ))}
        </g>
        <g aria-hidden="true" pointerEvents="none">
          {art.Roads.map((road, i) => (
            <g key={i}>
              <path
                d={path(road.points, false)}
                fill="none"
                stroke={INK.roadEdge}
                strokeWidth={road.width * roadScale + 1.2}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              <path
                d={path(road.points, false)}
                fill="none"
                stroke={INK.road}
                strokeWidth={road.width * roadScale}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </g>
          ))}
          <path d={path(art.BG.square)} fill={INK.square} stroke={INK.roadEdge} strokeWidth={0.8} />
          {art.BG.wall?.map((line, i) => (
            <path
              key={i}
              d={path(line, false)}
              fill="none"
              stroke={INK.wall}
              strokeWidth={2.6}
              strokeLinejoin="round"
            />
          ))}
          {art.Landmarks.map((l, i) => {
            switch (l.kind) {
              case 'tower':
                return <circle key={i} cx={l.x} cy={l.y} r={3} fill={INK.wall} />;
              case 'gate':
                return (
                  <rect
                    key={i}
                    x={l.x - 3.5}
                    y={l.y - 3.5}
                    width={7}
                    height={7}
                    fill={INK.wall}
                    stroke={INK.road}
                    strokeWidth={1}
                  />
                );
              case 'fountain':
              case 'well':
                return (
                  <circle
                    key={i}
                    cx={l.x}
                    cy={l.y}
                    r={l.kind === 'well' ? 2.5 : 4}
                    fill={INK.water}
                    stroke={INK.waterEdge}
                    strokeWidth={0.8}
                  />
                );
              case 'lighthouse':
                return (
                  <path
                    key={i}
                    d={`M${l.x - 3},${l.y + 4}L${l.x},${l.y - 6}L${l.x + 3},${l.y + 4}Z`}
                    fill="#f1e4c2"
                    stroke={INK.wall}
                    strokeWidth={0.8}
                  />
                );
              default:
                return null;
            }
          })}
        </g>
        {zoomed === null && (
          <g aria-hidden="true" pointerEvents="none" className="settlement-map-labels">
            {districts.map((d) => (
              <text
                key={d.index}
                x={d.center[0]}
                y={d.center[1]}
                fontSize={fontSize}
                textAnchor="middle"
                dominantBaseline="middle"
                fill={INK.label}
                stroke={INK.halo}
                strokeWidth={fontSize * 0.28}
                paintOrder="stroke"
                fontFamily="Georgia, 'Times New Roman', serif"
              >
                {info[d.index]?.Name}
              </text>
            ))}
          </g>
        )}
        {zoomed !== null && (
          <g>
            {districts[zoomed]?.buildings.map((b) => {
              const r = art.Scale.marker;
              const faction = factionOf(b.faction);
              const ring = faction?.color;
              const open = () => {
                const target = b.link.type.replace(/^building-/, '');
                viewer.open({ kind: 'buildings', id: target, label: b.link.text });
              };
              return (
                <g
                  key={b.link.type}
                  role="link"
                  tabIndex={0}
                  aria-label={`${b.link.text} (${b.kind})`}
                  className="settlement-building"
                  data-testid="map-building"
                  onMouseEnter={() => setHover(b.link.text)}
                  onMouseLeave={() => setHover(null)}
                  onFocus={() => setHover(b.link.text)}
                  onBlur={() => setHover(null)}
                  onClick={open}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      open();
                    }
                  }}
                >
                  <title>{faction ? `${b.link.text} (held by ${faction.name})` : b.link.text}</title>
                  {faction?.image ? (
                    <>
                      <circle cx={b.x} cy={b.y} r={r} fill={INK.halo} stroke={faction.color} strokeWidth={r * 0.18} />
                      <image
                        href={faction.image}
                        x={b.x - r * 0.8}
                        y={b.y - r * 0.8}
                        width={r * 1.6}
                        height={r * 1.6}
                      />
                    </>
                  ) : b.kind === 'residence' ? (
                    <rect
                      x={b.x - r * 0.8}
                      y={b.y - r * 0.8}
                      width={r * 1.6}
                      height={r * 1.6}
                      fill={INK.residence}
                      stroke={ring ?? INK.halo}
                      strokeWidth={r * (ring ? 0.35 : 0.2)}
                    />
                  ) : (
                    <circle
                      cx={b.x}
                      cy={b.y}
                      r={r * 0.92}
                      fill={b.kind === 'shop' ? INK.shop : INK.notable}
                      stroke={ring ?? INK.halo}
                      strokeWidth={r * (ring ? 0.35 : 0.2)}
                    />
                  )}
                </g>
              );
            })}
          </g>
        )}
      </svg>
      <Row gap="md" mt={4} className="settlement-map-legend" aria-label="Map legend">
        {zoomed !== null && (
          <>
            <LegendSwatch color={INK.shop} label="Shop" />
            <LegendSwatch color={INK.notable} label="Notable building" />
            <LegendSwatch color={INK.residence} label="Residence" square />
          </>
        )}
        {factions.map((f) =>
          f.image ? (
            <Row key={f.type} gap={4} wrap="nowrap" data-testid="legend-sigil">
              <img src={f.image} width={18} height={18} alt="" />
              <Text size="xs" title={`Sigil of ${f.name}`}>
                {f.name}
              </Text>
            </Row>
          ) : (
            <LegendSwatch key={f.type} color={f.color} label={f.name} ring />
          ),
        )}
      </Row>
      <Row gap="xs" mt={6}>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => svgRef.current && downloadMapSvg(svgRef.current, s.Name)}
        >
          Download SVG
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => svgRef.current && void downloadMapPng(svgRef.current, s.Name)}
        >
          Download PNG
        </Button>
      </Row>
    </div>
  );
}

function LegendSwatch({
  color,
  label,
  square,
  ring,
}: {
  color: string;
  label: string;
  square?: boolean;
  ring?: boolean;
}) {
  return (
    <Row gap={4} wrap="nowrap">
      <svg width={12} height={12} aria-hidden="true">
        {square ? (
          <rect x={1} y={1} width={10} height={10} fill={color} />
        ) : (
          <circle
            cx={6}
            cy={6}
            r={ring ? 4.5 : 5}
            fill={ring ? 'none' : color}
            stroke={color}
            strokeWidth={ring ? 2.5 : 0}
          />
        )}
      </svg>
      <Text size="xs">{label}</Text>
    </Row>
  );
}
