import { buildASTSchema, getOperationAST, getVariableValues, parse } from 'graphql';
import { loadTypeDefs } from '../schema';
import { actualCost } from './actual-cost';
import { FACET_COST, SEARCH_COST } from './cost-rules';
import { queryCost } from './query-cost';

const schema = buildASTSchema(loadTypeDefs());

/** The requested and actual cost of `source` answered with `data`. */
function costs(source: string, data: Record<string, unknown> | null, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const operation = getOperationAST(document)!;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables).coerced!;
  return {
    requested: queryCost(schema, document, operation, coerced),
    actual: actualCost(schema, document, operation, coerced, data),
  };
}

const SEARCH = `query ($n: Int) { search(query: { maxCount: $n, facetRequests: [] }) { total hits { title publication { title } } } }`;
const hit = (title: string) => ({ title, publication: { title: 'Union Army' } });

describe('actualCost', () => {
  test('counts what the answer holds where the requested cost counts what it may hold', () => {
    const answer = { search: { total: 3, hits: [hit('a'), hit('b'), hit('c')] } };
    expect(costs(SEARCH, answer, { n: 20 })).toEqual({
      requested: SEARCH_COST + 1 + 20 * 2,
      actual: SEARCH_COST + 1 + 3 * 2,
    });
  });

  test('a full answer costs what was requested', () => {
    const answer = { search: { total: 2, hits: [hit('a'), hit('b')] } };
    expect(costs(SEARCH, answer, { n: 2 })).toEqual({ requested: SEARCH_COST + 5, actual: SEARCH_COST + 5 });
  });

  test('a null costs nothing, nor what it would have held; a search that answered still costs its run', () => {
    expect(costs(SEARCH, { search: null }).actual).toBe(0);
    expect(costs(SEARCH, { search: { total: 1, hits: [{ title: 'a', publication: null }] } }).actual).toBe(
      SEARCH_COST + 1 + 1,
    );
    expect(costs(SEARCH, null).actual).toBe(0);
  });

  test('the facets a search counted are work whether or not the query selects them', () => {
    const { actual } = costs(`{ search(query: { maxCount: 1 }) { total } }`, { search: { total: 0 } });
    expect(actual).toBe(SEARCH_COST + 7 * FACET_COST + 1);
  });

  test('aliases count each time; a list no argument sizes counts what it held, past the 10 assumed', () => {
    const query = `{ a: image(id: 1) { indexRecords { fullName } } b: image(id: 2) { id } }`;
    const records = Array.from({ length: 12 }, () => ({ fullName: 'x' }));
    expect(costs(query, { a: { indexRecords: records }, b: { id: '2' } })).toEqual({
      requested: 1 + 10 + 1,
      actual: 1 + 12 + 1,
    });
  });

  test('an object of an abstract type without __typename counts at its dearest reading', () => {
    const query = `{ search(query: { maxCount: 1, facetRequests: [] }) { hits { doc { ... on IndexRecord { regiment { name } } } } } }`;
    const answer = { search: { hits: [{ doc: { regiment: { name: '20th Maine' } } }] } };
    expect(costs(query, answer).actual).toBe(SEARCH_COST + 1 + 1 + 1 + 1);
    const named = { search: { hits: [{ doc: { __typename: 'Image', regiment: { name: 'x' } } }] } };
    expect(costs(query.replace('doc {', 'doc { __typename'), named).actual).toBe(SEARCH_COST + 1 + 1 + 1);
  });
});
