import type { FieldedKeyword, NameMatch, SearchFilter, SearchQuery } from '@muster/contract';
import type { Identity } from '../src/auth/identity';
import { search } from '../src/search/search';
import { loadFacetColumnsNow } from '../src/search/facet-columns';
import { countsFromMemory } from '../src/search/facet-count-memory';
import type { SearchDatabase } from '../src/search/search-docs.table';
import { generate, Rng } from '@muster/scripts/data';
import { ACCESS_LEVELS } from '@muster/contract/rules';
import { type Row, asSeenBy, bruteForce, countFacet, readRows, valueOf } from './search-brute-force';
import { backends, openTestDb, type TestDb } from '@muster/testkit';
import { callers } from '@muster/testkit/fixtures';

/** Every facet type with maxCount high enough that nothing is cut, so every count can be compared. */
const FACETS: { type: string; placeLevel?: number; placeParents?: string[] }[] = [
  { type: 'military.conflict' },
  { type: 'general.title.content.collection' },
  { type: 'place', placeLevel: 1 },
  { type: 'place', placeLevel: 2, placeParents: ['United States'] },
  { type: 'place', placeLevel: 3 },
  { type: 'military.service.branch' },
  { type: 'general.title.id' },
  { type: 'general.title.content.type' },
  { type: 'general.title.content.doc-type' },
  { type: 'general.title.content.sub-type' },
  { type: 'general.title.provider.id' },
  { type: 'general.title.provider.language' },
  { type: 'military.service-number' },
  { type: 'date' },
  { type: 'full-name' },
  { type: 'general.title.browse.1' },
  { type: 'general.title.browse.2' },
];
const MATCHES: NameMatch[] = ['EXACT', 'SOUNDEX', 'PHONETIC', 'SOUNDS_LIKE', 'WILDCARD'];

/** A random query built from values that occur in the data, so most queries find something. */
function randomQuery(rng: Rng, rows: Row[]): SearchQuery {
  const records = rows.filter((r) => r.surname);
  const someone = rng.pick(records);
  const q: SearchQuery = { fieldedKeywords: [], filters: [] };
  if (rng.chance(0.35)) {
    const pool = `${rng.pick(rows).title}`.match(/[A-Za-z]{4,}/g) ?? ['war'];
    q.keywords = rng.pick(pool).slice(0, 3 + rng.int(0, 3));
    if (rng.chance(0.3)) q.keywords += ` ${rng.pick(['company', 'civil', 'record', 'private'])}`;
    if (rng.chance(0.3)) q.strictMode = 'ANY';
  }
  if (rng.chance(0.6)) {
    const match = rng.pick(MATCHES);
    const surname = someone.surname!;
    const text =
      match === 'WILDCARD'
        ? `${surname.slice(0, 2)}?${surname.slice(3, 5)}*`
        : rng.chance(0.3)
          ? surname.slice(0, 3)
          : surname;
    q.fieldedKeywords!.push({
      type: 'full-name.surname',
      texts: [text],
      match,
      exclude: rng.chance(0.15),
    } satisfies FieldedKeyword);
  }
  if (rng.chance(0.25))
    q.fieldedKeywords!.push({
      type: 'full-name.given',
      texts: [someone.given_name!],
      match: rng.pick(['EXACT', 'SOUNDS_LIKE']),
    });
  if (rng.chance(0.3) && someone.birth_year) {
    q.fieldedKeywords!.push({
      type: 'date.vital.birth',
      texts: [String(someone.birth_year)],
      yearRange: rng.int(0, 3),
    });
  }
  for (const type of [
    'military.conflict',
    'military.service.branch',
    'general.title.id',
    'place',
    'general.title.content.doc-type',
  ]) {
    if (!rng.chance(0.2)) continue;
    const value = type === 'place' ? valueOf(rng.pick(records), 'place', rng.int(1, 2)) : valueOf(rng.pick(rows), type);
    if (value === null) continue;
    const prefix = type === 'military.conflict' && rng.chance(0.3);
    q.filters!.push({
      type,
      values: [{ value: prefix ? value.slice(0, 4) : value }],
      exclude: rng.chance(0.25),
      filterType: prefix ? 'PREFIX' : 'TERM',
    } satisfies SearchFilter);
  }
  return q;
}

