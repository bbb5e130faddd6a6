import type { NameMatch, SearchQuery, SearchResults } from '@muster/contract';
import { rebuildSearchIndex } from '../src/search';
import { search } from '../src/search/search';
import * as f from '@muster/testkit/fixtures';
import { callers } from '@muster/testkit/fixtures';
import { backends, openTestDb, type TestDb } from '@muster/testkit';

// The website searches names as Ancestry does by default: the spelling typed first, its sound-alikes after it
// (EXACT_THEN_SOUNDS_LIKE). The API's own default stays EXACT, so a partner's query means what it meant.
const KRUGER = 9001;
const KRUEGER = 9002;
const KRUGERS = 9003;
const records = (r: SearchResults) =>
  r.hits.filter((h) => h.doc.contentType === 'INDEX_RECORD').map((h) => h.doc.objectId);

describe.each(backends)('exact-then-sounds-like names on %s', (backend) => {
  let t: TestDb;
  const run = (query: SearchQuery) =>
    search(t.db.db, { maxCount: 100, facetRequests: [], ...query }, callers.subscriber);
  const surname = (text: string, match?: NameMatch) =>
    run({ fieldedKeywords: [{ type: 'full-name.surname', texts: [text], ...(match ? { match } : {}) }] });

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir, { index: false });
    // The sound-alike is written first, so an id tie-break alone would list it first.
    const soldier = (id: number, name: string) => ({
      ...f.indexRecords[0],
      id,
      surname: name,
      title: `Otto ${name}`,
      given_name: 'Otto',
      full_name: `Otto ${name}`,
    });
    await t.db.db
      .insertInto('index_records')
      .values([
        soldier(KRUEGER - 2, 'Krueger'),
        soldier(KRUGER, 'Kruger'),
        soldier(KRUEGER, 'Krueger'),
        soldier(KRUGERS, 'Krugerson'),
      ])
      .execute();
    await rebuildSearchIndex(t.db.db);
  }, 60_000);
  afterAll(() => t.dispose());

  test('Kruger finds Kruger first, then the name it begins, then the sound-alike Kruegers', async () => {
    const result = await surname('Kruger', 'EXACT_THEN_SOUNDS_LIKE');
    expect(records(result)).toEqual([KRUGER, KRUGERS, KRUEGER - 2, KRUEGER]);
    expect(result.hits.map((h) => h.matches[0]?.kind)).toEqual(['EXACT', 'PREFIX', 'PHONETIC', 'PHONETIC']);
    expect(result.hits[2].matches).toContainEqual({ field: 'full-name.surname', kind: 'PHONETIC', value: 'Krueger' });
  });

  test('the API default stays EXACT: Kruger and the names it begins, no Krueger', async () => {
    expect(records(await surname('Kruger'))).toEqual([KRUGER, KRUGERS]);
    expect(records(await surname('Kruger', 'EXACT'))).toEqual([KRUGER, KRUGERS]);
  });

  test('strict keeps whole names; a wildcard is still a wildcard', async () => {
    const strict = await run({
      fieldedKeywords: [
        { type: 'full-name.surname', texts: ['Kruger'], match: 'EXACT_THEN_SOUNDS_LIKE', strict: true },
      ],
    });
    // Krugerson is no longer a prefix match, but it shares Kruger's Soundex code (K626).
    expect(records(strict)).toEqual([KRUGER, KRUEGER - 2, KRUEGER, KRUGERS]);
    expect(records(await surname('Kr?eger', 'EXACT_THEN_SOUNDS_LIKE'))).toEqual([KRUEGER - 2, KRUEGER]);
  });

  test('with two names the points add up: the spelling typed first, each sound-alike after', async () => {
    const result = await run({
      sortOrder: 'RELEVANCE',
      fieldedKeywords: [
        { type: 'full-name.surname', texts: ['Krueger'], match: 'EXACT_THEN_SOUNDS_LIKE' },
        { type: 'full-name.given', texts: ['Otto'], match: 'EXACT_THEN_SOUNDS_LIKE' },
      ],
    });
    expect(records(result)).toEqual([KRUEGER - 2, KRUEGER, KRUGER, KRUGERS]);
  });
});
