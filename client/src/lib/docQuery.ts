import type {
  DateSpanInput,
  FacetRequestInput,
  FacetSort,
  FacetType,
  FieldedKeywordInput,
  FilterType,
  FilterValueInput,
  LastUpdated,
  NameMatch,
  SearchFilterInput,
  SearchField,
  SearchQueryInput,
  SortOrder,
  StrictMode,
  TagFilterInput,
} from '../__generated__/graphql';
import { FACET_TYPE_VOCABULARY, SEARCH_FIELD_VOCABULARY, enumNameOf } from '@muster/contract/rules';
import { UrlTextError, escapeText, readText } from './urlText';

/**
 * The compact `docQuery` form of a SearchQueryInput (content spec §2.2), e.g.
 * `k:pension,w:((t:full-name.surname,v:(Smyth),m:sl)),f:((t:military.conflict,v:((v:Civil_War)))),s:n`.
 * Fields are one-letter keys, objects and lists are parenthesised, enums are short codes, text is written
 * with urlText's escapes and `!` is null. Every character is address-safe, so it needs no further encoding.
 */

/** The spec's decoder error: the text is not a docQuery. */
export class DocQueryDecodeError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`docQuery: ${message} at ${position}`);
    this.name = 'DocQueryDecodeError';
  }
}

class Reader {
  pos = 0;
  constructor(readonly text: string) {}
  peek(): string | undefined {
    return this.text[this.pos];
  }
  expect(ch: string): void {
    if (this.text[this.pos] !== ch) this.fail(`expected '${ch}'`);
    this.pos += 1;
  }
  match(re: RegExp, what: string): string {
    const m = re.exec(this.text.slice(this.pos));
    if (!m) this.fail(`expected ${what}`);
    this.pos += m![0].length;
    return m![0];
  }
  fail(message: string): never {
    throw new DocQueryDecodeError(message, this.pos);
  }
}

interface Codec<T> {
  write(value: T): string;
  read(r: Reader): T;
}

const STOPS = '(),:!';

const text: Codec<string> = {
  write: escapeText,
  read(r) {
    try {
      const [value, end] = readText(r.text, r.pos, STOPS);
      r.pos = end;
      return value;
    } catch (e) {
      if (e instanceof UrlTextError) throw new DocQueryDecodeError(e.message, e.position);
      throw e;
    }
  },
};

const int: Codec<number> = {
  write: (n) => String(Math.trunc(n)),
  read(r) {
    const n = Number(r.match(/^-?\d{1,15}/, 'a whole number'));
    return n;
  },
};

const bool: Codec<boolean> = {
  write: (b) => (b ? '1' : '0'),
  read: (r) => r.match(/^[01]/, '0 or 1') === '1',
};

function enumOf<T extends string>(codes: Record<T, string>): Codec<T> {
  const byCode = new Map(Object.entries(codes).map(([value, code]) => [code as string, value as T]));
  return {
    write: (value) => codes[value],
    read(r) {
      const start = r.pos;
      const value = byCode.get(r.match(/^[a-z0-9]+/, 'a code'));
      if (value === undefined) throw new DocQueryDecodeError('unknown code', start);
      return value;
    },
  };
}

/** An enum written as the spec's type (`CONFLICT` as `military.conflict`), so addresses keep the spec's vocabulary. */
function specTypeOf<T extends string>(vocabulary: Record<T, { type: string }>): Codec<T> {
  return {
    write: (value) => escapeText(vocabulary[value].type),
    read(r) {
      const start = r.pos;
      const value = enumNameOf(vocabulary, text.read(r));
      if (value === undefined) throw new DocQueryDecodeError('unknown type', start);
      return value;
    },
  };
}

function list<T>(item: Codec<T>): Codec<T[]> {
  return {
    write: (items) => `(${items.map(item.write).join(',')})`,
    read(r) {
      r.expect('(');
      const items: T[] = [];
      if (r.peek() === ')') {
        r.pos += 1;
        return items;
      }
      for (;;) {
        items.push(item.read(r));
        if (r.peek() === ')') break;
        r.expect(',');
      }
      r.pos += 1;
      return items;
    },
  };
}

/** One key of an object: the property it holds and how its value is written. */
type Fields<T> = { [K in keyof T]-?: [key: string, codec: Codec<NonNullable<T[K]>>] };

function writeFields<T extends object>(fields: Fields<T>, value: T): string {
  const parts: string[] = [];
  for (const prop of Object.keys(fields) as (keyof T)[]) {
    const v = value[prop];
    if (v === undefined) continue;
    const [key, codec] = fields[prop];
    parts.push(`${key}:${v === null ? '!' : codec.write(v as NonNullable<T[keyof T]>)}`);
  }
  return parts.join(',');
}

