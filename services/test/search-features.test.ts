import { sql } from 'kysely';
import type { Identity } from '../src/auth/identity';
import type { NameMatch, SearchQuery, SearchResults } from '@muster/contract';
import { search } from '../src/search/search';
import * as f from '@muster/testkit/fixtures';
import { callers } from '@muster/testkit/fixtures';
import { backends, openTestDb, type TestDb } from '@muster/testkit';

const recordIds = (r: SearchResults) =>
  r.hits
    .filter((h) => h.doc.contentType === 'INDEX_RECORD')
    .map((h) => h.doc.objectId)
    .sort((a, b) => a - b);
const recordsWhere = (test: (r: (typeof f.indexRecords)[number]) => boolean) =>
  f.indexRecords
    .filter(test)
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe.each(backends)('search features on %s', (backend) => {
  let t: TestDb;
  // As the subscriber, who may view every record (hidden fields: search-hidden-fields.test.ts).
  const run = (query: SearchQuery, as: Identity = callers.subscriber) =>
    search(t.db.db, { maxCount: 100, facetRequests: [], ...query }, as);

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    await t.db.db
      .insertInto('tags')
      .values([
        {
          user_id: 1,
          name: 'my ancestor',
          content_type: 'INDEX_RECORD',
          object_id: 1,
          private: 1,
          created: '2024-01-01',
        },
        {
          user_id: 2,
          name: 'Antietam dead',
          content_type: 'INDEX_RECORD',
          object_id: 5,
          private: 0,
          created: '2024-01-01',
        },
      ])
      .execute();
  }, 60_000);
  afterAll(() => t.dispose());

  describe('name matching reports the kind of match', () => {
    test.each([
      ['full-name.surname', 'Whitcomb', 'EXACT', 'Whitcomb', 'EXACT'],
      ['full-name.surname', 'Whit', 'EXACT', 'Whitcomb', 'PREFIX'],
      ['full-name.surname', 'Whitcombe', 'SOUNDEX', 'Whitcomb', 'SOUNDEX'],
      ['full-name.surname', 'Whitc?mb', undefined, 'Whitcomb', 'WILDCARD'],
      ['full-name.surname', 'Wh*b', undefined, 'Whitcomb', 'WILDCARD'],
      ['full-name.surname', 'Mueller', 'PHONETIC', 'Müller', 'PHONETIC'],
      ['full-name.surname', 'Sulivan', 'SOUNDS_LIKE', 'Sullivan', 'PHONETIC'],
      ['full-name.surname', 'Kowalsky', 'SOUNDEX', 'Kowalski', 'SOUNDEX'],
      ['full-name.given', 'Jon', 'SOUNDS_LIKE', 'John', 'PHONETIC'],
      ['full-name', 'Kowalsky', 'SOUNDEX', 'Kowalski', 'SOUNDEX'],
    ] as [string, string, NameMatch | undefined, string, string][])(
      '%s %s by %s finds %s (%s)',
      async (type, text, match, name, kind) => {
        const result = await run({ fieldedKeywords: [{ type, texts: [text], match }] });
        const part = type === 'full-name.given' ? 'given_name' : 'surname';
        expect(recordIds(result)).toEqual(recordsWhere((r) => r[part] === name));
        const field = type === 'full-name.given' ? 'full-name.given' : 'full-name.surname';
        for (const hit of result.hits) expect(hit.matches).toContainEqual({ field, kind, value: name });
      },
    );

    test('born 1840 ± 2 among the Whitcombs', async () => {
      const result = await run({
        fieldedKeywords: [
          { type: 'full-name.surname', texts: ['Whitcomb'] },
          { type: 'date.vital.birth', texts: ['1840'], yearRange: 2 },
        ],
      });
      expect(recordIds(result)).toEqual(
        recordsWhere((r) => r.surname === 'Whitcomb' && Math.abs((r.birth_year ?? 0) - 1840) <= 2),
      );
      const josiah = result.hits.find(
        (h) => h.doc.objectId === f.fixture.josiahRecordId && h.doc.contentType === 'INDEX_RECORD',
      )!;
      expect(josiah.matches).toEqual([
        { field: 'full-name.surname', kind: 'EXACT', value: 'Whitcomb' },
        { field: 'date.vital.birth', kind: 'YEAR_RANGE', value: '1838' },
      ]);
    });

    test('a place by name matches everything under it; service number and rank; exclude', async () => {
      const ohio = await run({ fieldedKeywords: [{ type: 'place.residence', texts: ['Ohio'] }] });
      expect(recordIds(ohio)).toEqual(recordsWhere((r) => [5, 6, 7].includes(r.residence_place_id ?? 0)));
      expect(ohio.hits.find((h) => h.doc.objectId === 21)?.matches).toEqual([
        { field: 'place.residence', kind: 'PREFIX', value: 'United States,Ohio,Franklin,Columbus' },
      ]);
      expect(
        recordIds(await run({ fieldedKeywords: [{ type: 'military.service-number', texts: ['1021'], strict: true }] })),
      ).toEqual([21]);
      expect(recordIds(await run({ fieldedKeywords: [{ type: 'military.rank', texts: ['sergeant'] }] }))).toEqual(
        recordsWhere((r) => r.rank === 'Sergeant'),
      );
      const all = (await run({})).total;
      const notWhitcomb = await run({
        fieldedKeywords: [{ type: 'full-name.surname', texts: ['Whitcomb'], exclude: true }],
      });
      expect(notWhitcomb.total).toBe(
        all - (await run({ fieldedKeywords: [{ type: 'full-name.surname', texts: ['Whitcomb'] }] })).total,
      );
    });

    test('relevance lists exact names before prefixes', async () => {
      const result = await run({
        fieldedKeywords: [
          { type: 'full-name.surname', texts: ['Whit'] },
          { type: 'full-name.given', texts: ['Eli'] },
        ],
      });
      expect(result.hits[0].doc).toEqual({ contentType: 'INDEX_RECORD', objectId: 2 });
    });
  });

  describe('facets', () => {
    test('place facets go country, state under a parent, county, with hierarchy labels and short labels', async () => {
      const [countries, states, counties] = (
        await run({
          facetRequests: [
            { type: 'place', placeLevel: 1 },
            { type: 'place', placeLevel: 2, placeParents: ['United States'] },
            { type: 'place', placeLevel: 3, placeParents: ['United States,Ohio'] },
          ],
        })
      ).facets;
      expect(countries.values.map((v) => [v.value, v.label, v.shortLabel])).toEqual([
        ['United States', 'United States', 'United States'],
        ['Ireland', 'Ireland', 'Ireland'],
      ]);
      expect(states.values.map((v) => [v.value, v.label, v.shortLabel]).sort()).toEqual([
        ['United States,Massachusetts', 'Massachusetts, United States', 'Massachusetts'],
        ['United States,Ohio', 'Ohio, United States', 'Ohio'],
      ]);
      expect(counties.values).toEqual([
        {
          value: 'United States,Ohio,Franklin',
          label: 'Franklin, Ohio, United States',
          shortLabel: 'Franklin',
          count: 7,
          nodeType: null,
        },
      ]);
    });

    test('browse levels: a value is a FILE when its rolls go no deeper; valueFilter and requiredValues', async () => {
      const pub1 = { filters: [{ type: 'general.title.id', values: [{ value: '1' }] }] };
      const [level2, level3] = (
        await run({
          ...pub1,
          facetRequests: [{ type: 'general.title.browse.2' }, { type: 'general.title.browse.3', sort: 'ALPHABETICAL' }],
        })
      ).facets;
      expect(level2.values.map((v) => [v.value, v.nodeType])).toEqual([['20th Infantry', null]]);
      expect(level3.values.map((v) => [v.value, v.nodeType])).toEqual([
        ['Company A', 'FILE'],
        ['Company B', 'FILE'],
      ]);
      const [filtered] = (
        await run({
          ...pub1,
          facetRequests: [{ type: 'general.title.browse.3', valueFilter: 'y b', requiredValues: ['Nowhere'] }],
        })
      ).facets;
      // Company B: its page, its four soldiers and the roll itself.
      expect(filtered.values.map((v) => [v.value, v.count])).toEqual([
        ['Company B', 6],
        ['Nowhere', 0],
      ]);
      expect(filtered.totalCount).toBe(1);
    });

    test('date facet by decade with earliest and latest dates; publication labels are titles', async () => {
      const result = await run({
        facetRequests: [{ type: 'date' }, { type: 'general.title.id', valueFilter: 'draft' }],
      });
      expect(result.facets[0].values.map((v) => v.label)).toContain('1860s');
      expect(result.facets[0].values.find((v) => v.label === '1860s')?.value).toBe('1860-1869');
      expect(result.facets[1].values.map((v) => v.label)).toEqual(['WWI Draft Registration Cards']);
      expect(result.earliestDate! < result.latestDate!).toBe(true);
    });
  });

  describe('query options', () => {
    test('tags: public by name, private only in the name:userId form and only for that user', async () => {
      expect(recordIds(await run({ tags: [{ name: 'Antietam dead' }] }))).toEqual([5]);
      expect(recordIds(await run({ tags: [{ name: 'my ancestor' }] }))).toEqual([]);
      expect(recordIds(await run({ tags: [{ name: 'my ancestor:1' }] }, callers.visitor))).toEqual([]);
      expect(recordIds(await run({ tags: [{ name: 'my ancestor:1' }] }, callers.subscriber))).toEqual([1]);
      expect(
        recordIds(await run({ tags: [{ name: 'my ancestor', privateTagUserId: 1 }] }, callers.subscriber)),
      ).toEqual([1]);
      expect(recordIds(await run({ tags: [{ name: 'my ancestor:1' }] }, callers.basic))).toEqual([]);
      const all = (await run({})).total;
      expect((await run({ tags: [{ name: 'Antietam dead', exclude: true }] })).total).toBe(all - 1);
    });

    test('ocr false leaves page text out; highlight false leaves fragments out', async () => {
      expect((await run({ keywords: 'poolesville' })).total).toBe(1);
      expect((await run({ keywords: 'poolesville', ocr: false })).total).toBe(0);
      const plain = await run({ keywords: 'antietam', highlight: false });
      expect(plain.hits.every((h) => h.highlights.length === 0)).toBe(true);
      expect(plain.hits[0].matches).toEqual([{ field: 'keywords', kind: 'KEYWORD', value: 'Antietam' }]);
    });

    test('strictMode ANY, NAME_DESC, lastUpdated and dateSpan', async () => {
      const both = await run({ keywords: 'kowalski müller' });
      const either = await run({ keywords: 'kowalski müller', strictMode: 'ANY' });
      expect(either.total).toBeGreaterThan(both.total);
      const byName = await run({ keywords: 'baker', sortOrder: 'NAME' });
      expect((await run({ keywords: 'baker', sortOrder: 'NAME_DESC' })).hits.map((h) => h.doc)).toEqual(
        byName.hits.map((h) => h.doc).reverse(),
      );
      expect((await run({ lastUpdated: '1_MONTH' })).total).toBe(0);
      await sql`UPDATE search_docs SET last_modified = ${new Date().toISOString()} WHERE content_type = 'BATTLE' AND object_id = 3`.execute(
        t.db.db,
      );
      expect((await run({ lastUpdated: '1_MONTH' })).hits.map((h) => h.doc)).toEqual([
        { contentType: 'BATTLE', objectId: 3 },
      ]);
      const wwi = await run({ dateSpan: { from: 1900, to: 1950 } });
      expect(wwi.hits.length).toBeGreaterThan(0);
      expect(wwi.latestDate! >= '1900' && wwi.earliestDate! >= '1900').toBe(true);
    });
  });
});
