import type { FieldedKeyword } from '@muster/contract';
import { type FtsExpr, ftsAnd, tokenize } from './fts-expr';
import { type NameTest, hasWildcard, nameTest } from './name-codes';
import type { FilterCriterion, TagCriterion, WhenCriterion } from './plan-filters';
import { SearchError } from './search-error';
import type { SearchDoc } from './search-docs.table';
import { parseYears } from './year-range';

export type NamePart = 'surname' | 'given_name' | 'middle_name';
export type YearColumn = 'year' | 'birth_year' | 'enlistment_year' | 'death_year' | 'discharge_year' | 'burial_year';
export type PlaceColumn =
  'place_id' | 'birth_place_id' | 'residence_place_id' | 'enlistment_place_id' | 'death_place_id' | 'burial_place_id';
export type ValueColumn = keyof SearchDoc &
  (
    | 'service_number'
    | 'military_rank'
    | 'branch'
    | 'conflict'
    | 'gender'
    | 'race'
    | 'casualty_type'
    | 'award'
    | 'death_cause'
    | 'rank_enlistment'
    | 'rank_discharge'
    | 'theater'
  );

/** A condition besides the full-text match; fielded ones say which field they report matches under. */
export type Criterion =
  /** Some test matches some name part (resolved to name lists through search_names). */
  | { kind: 'names'; field: string; parts: NamePart[]; tests: NameTest[]; exclude: boolean }
  | {
      kind: 'years';
      field: string;
      columns: YearColumn[];
      ranges: [number, number][];
      widened: boolean;
      exclude: boolean;
    }
  /** Places named or at a path, and every place under them (resolved through the places table). */
  | { kind: 'places'; field: string; columns: PlaceColumn[]; texts: string[]; exclude: boolean }
  /** Case-insensitive equality, or prefix unless strict. */
  | { kind: 'value'; field: string; column: ValueColumn; values: string[]; prefix: boolean; exclude: boolean }
  /** Every item holds (a multi-word full-name sound-alike: each word matches some name part). */
  | { kind: 'all'; items: Criterion[]; exclude: boolean }
  | FilterCriterion
  | TagCriterion
  | WhenCriterion;

/** Name parts, year columns and place columns of each searchable field, and the field each column reports as. */
const NAME_FIELDS: Record<string, NamePart[]> = {
  'full-name.surname': ['surname'],
  'full-name.given': ['given_name', 'middle_name'],
};
export const NAME_PART_FIELD: Record<NamePart, string> = {
  surname: 'full-name.surname',
  given_name: 'full-name.given',
  middle_name: 'full-name.given',
};
const YEAR_FIELDS: Record<string, YearColumn[]> = {
  date: ['year', 'birth_year', 'enlistment_year', 'death_year'],
  'date.vital.birth': ['birth_year'],
  'date.military.enlistment': ['enlistment_year'],
  'date.vital.death': ['death_year'],
  // Service begins at enlistment; it ends at discharge (a man who died in service has no discharge year).
  'date.military.service.start': ['enlistment_year'],
  'date.military.service.end': ['discharge_year'],
  'date.vital.death.burial': ['burial_year'],
};
export const YEAR_COLUMN_FIELD: Record<YearColumn, string> = {
  year: 'date',
  birth_year: 'date.vital.birth',
  enlistment_year: 'date.military.enlistment',
  death_year: 'date.vital.death',
  discharge_year: 'date.military.service.end',
  burial_year: 'date.vital.death.burial',
};
const PLACE_FIELDS: Record<string, PlaceColumn[]> = {
  place: ['place_id', 'birth_place_id', 'residence_place_id', 'enlistment_place_id', 'death_place_id'],
  'place.vital.birth': ['birth_place_id'],
  'place.residence': ['residence_place_id'],
  'place.military.enlistment': ['enlistment_place_id'],
  'place.vital.death': ['death_place_id'],
  'place.vital.death.burial': ['burial_place_id'],
};
export const PLACE_COLUMN_FIELD: Record<PlaceColumn, string> = {
  place_id: 'place',
  birth_place_id: 'place.vital.birth',
  residence_place_id: 'place.residence',
  enlistment_place_id: 'place.military.enlistment',
  death_place_id: 'place.vital.death',
  burial_place_id: 'place.vital.death.burial',
};
const VALUE_FIELDS: Record<string, ValueColumn> = {
  'military.service-number': 'service_number',
  'military.rank': 'military_rank',
  'military.service.branch': 'branch',
  'military.conflict': 'conflict',
  'general.gender': 'gender',
  'general.race': 'race',
  'military.casualty.type': 'casualty_type',
  'military.award': 'award',
  'general.death.cause': 'death_cause',
  'military.rank.enlistment': 'rank_enlistment',
  'military.rank.discharge': 'rank_discharge',
  // A theater is a region of the war (Eastern Theater, Pacific Theater), not a place of the places table.
  'place.theater': 'theater',
};