/** Reads `key:value` pairs up to `)` or the end; unknown and repeated keys are errors. */
function readFields<T extends object>(fields: Fields<T>, r: Reader, closing: string | undefined): T {
  const entries = Object.entries(fields as Record<string, [string, Codec<unknown>]>);
  const byKey = new Map(entries.map(([prop, [key, codec]]) => [key, [prop, codec] as const]));
  const out: Record<string, unknown> = {};
  if (r.peek() === closing) return out as T;
  for (;;) {
    const start = r.pos;
    const field = byKey.get(r.match(/^[a-z]/, 'a field key'));
    if (!field) throw new DocQueryDecodeError('unknown field key', start);
    const [prop, codec] = field;
    if (prop in out) throw new DocQueryDecodeError('repeated field key', start);
    r.expect(':');
    if (r.peek() === '!') {
      r.pos += 1;
      out[prop] = null;
    } else {
      out[prop] = codec.read(r);
    }
    if (r.peek() === closing) return out as T;
    r.expect(',');
  }
}

function object<T extends object>(fields: Fields<T>): Codec<T> {
  return {
    write: (value) => `(${writeFields(fields, value)})`,
    read(r) {
      r.expect('(');
      const value = readFields(fields, r, ')');
      r.pos += 1;
      return value;
    },
  };
}

const nameMatch = enumOf<NameMatch>({
  EXACT: 'e',
  WILDCARD: 'w',
  SOUNDEX: 'sx',
  PHONETIC: 'ph',
  SOUNDS_LIKE: 'sl',
  EXACT_THEN_SOUNDS_LIKE: 'es',
});
const filterType = enumOf<FilterType>({ TERM: 't', PREFIX: 'p' });
const facetSort = enumOf<FacetSort>({ RANK: 'r', ALPHABETICAL: 'a' });
const lastUpdated = enumOf<LastUpdated>({
  PAST_MONTH: '1m',
  PAST_3_MONTHS: '3m',
  PAST_6_MONTHS: '6m',
  PAST_YEAR: '1y',
});
const strictMode = enumOf<StrictMode>({ ALL: 'all', ANY: 'any' });
const sortOrder = enumOf<SortOrder>({
  RELEVANCE: 'r',
  DATE_ASC: 'da',
  DATE_DESC: 'dd',
  NAME: 'n',
  NAME_DESC: 'nd',
  LAST_MODIFIED: 'lm',
  FILMSTRIP: 'fs',
});

const facetType = specTypeOf<FacetType>(FACET_TYPE_VOCABULARY);
const searchField = specTypeOf<SearchField>(SEARCH_FIELD_VOCABULARY);

const fieldedKeyword = object<FieldedKeywordInput>({
  type: ['t', searchField],
  texts: ['v', list(text)],
  exclude: ['x', bool],
  strict: ['s', bool],
  match: ['m', nameMatch],
  yearRange: ['y', int],
});
const filterValue = object<FilterValueInput>({ value: ['v', text], label: ['l', text] });
const filter = object<SearchFilterInput>({
  type: ['t', facetType],
  values: ['v', list(filterValue)],
  exclude: ['x', bool],
  strict: ['s', bool],
  filterType: ['p', filterType],
});
const facetRequest = object<FacetRequestInput>({
  type: ['t', facetType],
  maxCount: ['m', int],
  placeLevel: ['l', int],
  placeParents: ['p', list(text)],
  requiredValues: ['q', list(text)],
  sort: ['s', facetSort],
  valueFilter: ['f', text],
  valueFilterType: ['g', filterType],
});
const tag = object<TagFilterInput>({ name: ['n', text], exclude: ['x', bool], privateTagUserId: ['p', int] });
const dateSpan = object<DateSpanInput>({ from: ['f', int], to: ['t', int] });

const queryFields: Fields<SearchQueryInput> = {
  keywords: ['k', text],
  fieldedKeywords: ['w', list(fieldedKeyword)],
  filters: ['f', list(filter)],
  facetRequests: ['r', list(facetRequest)],
  tags: ['g', list(tag)],
  lastUpdated: ['u', lastUpdated],
  dateSpan: ['d', dateSpan],
  sortOrder: ['s', sortOrder],
  offset: ['o', int],
  maxCount: ['m', int],
  after: ['a', text],
  ocr: ['c', bool],
  strictMode: ['x', strictMode],
  highlight: ['h', bool],
};

/** The docQuery text of a query; the empty query is the empty string. */
export function encodeDocQuery(query: SearchQueryInput): string {
  return writeFields(queryFields, query);
}

/** The query of a docQuery text; throws DocQueryDecodeError when the text is malformed. */
export function decodeDocQuery(docQuery: string): SearchQueryInput {
  const r = new Reader(docQuery);
  const query = readFields(queryFields, r, undefined);
  if (r.pos !== docQuery.length) r.fail('unexpected text');
  return query;
}
