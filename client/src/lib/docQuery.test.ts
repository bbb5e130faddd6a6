import { FACET_TYPE_VOCABULARY, SEARCH_FIELD_VOCABULARY } from '@muster/contract/rules';
import type { FacetType, SearchField, SearchQueryInput } from '../__generated__/graphql';
import { DocQueryDecodeError, decodeDocQuery, encodeDocQuery } from './docQuery';
import { seededRandom, type Random } from './seededRandom';

/** Pieces of text that stress the escapes: tabs, empty, unicode, commas, quotes, the format's own marks. */
const pieces = [
  'Smith',
  'Civil War',
  'full-name.surname',
  '',
  '\t',
  'a\tb',
  'Müller',
  'José',
  '中文',
  '😀',
  "O'Brien",
  '"quoted"',
  'a,b',
  'x:y',
  '(paren)',
  '!',
  '*',
  '~',
  '~n',
  '~t',
  '_',
  'under_score',
  '%20',
  '+',
  '&',
  '#',
  '?',
  '=',
  '/',
  '\n',
  ' ',
  '  two  ',
  'United States,Ohio',
  '1840',
  'St. Louis',
  '-',
  '.',
  'Ⅻ',
  '\u00a0',
  'ﬁ',
  '\\',
];

function text(r: Random): string {
  const n = r.int(0, 3);
  return Array.from({ length: n }, () => r.pick(pieces)).join('');
}
const maybe = <T>(r: Random, make: () => T): T | null | undefined =>
  r.chance(0.5) ? make() : r.pick([undefined, null]);
const some = <T>(r: Random, make: () => T, max = 3): T[] => Array.from({ length: r.int(0, max) }, make);
const int = (r: Random) => r.int(-5, 20000);
const bool = (r: Random) => r.chance(0.5);

const FACET_TYPES = Object.keys(FACET_TYPE_VOCABULARY) as FacetType[];
const SEARCH_FIELDS = Object.keys(SEARCH_FIELD_VOCABULARY) as SearchField[];

function randomQuery(r: Random): SearchQueryInput {
  const q: SearchQueryInput = {
    keywords: maybe(r, () => text(r)),
    fieldedKeywords: maybe(r, () =>
      some(r, () => ({
        type: r.pick(SEARCH_FIELDS),
        texts: some(r, () => text(r)),
        exclude: maybe(r, () => bool(r)),
        strict: maybe(r, () => bool(r)),
        match: maybe(r, () => r.pick(['EXACT', 'WILDCARD', 'SOUNDEX', 'PHONETIC', 'SOUNDS_LIKE'] as const)),
        yearRange: maybe(r, () => int(r)),
      })),
    ),
    filters: maybe(r, () =>
      some(r, () => ({
        type: r.pick(FACET_TYPES),
        values: some(r, () => ({ value: text(r), label: maybe(r, () => text(r)) })),
        exclude: maybe(r, () => bool(r)),
        strict: maybe(r, () => bool(r)),
        filterType: maybe(r, () => r.pick(['TERM', 'PREFIX'] as const)),
      })),
    ),
    facetRequests: maybe(r, () =>
      some(r, () => ({
        type: r.pick(FACET_TYPES),
        maxCount: maybe(r, () => int(r)),
        placeLevel: maybe(r, () => r.int(1, 4)),
        placeParents: maybe(r, () => some(r, () => text(r))),
        requiredValues: maybe(r, () => some(r, () => text(r))),
        sort: maybe(r, () => r.pick(['RANK', 'ALPHABETICAL'] as const)),
        valueFilter: maybe(r, () => text(r)),
        valueFilterType: maybe(r, () => r.pick(['TERM', 'PREFIX'] as const)),
      })),
    ),
    tags: maybe(r, () =>
      some(r, () => ({
        name: text(r),
        exclude: maybe(r, () => bool(r)),
        privateTagUserId: maybe(r, () => int(r)),
      })),
    ),
    lastUpdated: maybe(r, () => r.pick(['PAST_MONTH', 'PAST_3_MONTHS', 'PAST_6_MONTHS', 'PAST_YEAR'] as const)),
    dateSpan: maybe(r, () => ({ from: maybe(r, () => int(r)), to: maybe(r, () => int(r)) })),
    sortOrder: maybe(r, () =>
      r.pick(['RELEVANCE', 'DATE_ASC', 'DATE_DESC', 'NAME', 'NAME_DESC', 'LAST_MODIFIED', 'FILMSTRIP'] as const),
    ),
    offset: maybe(r, () => int(r)),
    maxCount: maybe(r, () => int(r)),
    after: maybe(r, () => text(r)),
    ocr: maybe(r, () => bool(r)),
    strictMode: maybe(r, () => r.pick(['ALL', 'ANY'] as const)),
    highlight: maybe(r, () => bool(r)),
  };
  return JSON.parse(JSON.stringify(q, (_, v) => v)) as SearchQueryInput; // drops undefined keys, keeps null
}

