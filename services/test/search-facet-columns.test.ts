import type { SearchQuery, SearchResults } from '@muster/contract';
import type { Identity } from '../src/auth/identity';
import { search } from '../src/search/search';
import { loadFacetColumnsNow } from '../src/search/facet-columns';
import { countsFromMemory } from '../src/search/facet-count-memory';
import { reindexDocs } from '../src/search/index-update';
import type { SearchDatabase } from '../src/search/search-docs.table';
import { backends, openTestDb, type TestDb } from '@muster/testkit';
import { callers, seedFixtures } from '@muster/testkit/fixtures';

const IN_SQL = { statementTimeoutMs: 0, facetMemoryDocs: 0 };

/**
 * The facet columns held in memory (search/facet-columns.ts): counts from them equal counts in SQL for every caller,
 * and a write of a document is counted at once (from SQL until the columns have loaded again, then from them).
 */
describe.each(backends)('facet counts from memory on %s', (backend) => {
  let t: TestDb;
  const tables = () => t.db.db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>();
  // Each search asks its facets a size of its own, so no answer comes from the cache of repeated queries.
  let size = 500;
  const ask = (query: SearchQuery, identity: Identity, settings?: typeof IN_SQL): Promise<SearchResults> => {
    size++;
    const facetRequests = [
      { type: 'military.conflict', maxCount: size },
      { type: 'general.title.id', maxCount: size },
      { type: 'place', maxCount: size },
      { type: 'place', maxCount: size, placeLevel: 2, placeParents: ['United States'] },
      { type: 'date', maxCount: size },
      { type: 'general.title.content.sub-type', maxCount: size },
    ];
    return search(t.db.db, { maxCount: 0, ...query, facetRequests }, identity, settings);
  };
  const summary = ({ total, earliestDate, latestDate, facets }: SearchResults) => ({
    total,
    earliestDate,
    latestDate,
    facets: facets.map((f) => Object.fromEntries(f.values.map((v) => [v.value, v.count]))),
  });
  const conflicts = (r: SearchResults) => summary(r).facets[0]!;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
  }, 60_000);
  afterAll(() => t?.dispose());

  const queries: [string, SearchQuery][] = [
    ['every document', {}],
    ['keywords', { keywords: 'whitcomb' }],
    ['a surname', { fieldedKeywords: [{ type: 'full-name.surname', texts: ['Whitcomb'] }] }],
    ['a conflict filter', { filters: [{ type: 'military.conflict', values: [{ value: 'Civil War' }] }] }],
    ['a place filter, excluded', { filters: [{ type: 'place', values: [{ value: 'United States' }], exclude: true }] }],
    ['a decade', { filters: [{ type: 'date', values: [{ value: '1860-1869' }] }] }],
    [
      'keywords with a publication filter',
      { keywords: 'civil', filters: [{ type: 'general.title.id', values: [{ value: '1' }] }] },
    ],
  ];

  test.each(queries)(
    '%s: the same counts from memory as in SQL, for a visitor, a Basic member and a subscriber',
    async (_, query) => {
      expect(await loadFacetColumnsNow(t.db.db, tables(), 1_000_000)).not.toBeNull();
      for (const identity of [callers.visitor, callers.basic, callers.subscriber]) {
        const inSql = await ask(query, identity, IN_SQL);
        const before = countsFromMemory();
        const fromMemory = await ask(query, identity);
        expect(countsFromMemory()).toBe(before + 1);
        expect(summary(fromMemory)).toEqual(summary(inSql));
      }
    },
  );

  // Pages as well as counts: on SQLite the facet filters decided in memory narrow the page to the ids they keep, and
  // a page holding every match gives the counts its ids. Walked by cursor, three hits a page, and whole.
  test.each(queries)('%s: the same pages from memory as in SQL, walked by cursor and whole', async (_, query) => {
    expect(await loadFacetColumnsNow(t.db.db, tables(), 1_000_000)).not.toBeNull();
    for (const identity of [callers.visitor, callers.subscriber]) {
      const walk = async (settings?: typeof IN_SQL) => {
        const pages: { ids: string[]; total: number }[] = [];
        let after: string | null | undefined;
        for (let i = 0; i < 4 && after !== null; i++) {
          const answer = await search(
            t.db.db,
            { ...query, maxCount: 3, ...(after ? { after } : {}), facetRequests: [{ type: 'date', maxCount: size++ }] },
            identity,
            settings,
          );
          pages.push({ ids: answer.hits.map((h) => `${h.doc.contentType}:${h.doc.objectId}`), total: answer.total });
          after = answer.endCursor;
        }
        return pages;
      };
      expect(await walk()).toEqual(await walk(IN_SQL));
      const before = countsFromMemory();
      const whole = await ask({ ...query, maxCount: 100 }, identity);
      expect(countsFromMemory()).toBe(before + 1);
      const wholeInSql = await ask({ ...query, maxCount: 100 }, identity, IN_SQL);
      expect(summary(whole)).toEqual(summary(wholeInSql));
      const hitsOf = (r: SearchResults) => r.hits.map((h) => h.doc.objectId);
      expect(hitsOf(whole)).toEqual(hitsOf(wholeInSql));
    }
  });

  test('the visitor is not told the places and dates of records it may not view', async () => {
    await loadFacetColumnsNow(t.db.db, tables(), 1_000_000);
    const visitor = summary(await ask({}, callers.visitor));
    const subscriber = summary(await ask({}, callers.subscriber));
    expect(visitor.total).toBe(subscriber.total);
    const placed = (s: typeof visitor) => Object.values(s.facets[2]!).reduce((a, b) => a + b, 0);
    expect(placed(visitor)).toBeLessThan(placed(subscriber));
  });

  test('a document written is counted at once: in SQL while the columns reload, then from them', async () => {
    await loadFacetColumnsNow(t.db.db, tables(), 1_000_000);
    const before = await ask({}, callers.subscriber);
    const record = await t.db.db
      .selectFrom('index_records')
      .select(['id', 'conflict'])
      .where('conflict', '=', 'Civil War')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.db.updateTable('index_records').set({ conflict: 'War of 1812' }).where('id', '=', record.id).execute();
    await reindexDocs(t.db.db, 'INDEX_RECORD', [record.id]);

    const counted = countsFromMemory();
    const after = await ask({}, callers.subscriber);
    expect(countsFromMemory()).toBe(counted);
    expect(conflicts(after)['War of 1812']).toBe((conflicts(before)['War of 1812'] ?? 0) + 1);
    expect(conflicts(after)['Civil War']).toBe(conflicts(before)['Civil War']! - 1);

    expect(await loadFacetColumnsNow(t.db.db, tables(), 1_000_000)).not.toBeNull();
    const again = await ask({}, callers.subscriber);
    expect(countsFromMemory()).toBe(counted + 1);
    expect(summary(again)).toEqual(summary(after));
  });

  test('above SEARCH_FACET_MEMORY_DOCS nothing is held, and at 0 the counts come from SQL', async () => {
    expect(await loadFacetColumnsNow({}, tables(), 3)).toBeNull();
    const counted = countsFromMemory();
    const answer = await ask({ keywords: 'whitcomb' }, callers.subscriber, IN_SQL);
    expect(countsFromMemory()).toBe(counted);
    expect(answer.total).toBeGreaterThan(0);
  });
});
