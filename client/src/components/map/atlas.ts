import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Bundled with the site (Vite emits them as hashed assets on our origin): no map tiles or CDN at run time.
import statesUrl from 'us-atlas/states-10m.json?url';
import countriesUrl from 'world-atlas/countries-110m.json?url';

/** Outlines to draw under the battles, unprojected (longitude, latitude). */
export interface Atlas {
  /** Land to fill: the states (US map) or the countries (world map). */
  land: FeatureCollection;
  /** Borders between the filled shapes. */
  borders: MultiLineString;
  /** US state borders on the world map, for battles near home. */
  stateBorders?: MultiLineString;
}

const cache = new Map<string, Promise<Topology>>();
function topology(url: string): Promise<Topology> {
  if (!cache.has(url)) {
    const loading = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`map outlines: ${r.status}`);
      return r.json() as Promise<Topology>;
    });
    loading.catch(() => cache.delete(url));
    cache.set(url, loading);
  }
  return cache.get(url)!;
}

const inner = (a: unknown, b: unknown) => a !== b;

/** The outlines for a map kind: US states from us-atlas, or countries from world-atlas (110m, small enough). */
export async function loadAtlas(kind: 'us' | 'world'): Promise<Atlas> {
  const states = await topology(statesUrl);
  const stateObjects = states.objects.states as GeometryCollection;
  if (kind === 'us') {
    return { land: feature(states, stateObjects) as FeatureCollection, borders: mesh(states, stateObjects, inner) };
  }
  const world = await topology(countriesUrl);
  const countries = world.objects.countries as GeometryCollection;
  return {
    land: feature(world, countries) as FeatureCollection,
    borders: mesh(world, countries, inner),
    stateBorders: mesh(states, stateObjects, inner),
  };
}
