import type { HitMatch, MatchKind } from '@muster/contract';
import { type Dictionaries, expandPlaces } from './dictionaries';
import { fold, nameCodes } from './name-codes';
import { type Criterion, NAME_PART_FIELD, PLACE_COLUMN_FIELD, YEAR_COLUMN_FIELD } from './plan-fielded';
import type { SearchPlan } from './query-plan';
import { ftsTerms } from './fts-expr';
import type { SearchDoc } from './search-docs.table';
import { MARK_END, MARK_START } from './highlight';

export const MATCH_COLUMNS = [
  'names',
  'surname',
  'given_name',
  'middle_name',
  'year',
  'birth_year',
  'enlistment_year',
  'death_year',
  'discharge_year',
  'burial_year',
  'place_id',
  'birth_place_id',
  'residence_place_id',
  'enlistment_place_id',
  'death_place_id',
  'burial_place_id',
  'service_number',
  'military_rank',
  'branch',
  'conflict',
  'gender',
  'race',
  'casualty_type',
  'award',
  'death_cause',
  'rank_enlistment',
  'rank_discharge',
  'theater',
] as const satisfies readonly (keyof SearchDoc)[];

export type MatchRow = Pick<SearchDoc, 'id' | (typeof MATCH_COLUMNS)[number]>;

/**
 * Which fields a hit matched and how, worked out again in memory for the page's rows only: the SQL found
 * the hit, this says why (Smyth by Soundex on a Smith record → full-name.surname, SOUNDEX, Smith).
 */
export function matchesOf(row: MatchRow, plan: SearchPlan, dict: Dictionaries, highlights: string[]): HitMatch[] {
  const out: HitMatch[] = [];
  const push = (m: HitMatch) => {
    if (!out.some((o) => o.field === m.field && o.value === m.value)) out.push(m);
  };
  for (const token of plan.keywordTokens) {
    push({ field: 'keywords', kind: 'KEYWORD', value: markedWord(highlights, token) ?? token });
  }
  for (const term of ftsTerms(plan.text).filter((t) => t.namesOnly)) {
    const part = (['surname', 'given_name', 'middle_name'] as const).find(
      (p) => row[p] && fold(row[p]!).startsWith(term.token),
    );
    const value = part ? row[part]! : row.names.split(/[^\p{L}\p{N}']+/u).find((w) => fold(w).startsWith(term.token));
    if (value)
      push({
        field: part ? NAME_PART_FIELD[part] : 'full-name',
        kind: fold(value) === term.token ? 'EXACT' : 'PREFIX',
        value,
      });
  }
  for (const c of plan.criteria) criterionMatches(c, row, dict, push);
  return out;
}

function criterionMatches(c: Criterion, row: MatchRow, dict: Dictionaries, push: (m: HitMatch) => void): void {
  if ('exclude' in c && c.exclude) return;
  switch (c.kind) {
    case 'all':
      for (const item of c.items) criterionMatches(item, row, dict, push);
      return;
    case 'names':
      for (const part of c.parts) {
        const value = row[part];
        if (!value) continue;
        const codes = dict.codesByName.get(value) ?? nameCodes(value);
        const kind = c.tests.map((t) => t.test(value, codes)).find((k): k is MatchKind => k !== null);
        if (kind) push({ field: NAME_PART_FIELD[part], kind, value });
      }
      return;
    case 'years':
      for (const column of c.columns) {
        const year = row[column];
        if (year !== null && c.ranges.some(([from, to]) => year >= from && year <= to)) {
          // A field of one column (service start: the enlistment year) reports itself; `date` the column that matched.
          const field = c.columns.length === 1 ? c.field : YEAR_COLUMN_FIELD[column];
          push({ field, kind: c.widened ? 'YEAR_RANGE' : 'EXACT', value: String(year) });
        }
      }
      return;
    case 'places': {
      const places = expandPlaces(dict, c.texts);
      const ids = new Set(places.map((p) => p.id));
      for (const column of c.columns) {
        const id = row[column];
        if (id === null || !ids.has(id)) continue;
        const path = dict.placeById.get(id)!.path;
        const named = c.texts.some((t) => fold(t) === fold(path) || fold(t) === fold(dict.placeById.get(id)!.name));
        push({ field: PLACE_COLUMN_FIELD[column], kind: named ? 'EXACT' : 'PREFIX', value: path });
      }
      return;
    }
    case 'value': {
      const value = row[c.column];
      if (value === null) return;
      const exact = c.values.some((v) => fold(v) === fold(value));
      if (exact || c.values.some((v) => fold(value).startsWith(fold(v))))
        push({ field: c.field, kind: exact ? 'EXACT' : 'PREFIX', value });
      return;
    }
    default:
      return;
  }
}

/** The highlighted word that a keyword token lit up, in its indexed spelling. */
function markedWord(highlights: string[], token: string): string | null {
  for (const fragment of highlights) {
    for (const [, word] of fragment.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'gu'))) {
      if (fold(word).startsWith(token)) return word;
    }
  }
  return null;
}
