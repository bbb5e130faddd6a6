import { fts5Query } from './fulltext.sqlite';
import { tsQuery } from './fulltext.postgres';
import { SearchError, planQuery, tokenize } from './query-plan';

test('keywords split on anything but letters and digits, lower-cased', () => {
  expect(tokenize("Whitcomb, O'Brien  Müller 1862")).toEqual(['whitcomb', 'o', 'brien', 'müller', '1862']);
});

test('every term becomes a prefix that must match, names-only for full-name', () => {
  const { text } = planQuery({ keywords: 'josiah', fieldedKeywords: [{ type: 'full-name', texts: ['whit'] }] });
  expect(fts5Query(text!)).toBe('("josiah"* AND names : "whit"*)');
  expect(tsQuery(text!)).toBe("('josiah':* & 'whit':*B)");
});

test('strictMode ANY ors the keywords; ocr false keeps terms out of the OCR column; strict names are whole words', () => {
  const { text } = planQuery({ keywords: 'antietam sharpsburg', strictMode: 'ANY' });
  expect(fts5Query(text!, false)).toBe('{title names body} : (("antietam"* OR "sharpsburg"*))');
  expect(tsQuery(text!, false)).toBe("('antietam':*ABC | 'sharpsburg':*ABC)");
  const strict = planQuery({ fieldedKeywords: [{ type: 'full-name', texts: ['john'], strict: true }] });
  expect(tsQuery(strict.text!)).toBe("'john':B");
});

test('defaults: page of 100 from 0, relevance, the sidebar facets with decades, ocr and highlights on', () => {
  const plan = planQuery({});
  expect(plan).toMatchObject({ offset: 0, limit: 100, sort: 'RELEVANCE', ocr: true, highlight: true, after: null });
  expect(plan.facets.map((f) => f.type)).toEqual([
    'military.conflict', 'general.title.id', 'general.title.content.type', 'military.service.branch', 'place',
    'general.title.content.doc-type', 'date',
  ]);
  expect(planQuery({ facetRequests: [] }).facets).toEqual([]);
  expect(planQuery({ facetRequests: [{ type: 'general.title.browse.2' }, { type: 'general.title.id' }, { type: 'place' }] }).facets.map((f) => f.maxCount))
    .toEqual([500, 10000, 200]);
});

test.each([
  [{ offset: 9901, maxCount: 100 }, 'TOO_LARGE'],
  [{ after: 'x', maxCount: 1001 }, 'TOO_LARGE'],
  [{ after: 'x', offset: 100 }, 'BAD_QUERY'],
  [{ after: 'bm90IGEgY3Vyc29y' }, 'BAD_QUERY'],
  [{ filters: [{ type: 'general.title.id', values: [{ value: 'one' }] }] }, 'BAD_QUERY'],
  [{ filters: [{ type: 'date', values: [{ value: '18x2' }] }] }, 'BAD_QUERY'],
  [{ fieldedKeywords: [{ type: 'date.vital.birth', texts: ['1300'] }] }, 'BAD_QUERY'],
  [{ fieldedKeywords: [{ type: 'military.shoe-size', texts: ['9'] }] }, 'BAD_QUERY'],
  [{ fieldedKeywords: [{ type: 'full-name.surname', texts: [' '] }] }, 'BAD_QUERY'],
])('%j is refused with %s', (query, code) => {
  expect(() => planQuery(query)).toThrow(SearchError);
  expect(() => planQuery(query)).toThrow(expect.objectContaining({ code }));
});

test('a reversed year range is swapped (content §5) and yearRange widens it', () => {
  const [filter] = planQuery({ filters: [{ type: 'date', values: [{ value: '1865-1861' }] }] }).criteria;
  expect(filter).toMatchObject({ kind: 'filter', ranges: [[1861, 1865]] });
  const [born] = planQuery({ fieldedKeywords: [{ type: 'date.vital.birth', texts: ['1840'], yearRange: 2 }] }).criteria;
  expect(born).toMatchObject({ kind: 'years', columns: ['birth_year'], ranges: [[1838, 1842]], widened: true });
});

test('tags: the private form name:userId names the user', () => {
  const { criteria } = planQuery({ tags: [{ name: 'my ancestor:12' }, { name: 'Gettysburg', exclude: true }] });
  expect(criteria).toEqual([
    { kind: 'tag', name: 'my ancestor', userId: 12, exclude: false },
    { kind: 'tag', name: 'Gettysburg', userId: null, exclude: true },
  ]);
});
