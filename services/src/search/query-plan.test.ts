import { TEXT_LEVELS } from './field-visibility';
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
  const hidden = 'hidden_public hidden_registered hidden_confirmed hidden_subscriber hidden_silo hidden_other';
  expect(fts5Query(text!, { ocr: false, levels: TEXT_LEVELS })).toBe(
    `{title names body ${hidden}} : (("antietam"* OR "sharpsburg"*))`,
  );
  expect(tsQuery(text!, false)).toBe("('antietam':*ABC | 'sharpsburg':*ABC)");
  const strict = planQuery({ fieldedKeywords: [{ type: 'full-name', texts: ['john'], strict: true }] });
  expect(tsQuery(strict.text!)).toBe("'john':B");
});

test("keywords match the hidden words of the levels the caller opens only; a subscriber's query has no column filter", () => {
  const { text } = planQuery({ keywords: 'boston' });
  expect(fts5Query(text!, { ocr: true, levels: ['PUBLIC'] })).toBe(
    '{title names body ocr hidden_public} : ("boston"*)',
  );
  expect(fts5Query(text!, { ocr: true, levels: ['PUBLIC', 'REGISTERED', 'CONFIRMED'] })).toBe(
    '{title names body ocr hidden_public hidden_registered hidden_confirmed} : ("boston"*)',
  );
  expect(fts5Query(text!, { ocr: true, levels: TEXT_LEVELS })).toBe('"boston"*');
});

test('defaults: page of 100 from 0, relevance, the sidebar facets with decades, ocr and highlights on', () => {
  const plan = planQuery({});
  expect(plan).toMatchObject({ offset: 0, limit: 100, sort: 'RELEVANCE', ocr: true, highlight: true, after: null });
  expect(plan.facets.map((f) => f.type)).toEqual([
    'military.conflict',
    'general.title.id',
    'general.title.content.type',
    'military.service.branch',
    'place',
    'general.title.content.doc-type',
    'date',
  ]);
  expect(planQuery({ facetRequests: [] }).facets).toEqual([]);
  expect(
    planQuery({
      facetRequests: [{ type: 'general.title.browse.2' }, { type: 'general.title.id' }, { type: 'place' }],
    }).facets.map((f) => f.maxCount),
  ).toEqual([500, 10000, 200]);
});

test.each([
  [{ offset: 9901, maxCount: 100 }, 'TOO_LARGE'],
  [{ maxCount: 101 }, 'TOO_LARGE'],
  [{ after: 'x', maxCount: 101 }, 'TOO_LARGE'],
  [{ after: 'x', offset: 100 }, 'BAD_USER_INPUT'],
  [{ after: 'bm90IGEgY3Vyc29y' }, 'BAD_USER_INPUT'],
  [{ filters: [{ type: 'general.title.id', values: [{ value: 'one' }] }] }, 'BAD_USER_INPUT'],
  [{ filters: [{ type: 'date', values: [{ value: '18x2' }] }] }, 'BAD_USER_INPUT'],
  [{ fieldedKeywords: [{ type: 'date.vital.birth', texts: ['1300'] }] }, 'BAD_USER_INPUT'],
  [{ fieldedKeywords: [{ type: 'military.shoe-size', texts: ['9'] }] }, 'BAD_USER_INPUT'],
  [{ fieldedKeywords: [{ type: 'full-name.surname', texts: [' '] }] }, 'BAD_USER_INPUT'],
  [{ fieldedKeywords: [{ type: 'full-name', texts: ["- '"] }] }, 'BAD_USER_INPUT'],
  [{ fieldedKeywords: [{ type: 'constructor', texts: ['x'] }] }, 'BAD_USER_INPUT'],
  [{ filters: [{ type: '__proto__', values: [{ value: 'x' }] }] }, 'BAD_USER_INPUT'],
  [{ facetRequests: [{ type: 'toString' }] }, 'BAD_USER_INPUT'],
  [{ keywords: Array.from({ length: 21 }, () => 'smith').join(' ') }, 'BAD_USER_INPUT'],
  [{ fieldedKeywords: [{ type: 'full-name', texts: ['a b c d e'], match: 'SOUNDS_LIKE' as const }] }, 'BAD_USER_INPUT'],
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

test('a page of 100 hits passes by offset and by cursor', () => {
  expect(planQuery({ maxCount: 100 }).limit).toBe(100);
  const after = Buffer.from(JSON.stringify(['NAME', 'Whitcomb, Josiah', 7])).toString('base64url');
  expect(planQuery({ maxCount: 100, sortOrder: 'NAME', after })).toMatchObject({
    limit: 100,
    after: { values: ['Whitcomb, Josiah'], id: 7 },
  });
});

test.each([
  [
    'an unknown filter type',
    { filters: [{ type: 'general.shoe-size', values: [{ value: '9' }] }] },
    /^unknown filter type 'general.shoe-size' \(known: military.conflict, /,
  ],
  [
    'an unknown facet type',
    { facetRequests: [{ type: 'general.shoe-size' }] },
    /^unknown facet request type 'general.shoe-size' \(known: /,
  ],
  [
    'an unknown field type',
    { fieldedKeywords: [{ type: 'military.shoe-size', texts: ['9'] }] },
    /^fielded keyword type 'military.shoe-size' is not searchable \(searchable: full-name, /,
  ],
  [
    'a cursor that is not one',
    { after: 'bm90IGEgY3Vyc29y' },
    /^after is not a cursor: pass the endCursor of a previous page unchanged$/,
  ],
  [
    'a cursor of another sort order',
    { after: Buffer.from('["NAME","x",1]').toString('base64url') },
    /^after is a cursor of another sort order than RELEVANCE/,
  ],
  [
    'a cursor with a bad id',
    { sortOrder: 'NAME' as const, after: Buffer.from('["NAME","x",1.5]').toString('base64url') },
    /^after is not a cursor/,
  ],
])('%s is BAD_USER_INPUT with a message naming the part', (_, query, message) => {
  expect(() => planQuery(query)).toThrow(
    expect.objectContaining({ code: 'BAD_USER_INPUT', message: expect.stringMatching(message) }),
  );
});
