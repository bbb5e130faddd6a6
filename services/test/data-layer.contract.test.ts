import { sql } from 'kysely';
import type { Facet, SearchQuery, SearchResults } from '@muster/contract';
import { rebuildSearchIndex } from '../src/search/index-build';
import { SearchError, search } from '../src/search/search';
import { countBy, type ExpectedDoc, expectedDocs, matches } from '@muster/testkit/fixture-docs';
import * as f from '@muster/testkit/fixtures';
import { callers } from '@muster/testkit/fixtures';
import { backends, openTestDb, type TestDb } from '@muster/testkit';

const keysOf = (r: SearchResults) => r.hits.map((h) => `${h.doc.contentType}:${h.doc.objectId}`);
const countsOf = (facet: Facet | undefined) => Object.fromEntries((facet?.values ?? []).map((v) => [v.value, v.count]));
const country = (d: ExpectedDoc) => d.placePath?.split(',')[0] ?? null;

describe.each(backends)('data layer on %s', (backend) => {
  let t: TestDb;
  const docs = expectedDocs();
  // As the subscriber, who sees every field of every record: the counts are compared with all of the fixture.
  const run = (query: SearchQuery) => search(t.db.db, { maxCount: 100, ...query }, callers.subscriber);

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
  });
  afterAll(() => t.dispose());

  describe('tables', () => {
    test.each([
      ['publications', f.publications],
      ['rolls', f.rolls],
      ['images', f.images],
      ['sub_images', f.subImages],
      ['places', f.places],
      ['regiments', f.regiments],
      ['companies', f.companies],
      ['battles', f.battles],
      ['index_records', f.indexRecords],
      ['users', f.users],
      ['memorials', f.memorials],
      ['memorial_elements', f.memorialElements],
    ] as const)('%s read back exactly as inserted', async (table, rows) => {
      const read = await t.db.db.selectFrom(table).selectAll().orderBy('id').execute();
      expect(read).toEqual([...rows].sort((a, b) => Number(a.id) - Number(b.id)));
    });

    test('the index holds one document per record, image, roll, memorial, regiment and battle', async () => {
      const { n } = await sql<{ n: number }>`SELECT count(*) AS n FROM search_docs`
        .execute(t.db.db)
        .then((r) => r.rows[0]);
      expect(Number(n)).toBe(docs.length);
    });

    test('rebuilding the index twice gives the same documents', async () => {
      await rebuildSearchIndex(t.db.db);
      expect((await run({})).total).toBe(docs.length);
      expect((await run({ keywords: 'whitcomb' })).total).toBe(docs.filter((d) => matches(d, 'whitcomb')).length);
    });
  });

  describe('keywords', () => {
    test.each(['whitcomb', 'whitc', 'josiah whit', 'antietam', 'sullivan navy', 'columbus machinist', 'harvard'])(
      '"%s" finds exactly the documents holding every word',
      async (keywords) => {
        const result = await run({ keywords });
        const expected = docs.filter((d) => matches(d, keywords)).map((d) => d.key);
        expect(expected.length).toBeGreaterThan(0);
        expect(keysOf(result).sort()).toEqual(expected.sort());
        expect(result.total).toBe(expected.length);
      },
    );

    test('a word nobody wrote finds nothing', async () => {
      expect(await run({ keywords: 'zeppelin' })).toMatchObject({ total: 0, hits: [] });
    });

    test('the full-name fielded keyword only looks at personal names', async () => {
      const result = await run({ fieldedKeywords: [{ type: 'full-name', texts: ['sullivan'] }] });
      const expected = docs.filter((d) => matches(d, '', 'sullivan')).map((d) => d.key);
      expect(keysOf(result).sort()).toEqual(expected.sort());
      expect(keysOf(result).some((k) => k.startsWith('IMAGE'))).toBe(false);
    });

    test('relevance puts a title match above a passing mention', async () => {
      const [first] = (await run({ keywords: 'antietam' })).hits;
      expect(first.doc).toEqual({ contentType: 'BATTLE', objectId: 1 });
    });

    test('hits carry HTML-escaped highlights with the match in <em>', async () => {
      const result = await run({ keywords: 'brien' });
      expect(result.hits.length).toBeGreaterThan(0);
      for (const hit of result.hits) expect(hit.highlights.join(' ')).toMatch(/<em>Brien<\/em>/i);
      expect(result.hits.flatMap((h) => h.highlights).some((h) => h.includes('O&#39;<em>Brien</em>'))).toBe(true);
    });
  });

  describe('filters and facets', () => {
    const facetCases: [string, (d: ExpectedDoc) => string | number | null][] = [
      ['military.conflict', (d) => d.conflict],
      ['general.title.id', (d) => d.publicationId],
      ['general.title.content.type', (d) => d.pubContentType],
      ['general.title.content.doc-type', (d) => d.docType],
      ['military.service.branch', (d) => d.branch],
      ['place', country],
    ];

    test('an empty query returns every document and the default facets, counted by brute force', async () => {
      const result = await run({});
      expect(result.total).toBe(docs.length);
      // The date facet counts decades when the hits span more than one (the fixtures do).
      const decade = (d: ExpectedDoc) => {
        const year = d.date ? Number(d.date.slice(0, 4)) : null;
        return year === null ? null : `${year - (year % 10)}-${year - (year % 10) + 9}`;
      };
      const defaults: typeof facetCases = [...facetCases, ['date', decade]];
      expect(result.facets.map((x) => x.type).sort()).toEqual(defaults.map(([type]) => type).sort());
      for (const [type, value] of defaults) {
        expect([type, countsOf(result.facets.find((x) => x.type === type))]).toEqual([type, countBy(docs, value)]);
      }
    });

    test('facets count within the keyword and filters', async () => {
      const result = await run({
        keywords: 'whit',
        filters: [{ type: 'military.conflict', values: [{ value: 'Civil War' }] }],
      });
      const subset = docs.filter((d) => matches(d, 'whit') && d.conflict === 'Civil War');
      expect(result.total).toBe(subset.length);
      for (const [type, value] of facetCases)
        expect([type, countsOf(result.facets.find((x) => x.type === type))]).toEqual([type, countBy(subset, value)]);
    });

    test('publication facet values are labelled with the publication title', async () => {
      const facet = (await run({ facetRequests: [{ type: 'general.title.id' }] })).facets[0];
      expect(facet.values.find((v) => v.value === String(f.fixture.publications.draftCards))?.label).toBe(
        'WWI Draft Registration Cards',
      );
    });

    test('exclude drops the value but keeps documents without one', async () => {
      const result = await run({
        filters: [{ type: 'military.conflict', values: [{ value: 'Civil War' }], exclude: true }],
      });
      const expected = docs.filter((d) => d.conflict !== 'Civil War');
      expect(keysOf(result).sort()).toEqual(expected.map((d) => d.key).sort());
      expect(keysOf(result)).toContain(`STORY_PAGE:${f.fixture.topicMemorialId}`);
    });

    test('several values of one filter are alternatives; several filters must all hold', async () => {
      const result = await run({
        filters: [
          { type: 'military.service.branch', values: [{ value: 'Navy' }, { value: 'Marine Corps' }] },
          { type: 'general.title.id', values: [{ value: String(f.fixture.publications.pensions) }] },
        ],
      });
      const expected = docs.filter(
        (d) =>
          (d.branch === 'Navy' || d.branch === 'Marine Corps') && d.publicationId === f.fixture.publications.pensions,
      );
      expect(keysOf(result).sort()).toEqual(expected.map((d) => d.key).sort());
    });

    test('a place filter matches the place and everything under it; place facets go down a level', async () => {
      const result = await run({
        filters: [{ type: 'place', values: [{ value: 'United States,Massachusetts' }] }],
        facetRequests: [{ type: 'place', placeLevel: 2, placeParents: ['United States'] }],
      });
      const expected = docs.filter(
        (d) => d.placePath === 'United States,Massachusetts' || d.placePath?.startsWith('United States,Massachusetts,'),
      );
      expect(keysOf(result).sort()).toEqual(expected.map((d) => d.key).sort());
      expect(result.facets[0].values).toEqual([
        {
          value: 'United States,Massachusetts',
          label: 'Massachusetts, United States',
          shortLabel: 'Massachusetts',
          count: expected.length,
          nodeType: null,
        },
      ]);
    });

    test('a PREFIX filter matches the start of the value, ignoring case', async () => {
      const result = await run({
        filters: [{ type: 'military.conflict', values: [{ value: 'world' }], filterType: 'PREFIX' }],
      });
      expect(result.total).toBe(docs.filter((d) => d.conflict === 'World War I').length);
    });

    test('earliest and latest dates span the matching documents', async () => {
      const result = await run({ filters: [{ type: 'military.conflict', values: [{ value: 'World War I' }] }] });
      const dates = docs
        .filter((d) => d.conflict === 'World War I' && d.date)
        .map((d) => d.date!)
        .sort();
      expect([result.earliestDate, result.latestDate]).toEqual([dates[0], dates[dates.length - 1]]);
    });

    test('facet maxCount cuts the values but totalCount counts them all; ALPHABETICAL sorts by label', async () => {
      const [facet] = (
        await run({ facetRequests: [{ type: 'military.service.branch', maxCount: 1, sort: 'ALPHABETICAL' }] })
      ).facets;
      expect(facet.values.map((v) => v.value)).toEqual(['Army']);
      expect(facet.totalCount).toBe(Object.keys(countBy(docs, (d) => d.branch)).length);
    });

    test('unknown facet types are refused', async () => {
      await expect(run({ filters: [{ type: 'general.nonsense', values: [{ value: 'x' }] }] })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    });
  });

  describe('sorting and paging', () => {
    test('NAME sorts by surname, then given name', async () => {
      const result = await run({
        keywords: 'baker',
        sortOrder: 'NAME',
        filters: [{ type: 'general.title.id', values: [{ value: '2' }, { value: '3' }] }],
      });
      expect(keysOf(result)).toEqual(['INDEX_RECORD:15', 'INDEX_RECORD:29', 'INDEX_RECORD:19']);
    });

    test('DATE_ASC and DATE_DESC order by date with undated documents last', async () => {
      for (const sortOrder of ['DATE_ASC', 'DATE_DESC'] as const) {
        const result = await run({ sortOrder });
        const dates = result.hits.map(
          (h) => docs.find((d) => d.key === `${h.doc.contentType}:${h.doc.objectId}`)!.date,
        );
        const dated = dates.filter((d): d is string => d !== null);
        expect(dates.slice(0, dated.length)).toEqual(dated);
        expect(dated).toEqual(
          [...dated].sort((a, b) => (sortOrder === 'DATE_ASC' ? a.localeCompare(b) : b.localeCompare(a))),
        );
      }
    });

    test('LAST_MODIFIED puts the most recently changed first', async () => {
      const result = await run({ sortOrder: 'LAST_MODIFIED', maxCount: 3 });
      const newest = docs.filter((d) => d.lastModified === '2024-06-15T09:30:00.000Z').map((d) => d.key);
      expect(newest).toEqual(expect.arrayContaining(keysOf(result)));
    });

    test('offset and maxCount page through the same order', async () => {
      const all = keysOf(await run({ sortOrder: 'NAME' }));
      const page = await run({ sortOrder: 'NAME', offset: 10, maxCount: 5 });
      expect(keysOf(page)).toEqual(all.slice(10, 15));
      expect(page.total).toBe(docs.length);
    });

    test('offset + maxCount over 10000 is TOO_LARGE', async () => {
      await expect(search(t.db.db, { offset: 9950, maxCount: 100 })).rejects.toBeInstanceOf(SearchError);
      await expect(search(t.db.db, { offset: 9950, maxCount: 100 })).rejects.toMatchObject({ code: 'TOO_LARGE' });
      await expect(search(t.db.db, { offset: 9900, maxCount: 100 })).resolves.toMatchObject({ hits: [] });
    });
  });
});
