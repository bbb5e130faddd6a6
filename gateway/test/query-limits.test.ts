import { fixture } from '@muster/testkit/fixtures';
import { PARTNER_RECORDS } from './partner-records';
import { startGateway, type TestGateway, useStack } from '@muster/testkit';

type Body = { data?: any; errors?: { message: string; locations?: unknown[]; extensions?: Record<string, any> }[] };

const stack = useStack();

async function post(
  url: string,
  body: Record<string, unknown>,
): Promise<{ status: number; type: string | null; body: Body }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}
const ask = (body: Record<string, unknown>) => post(stack.url, body);
const copies = (n: number, text: string) =>
  Array.from({ length: n }, (_, i) => text.replaceAll('#', String(i))).join(' ');

/**
 * The one error of a refused request, with its status. Refusals run nothing: no service is called but, for
 * limits Apollo checks, the caller's institution that the session looks up by address once per gateway.
 */
async function refusal(body: Record<string, unknown>, url = stack.url) {
  stack.resetServiceRequests();
  const { status, body: answer } = await post(url, body);
  expect(answer.data ?? undefined).toBeUndefined();
  expect(answer.errors).toHaveLength(1);
  expect(stack.serviceRequests.filter((request) => !request.startsWith('GET /user/institution/by-address'))).toEqual(
    [],
  );
  return { status, ...answer.errors![0]! };
}

