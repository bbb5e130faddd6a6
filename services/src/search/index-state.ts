import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { SearchDatabase } from './search-docs.table';

/**
 * The index generation, bumped by every rebuild. Dictionaries and cached facets are kept per database
 * handle and generation, so a rebuild (by this process or another one) retires them on the next search.
 */
export async function readGeneration(db: Kysely<SearchDatabase>): Promise<number> {
  const row = await db.selectFrom('search_state').select('generation').where('id', '=', 1).executeTakeFirst();
  return row?.generation ?? 0;
}

/**
 * The versions of what the services hold, from the one row of search_state: the index generation (bumped by every
 * rebuild and by writes that add names or move documents), the counts version (record corrections, finished and undone
 * imports: what records count changed while documents' ids stay) and the catalogue version (publication writes,
 * finished and undone imports: what the publication list says). Caches of every services instance and every gateway
 * (GET /cache/versions) key on them. The documents version moves with every other write of search documents (a saved
 * memorial, an import's batch): only the in-memory facet columns (facet-columns.ts) key on it.
 */
export interface IndexState {
  generation: number;
  countsVersion: number;
  catalogueVersion: number;
  docsVersion: number;
}

export async function readIndexState(db: Kysely<SearchDatabase>): Promise<IndexState> {
  const row = await db
    .selectFrom('search_state')
    .select(['generation', 'counts_version', 'catalogue_version', 'docs_version'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    generation: Number(row?.generation ?? 0),
    countsVersion: Number(row?.counts_version ?? 0),
    catalogueVersion: Number(row?.catalogue_version ?? 0),
    docsVersion: Number(row?.docs_version ?? 0),
  };
}

/** Which versions a write moves on; inside the caller's transaction, so they change when its rows do. */
export async function bumpVersions(
  db: Kysely<Database>,
  which: { generation?: boolean; counts?: boolean; catalogue?: boolean; docs?: boolean },
): Promise<void> {
  await db
    .withTables<Pick<SearchDatabase, 'search_state'>>()
    .updateTable('search_state')
    .set((eb) => ({
      ...(which.generation ? { generation: eb('generation', '+', 1) } : {}),
      ...(which.counts ? { counts_version: eb('counts_version', '+', 1) } : {}),
      ...(which.catalogue ? { catalogue_version: eb('catalogue_version', '+', 1) } : {}),
      ...(which.docs ? { docs_version: eb('docs_version', '+', 1) } : {}),
    }))
    .where('id', '=', 1)
    .execute();
}

/** A value loaded once per database handle and index generation (the handle is the caller's, not a withTables copy). */
export function perGeneration<T>(load: (db: Kysely<SearchDatabase>) => Promise<T>) {
  const memo = new WeakMap<object, { generation: number; value: Promise<T> }>();
  return (key: object, db: Kysely<SearchDatabase>, generation: number): Promise<T> => {
    const held = memo.get(key);
    if (held && held.generation === generation) return held.value;
    const value = load(db);
    memo.set(key, { generation, value });
    value.catch(() => memo.delete(key));
    return value;
  };
}

/** A small least-recently-used map with a time limit, for facet counts of repeated queries. */
export class ResultCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();
  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() - entry.at > this.ttlMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), value });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}
