import { sql } from 'kysely';
import type { SearchResults } from '@muster/contract';
import { SEARCH_LIMITS } from '@muster/contract/rules';
import { fixture, seedFixtures } from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

/**
 * What one search may ask, at POST /fold31-search/doc-search (issue points 2, 3, 11): pages of at most 100,
 * the name budget, and on PostgreSQL a statement time limit that answers instead of hanging.
 */
type Refusal = { statusCode: number; error: string; message: string };

describe.each(backends)('search limits on %s', (backend) => {
  let t: TestDb;
  let s: TestServices;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    s = await startServices({ db: t });
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    await t?.dispose();
  });

  const search = (query: object) => s.post<SearchResults & Refusal>('/fold31-search/doc-search', query);

  test('a page of 100 passes, by offset and by cursor; 101 is TOO_LARGE either way; the cursor walks past 100', async () => {
    const first = await search({ maxCount: 100, sortOrder: 'NAME', facetRequests: [] });
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThan(40);
    const walk = await search({ maxCount: 20, sortOrder: 'NAME', facetRequests: [] });
    const next = await search({ maxCount: 100, sortOrder: 'NAME', facetRequests: [], after: walk.body.endCursor });
    expect(next.status).toBe(200);
    expect([...walk.body.hits, ...next.body.hits].map((h) => h.doc)).toEqual(first.body.hits.map((h) => h.doc));
    for (const query of [{ maxCount: 101 }, { maxCount: 101, sortOrder: 'NAME', after: walk.body.endCursor }]) {
      const refused = await search(query);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: 'TOO_LARGE',
        message: 'maxCount must not exceed 100 (got 101); page on with after',
      });
    }
  });

  test('a sound-alike search of a kilobyte of names (hundreds of words) is refused at once with the limit it passes', async () => {
    const names = Array.from({ length: 170 }, (_, i) => `Wh${'aeiou'[i % 5]}tc${'aeiou'[(i + 2) % 5]}mb`);
    const texts = Array.from({ length: 5 }, (_, i) => names.slice(i * 34, i * 34 + 34).join(' '));
    expect(JSON.stringify(texts).length).toBeGreaterThan(1000);
    const refused = await search({ fieldedKeywords: [{ type: 'full-name', texts, match: 'SOUNDS_LIKE' }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: 'a text of fielded keyword full-name may be at most 200 characters long (got 305)',
    });
  });

  test('the worst query the limits allow is answered, and finds the name it sounds like', async () => {
    const fielded = Array.from({ length: SEARCH_LIMITS.fieldedKeywords }, () => ({
      type: 'full-name',
      match: 'SOUNDS_LIKE',
      texts: Array.from({ length: SEARCH_LIMITS.textsPerField }, () => 'Whitcomb Wh*tc?mb Witcom Whitcom'),
    }));
    const result = await search({ fieldedKeywords: fielded, facetRequests: [] });
    expect(result.status).toBe(200);
    expect(result.body.hits.map((h) => h.doc)).toContainEqual({
      contentType: 'INDEX_RECORD',
      objectId: fixture.josiahRecordId,
    });
  });

  test('unknown facet, filter and field types and bad cursors are BAD_USER_INPUT naming the part', async () => {
    const cases: [object, RegExp][] = [
      [{ facetRequests: [{ type: 'general.shoe-size' }] }, /^unknown facet request type 'general.shoe-size'/],
      [
        { filters: [{ type: 'general.shoe-size', values: [{ value: '9' }] }] },
        /^unknown filter type 'general.shoe-size'/,
      ],
      [
        { fieldedKeywords: [{ type: 'military.shoe-size', texts: ['9'] }] },
        /^fielded keyword type 'military.shoe-size' is not searchable/,
      ],
      [{ after: 'not a cursor' }, /^after is not a cursor/],
      [
        { sortOrder: 'NAME', after: Buffer.from('["NAME",7,1]').toString('base64url') },
        /^after is a cursor of another query/,
      ],
      [
        { keywords: 'whitcomb', after: Buffer.from('["RELEVANCE","high",1]').toString('base64url') },
        /^after is a cursor of another query/,
      ],
    ];
    for (const [query, message] of cases) {
      const refused = await search(query);
      expect([query, refused.status, refused.body.error]).toEqual([query, 400, 'BAD_USER_INPUT']);
      expect(refused.body.message).toMatch(message);
    }
  });
});

(backends.includes('postgres') ? describe : describe.skip)('the search time limit on postgres', () => {
  let t: TestDb;
  let s: TestServices;

  beforeAll(async () => {
    t = await openTestDb('postgres');
    await seedFixtures(t.db.db, t.dataDir);
    // A tiny limit, set by configuration as SEARCH_STATEMENT_TIMEOUT_MS sets it.
    s = await startServices({ db: t, settings: { search: { statementTimeoutMs: 300 } } });
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    await t?.dispose();
  });

  test('a search held past the limit answers SEARCH_TIMEOUT (503) instead of hanging; the next one runs', async () => {
    const query = { keywords: 'whitcomb', facetRequests: [{ type: 'place', maxCount: 7 }] };
    // Another transaction holds search_docs, as a long write would: the search waits on it until the limit.
    let answer: Awaited<ReturnType<TestServices['post']>> | undefined;
    await t.db.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE search_docs IN ACCESS EXCLUSIVE MODE`.execute(trx);
      answer = await s.post('/fold31-search/doc-search', query);
    });
    expect(answer?.status).toBe(503);
    expect(answer?.body).toMatchObject({
      error: 'SEARCH_TIMEOUT',
      message: expect.stringMatching(/^the search ran longer than 0.3 s and was stopped/),
    });
    const again = await s.post<SearchResults>('/fold31-search/doc-search', query);
    expect(again.status).toBe(200);
    expect(again.body.total).toBeGreaterThan(0);
  });
});