/** Fields whose values are a closed list: a text that names none of them is a mistake, not an empty result. */
const CLOSED_VALUES: Record<string, readonly string[]> = {
  'general.gender': ['Male', 'Female'],
};

export function planFielded(fielded: FieldedKeyword): Criterion | { kind: 'text'; expr: FtsExpr } {
  const { type, texts } = fielded;
  const exclude = fielded.exclude ?? false;
  const strict = fielded.strict ?? false;
  const words = texts.map((t) => t.trim()).filter((t) => t !== '');
  if (words.length === 0) throw new SearchError('BAD_USER_INPUT', `fielded keyword '${type}' has no text`);
  if (type === 'full-name') {
    const exact = (fielded.match ?? 'EXACT') === 'EXACT' && !words.some(hasWildcard);
    // Exact words use the full-text names column (which also holds memorial names); every word must match.
    if (exact) {
      const tokens = words.flatMap(tokenize);
      if (tokens.length === 0)
        throw new SearchError('BAD_USER_INPUT', `fielded keyword '${type}' has no letters or digits to look for`);
      return { kind: 'text', expr: ftsAnd(tokens.map((token) => ({ token, namesOnly: true, prefix: !strict }))) };
    }
    const parts: NamePart[] = ['surname', 'given_name', 'middle_name'];
    const tests = words.flatMap((w) => w.split(/\s+/)).map((w) => nameTest(w, fielded.match, strict));
    // Several words: each must match some part, so each becomes a criterion of its own in the caller's AND.
    if (tests.length === 1) return { kind: 'names', field: type, parts, tests, exclude };
    return {
      kind: 'all',
      items: tests.map((t) => ({ kind: 'names', field: type, parts, tests: [t], exclude: false })),
      exclude,
    };
  }
  const nameParts = own(NAME_FIELDS, type);
  if (nameParts)
    return {
      kind: 'names',
      field: type,
      parts: nameParts,
      tests: words.map((w) => nameTest(w, fielded.match, strict)),
      exclude,
    };
  const years = own(YEAR_FIELDS, type);
  if (years) {
    const widen = Math.max(0, Math.min(fielded.yearRange ?? 0, 100));
    const ranges = words.map((w) => parseYears(w, widen));
    return {
      kind: 'years',
      field: type,
      columns: years,
      ranges,
      widened: widen > 0 || words.some((w) => w.includes('-')),
      exclude,
    };
  }
  const places = own(PLACE_FIELDS, type);
  if (places) return { kind: 'places', field: type, columns: places, texts: words, exclude };
  const column = own(VALUE_FIELDS, type);
  const closed = own(CLOSED_VALUES, type);
  const unknown = closed && words.find((w) => !closed.some((v) => v.toLowerCase().startsWith(w.toLowerCase())));
  if (unknown)
    throw new SearchError(
      'BAD_USER_INPUT',
      `fielded keyword '${type}' takes ${closed.join(' or ')}, not '${unknown.slice(0, 40)}'`,
    );
  if (column) return { kind: 'value', field: type, column, values: words, prefix: !strict, exclude };
  throw new SearchError(
    'BAD_USER_INPUT',
    `fielded keyword type '${type}' is not searchable (searchable: ${SEARCHABLE.join(', ')})`,
  );
}

/** The entry of a field table, never one inherited from Object (a type `constructor` is simply unknown). */
const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

const SEARCHABLE = ['full-name', ...[NAME_FIELDS, YEAR_FIELDS, PLACE_FIELDS, VALUE_FIELDS].flatMap(Object.keys)];