/** Characters a browser and URLSearchParams leave as they are in a query string. */
const addressSafe = /^[A-Za-z0-9._~()!*,:-]*$/;

describe('docQuery', () => {
  it('round-trips 1,000 random queries and stays address-safe', () => {
    const r = seededRandom(1863);
    for (let i = 0; i < 1000; i += 1) {
      const query = randomQuery(r);
      const encoded = encodeDocQuery(query);
      expect(encoded).toMatch(addressSafe);
      expect(new URLSearchParams(`docQuery=${encoded}`).get('docQuery')).toBe(encoded);
      expect(decodeDocQuery(encoded)).toEqual(query);
    }
  });

  it.each<[SearchQueryInput, string]>([
    [{}, ''],
    [{ keywords: 'smith' }, 'k:smith'],
    [{ keywords: 'Civil War', offset: 100, sortOrder: 'NAME' }, 'k:Civil_War,s:n,o:100'],
    [
      { fieldedKeywords: [{ type: 'SURNAME', texts: ['Smyth'], match: 'SOUNDS_LIKE' }] },
      'w:((t:full-name.surname,v:(Smyth),m:sl))',
    ],
    [
      { fieldedKeywords: [{ type: 'BIRTH_DATE', texts: ['1840'], yearRange: 2 }] },
      'w:((t:date.vital.birth,v:(1840),y:2))',
    ],
    [
      { filters: [{ type: 'CONFLICT', values: [{ value: 'Civil War' }], exclude: true }] },
      'f:((t:military.conflict,v:((v:Civil_War)),x:1))',
    ],
    [{ keywords: "O'Brien, Müller" }, 'k:O~27.Brien~,_M~fc.ller'],
    [{ keywords: '', after: null }, 'k:~n,a:!'],
    [{ keywords: 'a\tb' }, 'k:a~tb'],
    [{ filters: [] }, 'f:()'],
  ])('%j ⇄ %s', (query, text) => {
    expect(encodeDocQuery(query)).toBe(text);
    expect(decodeDocQuery(text)).toEqual(query);
  });

  it('reads keys in any order', () => {
    expect(decodeDocQuery('o:100,k:smith')).toEqual({ offset: 100, keywords: 'smith' });
  });

  it.each([
    ['unclosed list', 'w:((t:x'],
    ['missing value', 'k:'],
    ['missing colon', 'k'],
    ['not a number', 'o:abc'],
    ['unknown enum code', 's:zz'],
    ['unknown key', 'q:1'],
    ['repeated key', 'k:a,k:b'],
    ['unknown escape', 'k:~z'],
    ['hex escape without dot', 'k:~1f600'],
    ['code point out of range', 'k:~110000.'],
    ['trailing text', 'k:a)'],
    ['trailing comma', 'k:a,'],
    ['raw character outside the alphabet', 'k:a b'],
    ['percent sign', 'k:%41'],
    ['object where a list belongs', 'w:(t:x)'],
    ['null marker inside text', 'k:a~nb'],
    ['bad boolean', 'c:2'],
    ['upper-case key', 'K:a'],
  ])('throws DocQueryDecodeError on %s', (_, text) => {
    expect(() => decodeDocQuery(text)).toThrow(DocQueryDecodeError);
  });
});
