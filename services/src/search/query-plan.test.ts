import { fts5Query } from './fulltext.sqlite';
import { tsQuery } from './fulltext.postgres';
import { SearchError, planQuery, tokenize } from './query-plan';

test('keywords split on anything but letters and digits, lower-cased', () => {
  expect(tokenize("Whitcomb, O'Brien  Müller 1862")).toEqual(['whitcomb', 'o', 'brien', 'müller', '1862']);
});

test('every term becomes a prefix that must match, names-only for full-name', () => {
  const { terms } = planQuery({ keywords: 'josiah', fieldedKeywords: [{ type: 'full-name', texts: ['whit'] }] });
  expect(fts5Query(terms)).toBe('"josiah"* names : "whit"*');
  expect(tsQuery(terms)).toBe("'josiah':* & 'whit':*B");
});

test('defaults: page of 100 from 0, relevance, the six sidebar facets', () => {
  const plan = planQuery({});
  expect(plan).toMatchObject({ offset: 0, limit: 100, sort: 'RELEVANCE' });
  expect(plan.facets.map((f) => f.type)).toHaveLength(6);
  expect(planQuery({ facetRequests: [] }).facets).toEqual([]);
});

test.each([
  [{ offset: 9901, maxCount: 100 }, 'TOO_LARGE'],
  [{ filters: [{ type: 'general.title.id', values: [{ value: 'one' }] }] }, 'BAD_QUERY'],
  [{ filters: [{ type: 'date', values: [{ value: '18x2' }] }] }, 'BAD_QUERY'],
  [{ fieldedKeywords: [{ type: 'military.rank', texts: ['private'] }] }, 'BAD_QUERY'],
])('%j is refused with %s', (query, code) => {
  expect(() => planQuery(query)).toThrow(SearchError);
  expect(() => planQuery(query)).toThrow(expect.objectContaining({ code }));
});

test('a reversed year range is swapped (content §5)', () => {
  const [filter] = planQuery({ filters: [{ type: 'date', values: [{ value: '1865-1861' }] }] }).filters;
  expect(filter).toMatchObject({ kind: 'years', ranges: [[1861, 1865]] });
});
