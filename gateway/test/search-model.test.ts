import { fixture } from '@muster/testkit/fixtures';
import { defaultBackend, type GqlResponse, useStack } from '@muster/testkit';

/** Issue 3 through GraphQL: deep paging with a cursor, name matching, suggestions and the cached empty search. */
const stack = useStack({ gateway: { warmCache: false } });

const calls = (pattern: RegExp) => stack.serviceRequests.filter((r) => pattern.test(r));

const PAGE = `query Page($query: SearchQueryInput!) {
  search(query: $query) { total endCursor hasNextPage hits { doc { id } matches { field kind value } } }
}`;

describe(`cursor paging over ${defaultBackend}`, () => {
  test.each([
    ['the whole fixture', {}],
    ['a surname', { keywords: fixture.surname }],
    ['a surname by name', { keywords: fixture.surname, sortOrder: 'NAME' }],
  ])('walks %s 2 hits at a time, without repeats, to the end', async (_, criteria) => {
    const all = await stack.gql(PAGE, { query: { ...criteria, maxCount: 100 } });
    expect(all.body.errors).toBeUndefined();
    const { total } = all.body.data.search;
    const expected: string[] = all.body.data.search.hits.map((h: { doc: { id: string } }) => h.doc.id);
    expect(total).toBeGreaterThan(4);
    expect(total).toBeLessThanOrEqual(100);

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const { body }: GqlResponse = await stack.gql(PAGE, {
        query: { ...criteria, maxCount: 2, ...(after ? { after } : {}) },
      });
      expect(body.errors).toBeUndefined();
      const { hits, endCursor, hasNextPage } = body.data.search as {
        hits: { doc: { id: string } }[];
        endCursor: string | null;
        hasNextPage: boolean;
      };
      expect(body.data.search.total).toBe(total);
      seen.push(...hits.map((h) => h.doc.id));
      expect(hasNextPage).toBe(endCursor !== null);
      if (!hasNextPage) break;
      expect(hits.length).toBeGreaterThan(0);
      after = endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
  });

  test("a walk may continue from an offset page's endCursor", async () => {
    const ids = (body: GqlResponse['body']) =>
      (body.data.search.hits as { doc: { id: string } }[]).map((h) => h.doc.id);
    const all = await stack.gql(PAGE, { query: { keywords: fixture.surname, maxCount: 5 } });
    const first = await stack.gql(PAGE, { query: { keywords: fixture.surname, offset: 0, maxCount: 3 } });
    expect(first.body.data.search.hasNextPage).toBe(true);
    const next = await stack.gql(PAGE, {
      query: { keywords: fixture.surname, maxCount: 2, after: first.body.data.search.endCursor },
    });
    expect(next.body.errors).toBeUndefined();
    expect([...ids(first.body), ...ids(next.body)]).toEqual(ids(all.body));
  });

  test('the last offset page has no next page', async () => {
    const { body } = await stack.gql(PAGE, { query: { keywords: fixture.surname, maxCount: 100 } });
    expect(body.errors).toBeUndefined();
    expect(body.data.search).toMatchObject({ hasNextPage: false, endCursor: null });
  });

  test.each([
    [{ after: 'x', offset: 10 }, 'BAD_USER_INPUT', /after and offset cannot be combined/],
    [{ after: 'x', maxCount: 101 }, 'TOO_LARGE', /may not exceed 100 hits per page/],
    [{ maxCount: 101 }, 'TOO_LARGE', /may not exceed 100 hits per page/],
    [
      { fieldedKeywords: Array.from({ length: 11 }, () => ({ type: 'FULL_NAME', texts: ['Whitcomb'] })) },
      'BAD_USER_INPUT',
      /at most 10 fielded keywords \(got 11\)/,
    ],
    [{ offset: -1 }, 'BAD_USER_INPUT', /offset may not be negative/],
    [{ offset: 9950, maxCount: 100 }, 'TOO_LARGE', /may not exceed 10000/],
  ])('%j fails with %s before any service call', async (query, code, message) => {
    stack.resetServiceRequests();
    const { body } = await stack.gql(PAGE, { query });
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(body.errors?.[0]?.message).toMatch(message);
    expect(stack.serviceRequests).toEqual([]);
  });
});

describe(`refused input over ${defaultBackend}: BAD_USER_INPUT naming the part, never an internal error`, () => {
  // Unknown facet, filter and field types are refused by the schema itself (enums): gateway/test/error-contract.test.ts.
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  test.each([
    ['a malformed cursor', { after: 'not-a-cursor' }, /^after is not a cursor/, 'query.after'],
    [
      'a cursor of another sort order',
      { sortOrder: 'DATE_ASC', after: cursor(['NAME', 'Whitcomb, Josiah', 3]) },
      /^after is a cursor of another sort order than DATE_ASC/,
      'query.after',
    ],
    [
      'a cursor of another query',
      { keywords: fixture.surname, after: cursor(['RELEVANCE', 'high', 3]) },
      /^after is a cursor of another query/,
      'query.after',
    ],
    [
      'a date filter that is not a year',
      {
        filters: [
          { type: 'CONFLICT', values: [{ value: 'Civil War' }] },
          { type: 'DATE', values: [{ value: '18x2' }] },
        ],
      },
      /^date value '18x2' is not a year/,
      'query.filters[1]',
    ],
  ])('%s', async (_, query, message, argument) => {
    const { status, body } = await stack.gql(PAGE, { query });
    // A resolver's error in a valid document: HTTP 200 with the error in `errors` (GraphQL over HTTP).
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(message);
    expect(body.errors?.[0]?.extensions?.argument).toBe(argument);
  });
});

