import { makeExecutableSchema } from '@graphql-tools/schema';
import { getIntrospectionQuery, getOperationAST, getVariableValues, parse, type DocumentNode } from 'graphql';
import { PARTNER_RECORDS } from '../../test/partner-records';
import { resolvers } from '../resolvers';
import { loadTypeDefs } from '../schema';
import { ASSUMED_LIST_SIZE, FACET_COST, SEARCH_COST } from './cost-rules';
import { TooComplexToPrice, queryCost } from './query-cost';
import { QUERY_LIMITS } from './query-limits';

// With the resolvers, as the server prices queries: enum arguments arrive as the values resolvers read
// (a FacetType as the spec's type).
const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });

/** The cost of `source` with `variables`, coerced as the cost plugin coerces them (schema defaults applied). */
function cost(source: string | DocumentNode, variables: Record<string, unknown> = {}): number {
  const document = typeof source === 'string' ? parse(source) : source;
  const operation = getOperationAST(document)!;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) throw coerced.errors[0];
  return queryCost(schema, document, operation, coerced.coerced);
}

const aliases = (n: number, text: string) =>
  Array.from({ length: n }, (_, i) => text.replaceAll('#', String(i))).join(' ');
/** A search that counts no facets: its run and its results object. */
const BARE_SEARCH = SEARCH_COST + 1;