describe('cost: page sizes count', () => {
  test('ten aliases of a 10,000-hit search (the 602-byte request that returned 9 MB) are refused for their cost', async () => {
    const attack = `{ ${copies(10, 's#: search(query: { maxCount: 10000 }) { hits { title } }')} }`;
    const error = await refusal({ query: attack });
    expect(error).toEqual(
      expect.objectContaining({
        status: 400,
        message:
          'The query costs 171010, more than the limit of 50000: ask for fewer or smaller pages (docs/api.md "Cost").',
        extensions: { code: 'BAD_USER_INPUT', limit: 'cost', maximum: 50000 },
      }),
    );
  });

  test('the same cost is read from variables: a document validated once cannot grow its pages', async () => {
    const query = `query Pages($n: Int!) { ${copies(10, `s#: search(query: { maxCount: $n, facetRequests: [] }) { hits { title } }`)} }`;
    expect((await ask({ query, variables: { n: 5 } })).status).toBe(200);
    expect(await refusal({ query, variables: { n: 10000 } })).toEqual(
      expect.objectContaining({ status: 400, extensions: expect.objectContaining({ limit: 'cost' }) }),
    );
  });

  test("a partner's page of 100 hits with records and publications passes, and its cursor walks on", async () => {
    const first = await ask({
      query: PARTNER_RECORDS,
      variables: { publication: String(fixture.publications.pensions) },
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.status).toBe(200);
    const { hits } = first.body.data.search;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(100);
    expect(hits.some((h: any) => h.doc.fullName && h.doc.publication.title === h.publication.title)).toBe(true);
    const { endCursor } = first.body.data.search;
    const walk = await ask({
      query: PARTNER_RECORDS,
      variables: { publication: String(fixture.publications.pensions), after: endCursor ?? null },
    });
    expect(walk.status).toBe(200);
  });
});

describe('limits before validation', () => {
  test('550 copies of one field (10 KB) are refused without validating them, and the gateway goes on answering', async () => {
    const query = `{ publications { ${copies(550, 'title')} } }`;
    expect(query.length).toBeLessThan(10_000);
    expect(await refusal({ query })).toEqual(
      expect.objectContaining({
        status: 400,
        message: 'The query has 551 fields; the limit is 500.',
        extensions: { code: 'BAD_USER_INPUT', limit: 'fields', maximum: 500 },
      }),
    );
    expect((await fetch(`${stack.url}/health`)).status).toBe(200);
    expect((await ask({ query: '{ publications { title } }' })).body.data.publications.length).toBeGreaterThan(0);
  });

  test('a random comment does not get a refused document past the limits (they are checked before any cache)', async () => {
    for (const comment of ['# a', `# ${Math.random()}`]) {
      const error = await refusal({ query: `${comment}\n{ publications { ${copies(550, 'title')} } }` });
      expect(error.extensions?.limit).toBe('fields');
    }
  });

  test('21 equal response keys in one selection set are refused, fragments included', async () => {
    expect(await refusal({ query: `{ ${copies(21, 'search(query: { keywords: "a#" }) { total }')} }` })).toEqual(
      expect.objectContaining({
        status: 400,
        message: 'The query asks for "search" 21 times at the top level; the limit is 20.',
        extensions: { code: 'BAD_USER_INPUT', limit: 'equalKeys', maximum: 20 },
      }),
    );
    const spread = `{ ${copies(21, '...F#')} } ${copies(21, 'fragment F# on Query { s: search(query: { keywords: "a" }) { total } }')}`;
    expect((await refusal({ query: spread })).extensions?.limit).toBe('equalKeys');
  });

  test('more than 5,000 tokens is a 400 naming the limit, not a 500 "Syntax Error"', async () => {
    const error = await refusal({ query: `{ ${copies(2501, 'a#: __typename')} }` });
    expect(error).toEqual(
      expect.objectContaining({
        status: 400,
        message: 'The query has more than 5000 tokens; the limit is 5000.',
        extensions: { code: 'BAD_USER_INPUT', limit: 'tokens', maximum: 5000 },
      }),
    );
  });
});

describe('client mistakes are 4xx with a code', () => {
  test('a syntax error is GRAPHQL_PARSE_FAILED with 400, naming where', async () => {
    expect(await refusal({ query: '{ publications { title ' })).toEqual({
      status: 400,
      message: 'Syntax Error: Expected Name, found <EOF>.',
      locations: [{ line: 1, column: 24 }],
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  test('an operationName the document does not hold is BAD_USER_INPUT with 400, naming those it does', async () => {
    expect(await refusal({ query: 'query A { __typename } query B { __typename }', operationName: 'C' })).toEqual({
      status: 400,
      message: 'operationName "C" names no operation of the document (it has: A, B).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('two operations and no operationName is BAD_USER_INPUT with 400', async () => {
    expect(await refusal({ query: 'query A { __typename } query B { __typename }' })).toEqual({
      status: 400,
      message: 'The document has 2 operations (A, B): say which to run with operationName.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await ask({ query: 'query A { __typename } query B { __typename }', operationName: 'B' })).body).toEqual({
      data: { __typename: 'Query' },
    });
  });

  test.each([
    [
      'depth',
      `{ image(id: 1) { ${'filmstrip { '.repeat(15)} id ${'}'.repeat(15)} } }`,
      15,
      'Query depth limit of 15 exceeded, found 17.',
    ],
    ['aliases', `{ ${copies(31, 'a#: publications { title }')} }`, 30, 'Aliases limit of 30 exceeded, found 31.'],
    [
      'directives',
      `{ ${copies(51, 't#: __typename @include(if: true)')} }`,
      50,
      'Directives limit of 50 exceeded, found 51.',
    ],
  ])('the %s limit is BAD_USER_INPUT with 400, not worded "Syntax Error"', async (limit, query, maximum, message) => {
    expect(await refusal({ query })).toEqual({
      status: 400,
      message,
      extensions: { code: 'BAD_USER_INPUT', limit, maximum },
    });
  });

  test('GET /graphql with a query answers the same codes and statuses', async () => {
    const get = async (query: string) => {
      const response = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(query)}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: (await response.json()) as Body,
      };
    };
    const fields = await get(`{ publications { ${copies(550, 'title')} } }`);
    expect([fields.status, fields.type, fields.body.errors?.[0]?.extensions]).toEqual([
      400,
      'application/json; charset=utf-8',
      { code: 'BAD_USER_INPUT', limit: 'fields', maximum: 500 },
    ]);
    const syntax = await get('{ publications { title ');
    expect([syntax.status, syntax.body.errors?.[0]?.extensions?.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const cost = await get(`{ ${copies(10, 's#: search(query: { maxCount: 10000 }) { hits { title } }')} }`);
    expect([cost.status, cost.body.errors?.[0]?.extensions?.limit]).toEqual([400, 'cost']);
    const fine = await get('{ publications { title } }');
    expect([fine.status, fine.body.errors]).toEqual([200, undefined]);
  });

  test('a client asking for application/graphql-response+json gets its refusal in that type', async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: `{ publications { ${copies(550, 'title')} } }` }),
    });
    expect([response.status, response.headers.get('content-type')]).toEqual([
      400,
      'application/graphql-response+json; charset=utf-8',
    ]);
  });
});

describe('in production', () => {
  let production: TestGateway;
  beforeAll(async () => {
    production = await startGateway({ servicesUrl: stack.servicesUrl, production: true, warmCache: false });
  });
  afterAll(async () => {
    await production?.stop();
  });

  test.each([
    ['tokens', `{ ${copies(2501, 'a#: __typename')} }`],
    ['fields', `{ publications { ${copies(550, 'title')} } }`],
    ['equalKeys', `{ ${copies(21, 'publications { title }')} }`],
    ['depth', `{ image(id: 1) { ${'filmstrip { '.repeat(15)} id ${'}'.repeat(15)} } }`],
    ['cost', `{ ${copies(10, 's#: search(query: { maxCount: 10000 }) { hits { title } }')} }`],
  ])('the %s refusal keeps its code and message through error masking', async (limit, query) => {
    const error = await refusal({ query }, production.url);
    expect(error.status).toBe(400);
    expect(error.extensions).toEqual(expect.objectContaining({ code: 'BAD_USER_INPUT', limit }));
    expect(error.message).not.toMatch(/Internal server error|Syntax Error/);
  });
});