test("a malformed cursor passed as search's own `after` is named `after`", async () => {
  const { body } = await stack.gql(
    `{ search(query: { keywords: "Whitcomb" }, first: 5, after: "not-a-cursor") { totalCount } }`,
  );
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
});

describe(`hits of every kind over ${defaultBackend}`, () => {
  const KINDS = `query($keywords: String!) {
    search(query: { keywords: $keywords }) {
      hits { doc { __typename id ... on File { fileId title imageCount } } }
    }
  }`;

  test('a file hit resolves to its File', async () => {
    const { body } = await stack.gql(KINDS, { keywords: 'Franklin' });
    expect(body.errors).toBeUndefined();
    expect(body.data.search.hits.map((h: { doc: unknown }) => h.doc)).toContainEqual(
      expect.objectContaining({
        __typename: 'File',
        id: `FILE:${fixture.rolls.franklin}`,
        fileId: fixture.rolls.franklin,
        imageCount: 2,
      }),
    );
  });
});

describe(`name matching over ${defaultBackend}`, () => {
  const fieldHits = async (type: string, text: string, match: string) => {
    const { body } = await stack.gql(PAGE, { query: { fieldedKeywords: [{ type, texts: [text], match }] } });
    expect(body.errors).toBeUndefined();
    return body.data.search.hits as {
      doc: { id: string };
      matches: { field: string; kind: string; value: string }[];
    }[];
  };

  test('a Soundex surname finds Sullivan and says so', async () => {
    const hits = await fieldHits('SURNAME', 'Sulivan', 'SOUNDEX');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.flatMap((h) => h.matches)).toContainEqual(
      expect.objectContaining({ kind: 'SOUNDEX', value: expect.stringMatching(/^Sullivan$/i) }),
    );
  });

  test('EXACT_THEN_SOUNDS_LIKE lists the name as typed before its sound-alikes; the default stays EXACT', async () => {
    const values = (hits: Awaited<ReturnType<typeof fieldHits>>) =>
      hits.map((h) => h.matches.map((m) => `${m.kind} ${m.value}`).join());
    // The fixture has a Frank (Sullivan) and a Franz (Müller): one Soundex code, F652.
    const both = await fieldHits('GIVEN_NAME', 'Frank', 'EXACT_THEN_SOUNDS_LIKE');
    expect(values(both)).toEqual(['EXACT Frank', 'SOUNDEX Franz']);
    const { body } = await stack.gql(PAGE, { query: { fieldedKeywords: [{ type: 'GIVEN_NAME', texts: ['Frank'] }] } });
    expect(body.errors).toBeUndefined();
    expect(values(body.data.search.hits)).toEqual(['EXACT Frank']);
  });

  test('a phonetic given name Jon finds John and says so', async () => {
    const hits = await fieldHits('GIVEN_NAME', 'Jon', 'PHONETIC');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.flatMap((h) => h.matches)).toContainEqual(
      expect.objectContaining({ kind: 'PHONETIC', value: expect.stringMatching(/^John$/i) }),
    );
  });
});

describe(`suggestions over ${defaultBackend}`, () => {
  const SUGGEST =
    'query($type: SuggestionType!, $prefix: String!, $limit: Int) { suggest(type: $type, prefix: $prefix, limit: $limit) { value label count } }';

  test.each([
    [{ type: 'NAME', prefix: 'Whit', limit: 11 }, /limit must be between 1 and 10/],
    [{ type: 'NAME', prefix: ' ', limit: 5 }, /prefix may not be empty/],
  ])('%j fails with BAD_USER_INPUT before any service call', async (variables, message) => {
    stack.resetServiceRequests();
    const { body } = await stack.gql(SUGGEST, variables);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(message);
    expect(stack.serviceRequests).toEqual([]);
  });

  test('names starting with the prefix, asked once and then served from the shared cache', async () => {
    stack.resetServiceRequests();
    const first = await stack.gql(SUGGEST, { type: 'NAME', prefix: 'Whit', limit: 5 });
    expect(first.body.errors).toBeUndefined();
    const suggestions = first.body.data.suggest as { value: string; label: string; count: number }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.some((s) => /Whitcomb/.test(s.label))).toBe(true);
    expect(calls(/\/fold31-search\/suggest/)).toHaveLength(1);

    const second = await stack.gql(SUGGEST, { type: 'NAME', prefix: 'Whit', limit: 5 });
    expect(second.body.data).toEqual(first.body.data);
    expect(calls(/\/fold31-search\/suggest/)).toHaveLength(1);
  });
});

describe(`empty search over ${defaultBackend}`, () => {
  const EMPTY = '{ emptySearch { total hasNextPage facets { type totalCount values { value label count } } } }';

  test('comes from the cache service once, then from the gateway cache', async () => {
    stack.resetServiceRequests();
    const first = await stack.gql(EMPTY);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.emptySearch.total).toBeGreaterThan(0);
    expect(first.body.data.emptySearch.facets.length).toBeGreaterThan(0);
    expect(calls(/^GET \/cache\/emptySearch/)).toHaveLength(1);

    stack.resetServiceRequests();
    const second = await stack.gql(EMPTY);
    expect(second.body.data).toEqual(first.body.data);
    expect(stack.serviceRequests).toEqual([]);
  });
});
