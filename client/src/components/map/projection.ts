import { type GeoProjection, geoAlbers, geoAlbersUsa, geoNaturalEarth1 } from 'd3-geo';

/** A battle as the map draws it. */
export interface MapPoint {
  battleId: number;
  name: string;
  latitude: number;
  longitude: number;
  /** Already formatted for people, e.g. "September 17, 1862". */
  when: string;
}

/** The drawing's own units; the SVG scales to its box. Phones get a squarer, closer drawing, so points stay big enough to tap. */
export interface MapSize {
  width: number;
  height: number;
}
export const WIDE_MAP: MapSize = { width: 960, height: 600 };
export const NARROW_MAP: MapSize = { width: 400, height: 360 };
const PAD = 24;
/** Degrees of country shown around battles abroad, so one battle is not drawn at continental zoom. */
const MARGIN_DEGREES = 6;
/** Around battles at home: enough to see the state and its neighbours. */
const US_MARGIN_DEGREES = 2.5;

/** The lower 48 states, where a regional Albers map reads well (Alaska and Hawaii need the inset map). */
const inLower48 = (p: MapPoint) => p.longitude > -125 && p.longitude < -66 && p.latitude > 24 && p.latitude < 50;

/** Longitude-latitude corners of the battles' box with some country around it, plus the battles themselves. */
function frameAround(points: MapPoint[], margin: number) {
  const lons = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const [west, east] = [Math.min(...lons) - margin, Math.max(...lons) + margin];
  const [south, north] = [Math.max(-85, Math.min(...lats) - margin), Math.min(85, Math.max(...lats) + margin)];
  return {
    type: 'MultiPoint' as const,
    coordinates: [
      [west, south],
      [west, north],
      [east, south],
      [east, north],
      ...points.map((p) => [p.longitude, p.latitude]),
    ],
  };
}

/**
 * Which map to draw. Battles in the lower 48 get a US Albers map zoomed to them (Virginia's battlefields lie
 * a few miles apart); battles that include Alaska or Hawaii the whole US with its insets; anything abroad a
 * world projection fitted to the battles with country around them (Meuse-Argonne, Manila, Santiago de Cuba,
 * or a regiment that fought at home and abroad).
 */
export function chooseProjection(
  points: MapPoint[],
  { width, height }: MapSize = WIDE_MAP,
): { kind: 'us' | 'world'; projection: GeoProjection } {
  const extent: [[number, number], [number, number]] = [
    [PAD, PAD],
    [width - PAD, height - PAD],
  ];
  if (points.length && points.every(inLower48))
    return { kind: 'us', projection: geoAlbers().fitExtent(extent, frameAround(points, US_MARGIN_DEGREES)) };
  const us = geoAlbersUsa()
    .scale(1.3 * width)
    .translate([width / 2, height / 2]);
  if (points.every((p) => us([p.longitude, p.latitude]) !== null)) return { kind: 'us', projection: us };
  return { kind: 'world', projection: geoNaturalEarth1().fitExtent(extent, frameAround(points, MARGIN_DEGREES)) };
}

/**
 * Pushes apart points drawn closer than `minDistance`, a little at a time, so each stays clickable near its
 * true place. Deterministic: points at the very same spot part along a fixed angle per position.
 */
export function spreadPoints<T extends { x: number; y: number }>(points: T[], minDistance: number, rounds = 60): T[] {
  const out = points.map((p) => ({ ...p }));
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        let dx = out[j].x - out[i].x;
        let dy = out[j].y - out[i].y;
        let d = Math.hypot(dx, dy);
        if (d >= minDistance) continue;
        if (d < 1e-6) {
          dx = Math.cos(j * 2.4);
          dy = Math.sin(j * 2.4);
          d = 1;
        }
        const push = (minDistance - d) / 2 / d;
        out[i].x -= dx * push;
        out[i].y -= dy * push;
        out[j].x += dx * push;
        out[j].y += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

/** Each battle's place on the drawing; a battle the projection cannot place is left out. */
export function projectPoints(points: MapPoint[], projection: GeoProjection): (MapPoint & { x: number; y: number })[] {
  return points.flatMap((p) => {
    const xy = projection([p.longitude, p.latitude]);
    return xy ? [{ ...p, x: xy[0], y: xy[1] }] : [];
  });
}
