import { geoPath } from 'd3-geo';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Atlas } from './atlas';
import { type MapPoint, NARROW_MAP, WIDE_MAP, chooseProjection, projectPoints, spreadPoints } from './projection';
import './BattleMap.css';

export type { MapPoint } from './projection';

/** Loads the outlines; tests pass their own so no atlas file is read. */
export type AtlasLoader = (kind: 'us' | 'world') => Promise<Atlas>;
/** Centre-to-centre distance that keeps two points (radius 7) apart, in drawing units. */
const POINT_SPACING = 16;

const loadBundledAtlas: AtlasLoader = (kind) => import('./atlas').then((m) => m.loadAtlas(kind));

interface BattleMapProps {
  points: MapPoint[];
  /** The battle to draw larger and name on the map (a battle's own page). */
  highlightId?: number;
  /** What the map shows, for screen readers and as its caption. */
  caption: string;
  loadAtlas?: AtlasLoader;
}

const NARROW = '(max-width: 767px)';

/** Phone widths (the spec's mobile breakpoint, 767 px); false where the browser cannot tell (tests). */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    if (!query) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/**
 * Battles as points on a map drawn here from bundled outlines (us-atlas, world-atlas with d3-geo): each point
 * links to its battle's page and names it in a tooltip. The points show before the outlines arrive, and
 * still show if they fail to.
 */
export function BattleMap({ points, highlightId, caption, loadAtlas = loadBundledAtlas }: BattleMapProps) {
  const captionId = useId();
  const size = useNarrow() ? NARROW_MAP : WIDE_MAP;
  const { kind, projection } = useMemo(() => chooseProjection(points, size), [points, size]);
  // Points closer than a point's width are parted so every battle can be picked.
  const placed = useMemo(() => spreadPoints(projectPoints(points, projection), POINT_SPACING), [points, projection]);
  const [atlas, setAtlas] = useState<{ kind: string; atlas: Atlas } | null>(null);
  useEffect(() => {
    let live = true;
    loadAtlas(kind).then(
      (a) => {
        if (live) setAtlas({ kind, atlas: a });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [kind, loadAtlas]);
  if (points.length === 0) return null;
  const path = geoPath(projection);
  const shown = atlas?.kind === kind ? atlas.atlas : null;
  // The highlighted battle last, so it is drawn over its neighbours.
  const ordered = [...placed].sort((a, b) => Number(a.battleId === highlightId) - Number(b.battleId === highlightId));
  const highlighted = placed.find((p) => p.battleId === highlightId);
  return (
    <figure className={`battle-map battle-map--${kind}`}>
      <svg viewBox={`0 0 ${size.width} ${size.height}`} aria-labelledby={captionId} role="group">
        <rect className="battle-map__sea" width={size.width} height={size.height} />
        {shown && (
          <g className="battle-map__outlines" aria-hidden="true">
            <path className="battle-map__land" d={path(shown.land) ?? undefined} />
            <path className="battle-map__borders" d={path(shown.borders) ?? undefined} />
            {shown.stateBorders && (
              <path
                className="battle-map__borders battle-map__borders--states"
                d={path(shown.stateBorders) ?? undefined}
              />
            )}
          </g>
        )}
        {ordered.map((p) => {
          const current = p.battleId === highlightId;
          const label = `${p.name}${p.when ? `, ${p.when}` : ''}`;
          return (
            <Link
              key={p.battleId}
              to={`/battle/${p.battleId}`}
              aria-label={label}
              aria-current={current ? 'page' : undefined}
              className={`battle-map__point${current ? ' battle-map__point--current' : ''}`}
            >
              <title>{label}</title>
              <circle cx={p.x} cy={p.y} r={current ? 10 : 7} />
            </Link>
          );
        })}
        {highlighted && (
          <text
            className="battle-map__label"
            x={highlighted.x}
            y={highlighted.y - 16}
            fontSize={size === NARROW_MAP ? 15 : 22}
            aria-hidden="true"
            textAnchor={
              highlighted.x < size.width / 4 ? 'start' : highlighted.x > (size.width * 3) / 4 ? 'end' : 'middle'
            }
          >
            {highlighted.name}
          </text>
        )}
      </svg>
      <figcaption id={captionId}>{caption}</figcaption>
    </figure>
  );
}
