import type { Insertable } from 'kysely';
import type { PlaceTable } from '@muster/services/db';
import { countries, states } from '../curated/places';

/** The place tree (country, state, city) with ids, and lookups by path. */
export class PlaceIndex {
  readonly rows: Insertable<PlaceTable>[] = [];
  private readonly byPath = new Map<string, number>();

  constructor() {
    const us = this.add(null, 'United States', 'country', 'United States');
    for (const state of states) {
      const sid = this.add(us, state.name, 'state', `United States,${state.name}`);
      for (const city of state.cities) this.add(sid, city, 'city', `United States,${state.name},${city}`);
    }
    for (const country of countries) {
      const cid = this.add(null, country.name, 'country', country.name);
      for (const city of country.cities) this.add(cid, city, 'city', `${country.name},${city}`);
    }
  }

  private add(parent: number | null, name: string, level: string, path: string): number {
    const id = this.rows.length + 1;
    this.rows.push({ id, parent_id: parent, name, level, path });
    this.byPath.set(path, id);
    return id;
  }

  path(id: number): string {
    return this.rows[id - 1].path as string;
  }

  id(path: string): number {
    const id = this.byPath.get(path);
    if (!id) throw new Error(`unknown place ${path}`);
    return id;
  }

  /** "Portland, Maine" or "Cork, Ireland": the way a register names a place. */
  static label(path: string): string {
    const parts = path.split(',');
    if (parts[0] === 'United States') parts.shift();
    return parts.reverse().join(', ');
  }
}
