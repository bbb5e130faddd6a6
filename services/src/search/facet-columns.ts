import type { Kysely } from 'kysely';
import { type IndexState, readIndexState } from './index-state';
import type { SearchDatabase } from './search-docs.table';

/**
 * The columns of search_docs that the sidebar's facets, their filters and the date span read, held in memory per
 * document id (docs/decisions/search.md, "Facet counts in memory"). Counting a common surname's facets in SQL looked
 * up every match's row (1-2 µs a match, two thirds of a search page's CPU); from these arrays a search counts the
 * ids the full-text index gives without visiting a row.
 */
export const MEMORY_COLUMNS = [
  'access_level',
  'conflict',
  'collection',
  'pub_content_type',
  'doc_type',
  'sub_type',
  'provider',
  'language',
  'branch',
  'publication_id',
  'place_country',
  'place_state',
  'place_path',
  'year',
  'date',
] as const;
export type MemoryColumn = (typeof MEMORY_COLUMNS)[number];

/** One column: per document id, 0 for NULL or no document, else 1 + the index of its value in `values` (sorted). */
export interface MemoryValues {
  codes: Uint8Array | Uint16Array | Uint32Array;
  values: (string | number)[];
}

export interface FacetColumns {
  /** The versions it was loaded at (versionOf): used only while the database still says the same. */
  version: string;
  /** One past the largest document id held. */
  size: number;
  /** access_level is never NULL, so a 0 there means no document has that id. */
  columns: Record<MemoryColumn, MemoryValues>;
  bytes: number;
}

const versionOf = (state: IndexState) => `${state.generation}.${state.countsVersion}.${state.docsVersion}`;

// Rows read per statement while loading: each is a short stop of the event loop on SQLite (better-sqlite3 is
// synchronous; about 30 ms for 5,000 rows), so searches keep being answered while a million documents load.
const CHUNK = 5_000;
// After a load, the next one waits this many times as long as the last took: with documents written every few
// seconds the columns would otherwise be reloaded without end, and searches count in SQL meanwhile anyway.
const SPACING = 4;
// A data set above the limit is looked at again after this long.
const TOO_MANY_RETRY_MS = 10 * 60_000;

interface Holder {
  current: FacetColumns | null;
  loading: Promise<FacetColumns | null> | null;
  nextLoadAt: number;
}
const holders = new WeakMap<object, Holder>();
const holderOf = (key: object) =>
  holders.get(key) ?? holders.set(key, { current: null, loading: null, nextLoadAt: 0 }).get(key)!;

/**
 * The facet columns as of `state`, or null when they are not (yet) in memory: then the search counts in SQL, and a
 * load starts in the background unless one is running or spaced out. `maxDocs` 0 turns them off.
 */
export function facetColumnsFor(
  key: object,
  db: Kysely<SearchDatabase>,
  state: IndexState,
  maxDocs: number,
): FacetColumns | null {
  if (maxDocs <= 0) return null;
  const holder = holderOf(key);
  const version = versionOf(state);
  if (holder.current?.version === version) return holder.current;
  // Out of date is of no use (counts are exact or not taken from here): let it go before its successor loads.
  holder.current = null;
  if (!holder.loading && Date.now() >= holder.nextLoadAt) startLoad(holder, db, maxDocs);
  return null;
}

/** Loads the columns now (or waits for the load under way); for tests and for warming a process up. */
export async function loadFacetColumnsNow(
  key: object,
  db: Kysely<SearchDatabase>,
  maxDocs: number,
): Promise<FacetColumns | null> {
  const holder = holderOf(key);
  return (holder.loading ?? startLoad(holder, db, maxDocs)).then(() => holder.current);
}