describe('queryCost', () => {
  test('every object counts 1; scalars and enums come free with their object', () => {
    expect(cost('{ image(id: 1) { id title } }')).toBe(1);
    expect(cost('{ image(id: 1) { id thumbnail { url } publication { title } } }')).toBe(3);
    expect(cost('{ __typename }')).toBe(0);
  });

  test('nodes counts one object per id asked', () => {
    expect(cost('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['IMAGE:1', 'IMAGE:2', 'FILE:3'] })).toBe(3);
  });

  test('a list no argument sizes counts ASSUMED_LIST_SIZE items', () => {
    expect(cost('{ publications { title } }')).toBe(ASSUMED_LIST_SIZE);
    expect(cost('{ image(id: 1) { indexRecords { regiment { name } } } }')).toBe(1 + ASSUMED_LIST_SIZE * 2);
  });

  test('a search costs its run, each facet it counts, and maxCount times each hit', () => {
    expect(cost('{ search(query: { maxCount: 20, facetRequests: [] }) { total } }')).toBe(BARE_SEARCH);
    expect(cost('{ search(query: { maxCount: 20, facetRequests: [] }) { hits { title doc { id } } } }')).toBe(
      BARE_SEARCH + 20 * 2,
    );
    // Without maxCount the schema's 100; without facetRequests the service's seven default facets.
    expect(cost('{ search(query: {}) { hits { title } } }')).toBe(BARE_SEARCH + 7 * FACET_COST + 100);
  });

  test('sizes are read from variables too, and a whole query in one variable', () => {
    const byVariable = 'query Q($n: Int) { search(query: { maxCount: $n, facetRequests: [] }) { hits { title } } }';
    expect(cost(byVariable, { n: 50 })).toBe(BARE_SEARCH + 50);
    expect(cost(byVariable, {})).toBe(BARE_SEARCH + 100);
    const whole = 'query Q($q: SearchQueryInput!) { search(query: $q) { hits { title } } }';
    expect(cost(whole, { q: { maxCount: 10000, facetRequests: [] } })).toBe(BARE_SEARCH + 10000);
  });

  test("one parsed document (as Apollo keeps it) is priced again for each request's sizes, fragments included", () => {
    const direct = parse('query Q($n: Int) { search(query: { maxCount: $n, facetRequests: [] }) { hits { title } } }');
    expect([cost(direct, { n: 5 }), cost(direct, { n: 5000 })]).toEqual([BARE_SEARCH + 5, BARE_SEARCH + 5000]);
    const viaFragment = parse(
      'query Q($n: Int!) { image(id: 1) { ...F } } fragment F on Image { filmstrip(count: $n) { id } }',
    );
    expect([cost(viaFragment, { n: 3 }), cost(viaFragment, { n: 25 })]).toEqual([1 + 3, 1 + 25]);
    const byId = parse('query Q($id: Int!) { image(id: $id) { filmstrip { id } } }');
    expect([cost(byId, { id: 1 }), cost(byId, { id: 2 })]).toEqual([1 + 9, 1 + 9]);
  });

  test("facet requests count their work and each one its maxCount of values, or its type's default size", () => {
    const query = `{ search(query: { maxCount: 0, facetRequests: [{ type: PLACE, maxCount: 50 }, { type: PUBLICATION }, { type: CONFLICT }] }) {
      facets { type values { value label } } } }`;
    expect(cost(query)).toBe(BARE_SEARCH + 3 * FACET_COST + (1 + 50) + (1 + 10000) + (1 + 200));
  });

  test("a browse column counts its facet's values: 10,000 for publications, 500 for other columns unless maxCount says", () => {
    const column = (facet: string) => `{ browseFacet(query: {}, facet: ${facet}) { values { value } } }`;
    expect(cost(column('{ type: PUBLICATION }'))).toBe(SEARCH_COST + FACET_COST + 1 + 10000);
    expect(cost(column('{ type: BROWSE_LEVEL_2 }'))).toBe(SEARCH_COST + FACET_COST + 1 + 500);
    expect(cost(column('{ type: BROWSE_LEVEL_2, maxCount: 20 }'))).toBe(SEARCH_COST + FACET_COST + 1 + 20);
  });

  test('first, limit, count and max size their lists, with the schema default when absent or null', () => {
    expect(cost('{ regiment(id: 1) { records(first: 50) { edges { node { id } } } } }')).toBe(1 + 1 + 50 * 2);
    expect(cost('{ regiment(id: 1) { records { edges { node { id } } } } }')).toBe(1 + 1 + 20 * 2);
    expect(cost('{ file(id: 1) { images(limit: 100) { id } } }')).toBe(1 + 100);
    expect(cost('{ file(id: 1) { images(limit: null) { id } } }')).toBe(1 + 25);
    expect(cost('{ image(id: 1) { filmstrip(count: 25) { id } } }')).toBe(1 + 25);
    expect(cost('{ honorWall(limit: 96) { images { id } } }')).toBe(1 + 96);
    expect(cost('{ suggest(type: NAME, prefix: "Wh") { value } }')).toBe(10);
    expect(cost('{ image(id: 1) { findInPage(text: "Smith") { hits { words { x } } } } }')).toBe(1 + 1 + 10000 * 2);
  });

  test('a negative size (refused by the resolver) does not lower the price of the rest', () => {
    const query = `{ a: search(query: { maxCount: -100000, facetRequests: [] }) { hits { title } }
      b: search(query: { maxCount: 100, facetRequests: [] }) { hits { title } } }`;
    expect(cost(query)).toBe(2 * BARE_SEARCH + 100);
  });

  test('a field that can be several types costs its most expensive one', () => {
    const query = `{ node(id: "IMAGE:1") { id ... on Image { indexRecords { id } } ... on IndexRecord { regiment { id } } } }`;
    expect(cost(query)).toBe(1 + ASSUMED_LIST_SIZE);
  });

  test('a field selected twice (by the query and a fragment) is answered, and priced, once; aliases are not', () => {
    const merged = '{ image(id: 1) { indexRecords { id } ...F } } fragment F on Image { indexRecords { title } }';
    expect(cost(merged)).toBe(1 + ASSUMED_LIST_SIZE);
    expect(cost('{ a: image(id: 1) { id } b: image(id: 1) { id } }')).toBe(2);
  });

  test('ten aliases of a 10,000-hit search (the 602-byte request that returned 9 MB) cost far over the limit', () => {
    const attack = `{ ${aliases(10, 's#: search(query: { maxCount: 10000 }) { hits { title } }')} }`;
    expect(cost(attack)).toBe(10 * (BARE_SEARCH + 7 * FACET_COST + 10000));
    expect(cost(attack)).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });

  test('three searches counting twenty facets each are over the limit, whatever few values they ask', () => {
    const facets = aliases(20, '{ type: PLACE, maxCount: 1 }').replaceAll('} {', '}, {');
    const search = `s#: search(query: { keywords: "a", maxCount: 0, facetRequests: [${facets}] }) { total }`;
    expect(cost(`{ ${aliases(3, search)} }`)).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });

  test("a partner's page of 100 hits with records and publications costs well under the limit", () => {
    expect(cost(PARTNER_RECORDS, { publication: '1' })).toBeLessThan(QUERY_LIMITS.maxCost / 10);
  });

  test("GraphiQL's introspection query is priced like any query, and passes", () => {
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    expect(cost(introspection)).toBeLessThan(QUERY_LIMITS.maxCost / 2);
    // Nested the way the schema allows, introspection multiplies like any list.
    const nested = `{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }`;
    expect(cost(nested)).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });

  test('pricing stops, as too complex, past 20,000 fields (fragments nested to expand exponentially)', () => {
    const levels = Array.from(
      { length: 8 },
      (_, i) => `fragment L${i} on Image { ${aliases(4, `f#: filmstrip { ${i === 7 ? 'id' : `...L${i + 1}`} }`)} }`,
    ).join(' ');
    expect(() => cost(`{ image(id: 1) { ...L0 } } ${levels}`)).toThrow(TooComplexToPrice);
  });
});
