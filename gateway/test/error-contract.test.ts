import { useStack } from '@muster/testkit';

/**
 * Issue 14 point 6 over HTTP: a request the caller got wrong is a 4xx with a catalogued code, never a 500, and bad
 * input says which argument and what it takes.
 */
const stack = useStack({ gateway: { warmCache: false } });

async function send(init: RequestInit & { path?: string }) {
  const response = await fetch(`${stack.url}${init.path ?? '/graphql'}`, init);
  const text = await response.text();
  let body: { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status says it all.
  }
  return { status: response.status, body };
}

const post = (body: string, contentType = 'application/json') =>
  send({ method: 'POST', headers: { 'content-type': contentType }, body });
const get = (query: string) =>
  send({
    method: 'GET',
    path: `/graphql?query=${encodeURIComponent(query)}`,
    headers: { 'apollo-require-preflight': 'true' },
  });

describe('requests that cannot run answer 400, never 500', () => {
  test.each([
    ['POST, a query that does not parse', () => post(JSON.stringify({ query: '{ search(' })), 'GRAPHQL_PARSE_FAILED'],
    ['GET, a query that does not parse', () => get('{ search('), 'GRAPHQL_PARSE_FAILED'],
    ['POST, an unknown field', () => post(JSON.stringify({ query: '{ nope }' })), 'GRAPHQL_VALIDATION_FAILED'],
    ['GET, an unknown field', () => get('{ nope }'), 'GRAPHQL_VALIDATION_FAILED'],
    ['a body that is not JSON', () => post('{"query": "{ __typename }"'), 'BAD_REQUEST'],
    ['JSON that is not a request', () => post(JSON.stringify({ query: 1 })), 'BAD_REQUEST'],
    ['a request without a query', () => post(JSON.stringify({ variables: {} })), 'BAD_REQUEST'],
    [
      'variables that are not an object',
      () => post(JSON.stringify({ query: '{ __typename }', variables: 3 })),
      'BAD_REQUEST',
    ],
  ])('%s', async (_, request, code) => {
    const { status, body } = await request();
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
  });

  test.each([
    ['text/plain', '{ __typename }'],
    ['application/x-www-form-urlencoded', 'query=%7B__typename%7D'],
    ['application/xml', '<query/>'],
  ])('a body of type %s is refused with a 4xx', async (contentType, body) => {
    const { status } = await post(body, contentType);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});

describe('a typo in the search vocabulary', () => {
  const SEARCH = `query($query: SearchQueryInput!) { search(query: $query) { total } }`;

  test('written in the query fails validation, listing the values it takes', async () => {
    const { status, body } = await post(
      JSON.stringify({ query: '{ search(query: { filters: [{ type: CONFLICTS, values: [] }] }) { total } }' }),
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      allowed: expect.arrayContaining(['CONFLICT', 'PUBLICATION', 'BROWSE_LEVEL_1']),
    });
  });

  test.each([
    ['filter', { filters: [{ type: 'military.conflict', values: [] }] }, 'query.filters[0].type', 'CONFLICT'],
    ['facet', { facetRequests: [{ type: 'DATE' }, { type: 'shoe-size' }] }, 'query.facetRequests[1].type', 'DATE'],
    ['field', { fieldedKeywords: [{ type: 'SURNAM', texts: ['Smith'] }] }, 'query.fieldedKeywords[0].type', 'SURNAME'],
  ])(
    'an unknown %s type in a variable is BAD_USER_INPUT with its path and the values it takes',
    async (_, query, argument, one) => {
      const { status, body } = await post(JSON.stringify({ query: SEARCH, variables: { query } }));
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        argument,
        allowed: expect.arrayContaining([one]),
      });
    },
  );

  test('an out-of-range value names its argument', async () => {
    const { status, body } = await post(
      JSON.stringify({
        query: SEARCH,
        variables: { query: { fieldedKeywords: [{ type: 'BIRTH_DATE', texts: ['1840'], yearRange: -1 }] } },
      }),
    );
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'query.fieldedKeywords[0].yearRange',
    });
  });
});