/** The facets the services count from the columns they hold in memory (search/facet-columns.ts). */
const MEMORY_FACETS = FACETS.filter((f) => !/service-number|full-name|browse/.test(f.type));

describe.each(backends)('facet counts against brute force on %s', (backend) => {
  let t: TestDb;
  let rows: Row[];

  beforeAll(async () => {
    t = await openTestDb(backend);
    await generate({ db: t.db.db, dataDir: t.dataDir, size: 'tiny', render: false, workers: 0 });
    rows = await readRows(t.db.db);
  }, 120_000);
  afterAll(() => t?.dispose());

  /**
   * 60 queries from `seed`, each asking `facets` (sized by `size`), compared with a count over the rows the caller
   * sees: the total and every facet's counts. Answers how many had hits.
   */
  async function compareGenerated(
    caller: Identity,
    levels: readonly string[],
    seed: number,
    facets: typeof FACETS,
    size: (i: number) => number,
  ): Promise<number> {
    const rng = new Rng(seed);
    const seen = asSeenBy(rows, levels);
    let nonEmpty = 0;
    for (let i = 0; i < 60; i++) {
      const query = randomQuery(rng, rows);
      const result = await search(
        t.db.db,
        { ...query, maxCount: 0, facetRequests: facets.map((f) => ({ ...f, maxCount: size(i) })) },
        caller,
      );
      const expected = bruteForce(seen, query);
      if (expected.length > 0) nonEmpty++;
      expect([i, query, result.total]).toEqual([i, query, expected.length]);
      result.facets.forEach((facet, j) => {
        const { type, placeLevel, placeParents } = facets[j];
        const counts = Object.fromEntries(facet.values.map((v) => [v.value, v.count]));
        expect([i, type, placeLevel, counts]).toEqual([
          i,
          type,
          placeLevel,
          countFacet(expected, type, placeLevel ?? 1, placeParents),
        ]);
        expect(facet.totalCount).toBe(facet.values.length);
      });
    }
    return nonEmpty;
  }

  // The same comparison with only the facets held in memory, once those columns have loaded: counted without SQL.
  test.each([
    ['the subscriber', callers.subscriber, ACCESS_LEVELS],
    ['a visitor', callers.visitor, ['PUBLIC']],
  ] as const)(
    '60 generated queries as %s, counted from memory: every count and the total equal a count over the rows',
    async (_, caller, levels) => {
      const tables = t.db.db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>();
      expect(await loadFacetColumnsNow(t.db.db, tables, 1_000_000)).not.toBeNull();
      const counted = countsFromMemory();
      // Each query asks its own size, so none is answered from the cache of repeated queries.
      await compareGenerated(caller, levels, 20261127, MEMORY_FACETS, (i) => 9000 + i);
      expect(countsFromMemory() - counted).toBe(60);
    },
    120_000,
  );

  // The subscriber sees every field; a visitor sees no date, place or number of the records above PUBLIC.
  test.each([
    ['the subscriber', callers.subscriber, ACCESS_LEVELS],
    ['a visitor', callers.visitor, ['PUBLIC']],
  ] as const)(
    '60 generated queries as %s: every facet count and the total equal a count over the rows',
    async (_, caller, levels) => {
      const nonEmpty = await compareGenerated(caller, levels, 20260315, FACETS, () => 10000);
      // At least 20 queries with hits, so the counts compared are not mostly zeros.
      expect(nonEmpty).toBeGreaterThanOrEqual(20);
    },
    120_000,
  );
});
