import { ApolloServer } from '@apollo/server';
import { loadTypeDefs } from '../schema';
import { costLimitPlugin } from './cost-limit';

/** The schema without resolvers: every request here is refused (or fails) before a resolver could run. */
const server = new ApolloServer({ typeDefs: loadTypeDefs(), plugins: [costLimitPlugin(50_000)] });
beforeAll(() => server.start());
afterAll(() => server.stop());

async function run(query: string, variables?: Record<string, unknown>) {
  const { http, body } = await server.executeOperation({ query, variables });
  if (body.kind !== 'single') throw new Error('not a single result');
  return { status: http.status, errors: body.singleResult.errors, data: body.singleResult.data };
}

describe('costLimitPlugin', () => {
  test('refuses over the limit with the cost in the message, before anything runs', async () => {
    const { status, errors, data } = await run(
      'query Q($n: Int!) { search(query: { maxCount: $n, facetRequests: [] }) { hits { title } } }',
      { n: 60_000 },
    );
    expect([status, data]).toEqual([400, undefined]);
    expect(errors).toEqual([
      {
        message:
          'The query costs 60101, more than the limit of 50000: ask for fewer or smaller pages (docs/api.md "Cost").',
        extensions: { code: 'BAD_USER_INPUT', limit: 'cost', maximum: 50000 },
      },
    ]);
  });

  test('fragments that expand past what can be priced are refused as over the limit', async () => {
    const levels = Array.from(
      { length: 8 },
      (_, i) =>
        `fragment L${i} on Image { ${[0, 1, 2, 3].map((a) => `f${a}: filmstrip { ${i === 7 ? 'id' : `...L${i + 1}`} }`).join(' ')} }`,
    ).join(' ');
    const { status, errors } = await run(`{ image(id: 1) { ...L0 } } ${levels}`);
    expect(status).toBe(400);
    expect(errors?.[0]?.message).toBe(
      'The query expands to too many fields to price (the cost limit is 50000): ask for fewer or smaller pages (docs/api.md "Cost").',
    );
  });

  test('a size argument the resolver would refuse is a 400 BAD_USER_INPUT here already', async () => {
    const { status, errors } = await run(
      '{ browseFacet(query: {}, facet: { type: PUBLICATION, maxCount: 20000 }) { values { value } } }',
    );
    expect(status).toBe(400);
    expect(errors).toEqual([
      {
        message: 'facet.maxCount may not exceed 10000 (got 20000)',
        extensions: { code: 'BAD_USER_INPUT', argument: 'facet.maxCount' },
      },
    ]);
  });

  test('variables that do not fit are left to execution, which names them', async () => {
    const { status, errors } = await run('query Q($n: Int!) { search(query: { maxCount: $n }) { total } }', {
      n: 'many',
    });
    expect(status).toBe(400);
    expect(errors?.[0]?.message).toMatch(/^Variable "\$n" got invalid value "many"/);
  });
});