function startLoad(holder: Holder, db: Kysely<SearchDatabase>, maxDocs: number): Promise<FacetColumns | null> {
  const started = Date.now();
  const loading = loadFacetColumns(db, maxDocs)
    .then((loaded) => {
      if (loaded === 'too many') {
        holder.nextLoadAt = Date.now() + TOO_MANY_RETRY_MS;
        return null;
      }
      holder.current = loaded;
      holder.nextLoadAt = Date.now() + SPACING * (Date.now() - started);
      return loaded;
    })
    .catch(() => {
      // A failed load (the database away for a moment) leaves the search to SQL; the next search tries again later.
      holder.nextLoadAt = Date.now() + SPACING * (Date.now() - started);
      return null;
    })
    .finally(() => {
      holder.loading = null;
    });
  holder.loading = loading;
  return loading;
}

/**
 * Reads the columns of every document, in chunks by id. The versions are read before and after: a write between
 * them (it moves the documents version in its own transaction) makes the load worthless, and it answers null.
 */
export async function loadFacetColumns(
  db: Kysely<SearchDatabase>,
  maxDocs: number,
): Promise<FacetColumns | null | 'too many'> {
  const before = await readIndexState(db);
  const extent = await db
    .selectFrom('search_docs')
    .select((eb) => [eb.fn.max<number>('id').as('max'), eb.fn.countAll<number>().as('n')])
    .executeTakeFirstOrThrow();
  if (Number(extent.n) > maxDocs) return 'too many';
  const size = Number(extent.max ?? 0) + 1;
  // Neighbouring documents mostly share their values (a roll's records, a publication's pages): the last value's
  // code is kept to spare most of the map lookups.
  const columns = MEMORY_COLUMNS.map(() => ({
    codes: new Uint16Array(size) as Uint16Array | Uint32Array,
    codeOf: new Map<string | number, number>(),
    lastValue: null as string | number | null,
    lastCode: 0,
  }));
  for (let last = 0; ;) {
    const rows = await db
      .selectFrom('search_docs')
      .select(['id', ...MEMORY_COLUMNS])
      .where('id', '>', last)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const id = Number(row.id);
      for (let c = 0; c < MEMORY_COLUMNS.length; c++) {
        const value = row[MEMORY_COLUMNS[c]!] as string | number | null;
        if (value === null) continue;
        const column = columns[c]!;
        if (value !== column.lastValue) {
          let code = column.codeOf.get(value);
          if (code === undefined) {
            code = column.codeOf.size + 1;
            column.codeOf.set(value, code);
            if (code === 0x10000) column.codes = Uint32Array.from(column.codes);
          }
          column.lastValue = value;
          column.lastCode = code;
        }
        column.codes[id] = column.lastCode;
      }
    }
    last = Number(rows.at(-1)!.id);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const after = await readIndexState(db);
  if (versionOf(after) !== versionOf(before)) return null;
  const held = Object.fromEntries(
    MEMORY_COLUMNS.map((name, c) => [name, sorted(columns[c]!.codes, columns[c]!.codeOf)]),
  ) as Record<MemoryColumn, MemoryValues>;
  const bytes = Object.values(held).reduce((sum, column) => sum + column.codes.byteLength, 0);
  return { version: versionOf(before), size, columns: held, bytes };
}

/**
 * The values in order (numbers by number, text by code unit, as SQL's min and max compare dates) and the codes
 * renumbered to match, in the narrowest array that holds them.
 */
function sorted(codes: Uint16Array | Uint32Array, codeOf: Map<string | number, number>): MemoryValues {
  const values = [...codeOf.keys()].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0,
  );
  const renumber = new Uint32Array(values.length + 1);
  values.forEach((value, i) => (renumber[codeOf.get(value)!] = i + 1));
  const out =
    values.length < 0x100
      ? new Uint8Array(codes.length)
      : values.length < 0x10000
        ? new Uint16Array(codes.length)
        : new Uint32Array(codes.length);
  for (let id = 0; id < codes.length; id++) out[id] = renumber[codes[id]!]!;
  return { codes: out, values };
}
