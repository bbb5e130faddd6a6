import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { ACCESS_LEVELS, type Viewer, openedLevels } from '@muster/contract/rules';
import type { SearchDoc } from './search-docs.table';

/**
 * Columns of search_docs that hold what a record page hides from a caller who may not VIEW the record
 * (index-record/record-access.ts blanks them): dates and years, places, service number, ranks and the other person
 * fields (gender, race, casualty, award, cause of death, theater). Names,
 * conflict, branch and the publication's own attributes stay visible, as on the page. The words of those fields
 * (and of unit and casualty) are the full-text column `hidden`, which only `textLevels` match.
 */
export const HIDDEN_COLUMNS: ReadonlySet<keyof SearchDoc> = new Set<keyof SearchDoc>([
  'date',
  'year',
  'birth_year',
  'enlistment_year',
  'death_year',
  'place_path',
  'place_country',
  'place_state',
  'place_id',
  'birth_place_id',
  'residence_place_id',
  'enlistment_place_id',
  'death_place_id',
  'service_number',
  'military_rank',
  // The record page blanks these as well (gender, race, casualty, and the catalogue's fields of migration 023).
  'gender',
  'race',
  'casualty_type',
  'award',
  'death_cause',
  'rank_enlistment',
  'rank_discharge',
  'theater',
  'discharge_year',
  'burial_year',
  'burial_place_id',
]);

/**
 * Which documents show the caller their hidden columns: those whose access level the caller opens. For a
 * document the caller may not view, those columns count as absent everywhere a search reads them (conditions,
 * facets, earliest and latest date, sort keys, match reports), so no filter, facet or sort tells its dates or places.
 */
export interface FieldVisibility {
  /** The caller's access class (opened levels), part of every cache key of counts. */
  key: string;
  /** Condition on `d` that the document is open to the caller; null when every document is. */
  open: RawBuilder<SqlBool> | null;
  /**
   * The levels whose documents' hidden words (search_docs.hidden) the caller's free keywords may match: the levels
   * it opens, and OTHER (every level not in ACCESS_LEVELS) for a caller who opens every document.
   */
  textLevels: readonly TextLevel[];
}

/** The full-text index keeps hidden words apart by these levels (migration 020); an unlisted level counts as OTHER. */
export const TEXT_LEVELS = [...ACCESS_LEVELS, 'OTHER'] as const;
export type TextLevel = (typeof TEXT_LEVELS)[number];

export function fieldVisibility(viewer: Viewer): FieldVisibility {
  const levels = openedLevels(viewer);
  if (levels.length === ACCESS_LEVELS.length) return { key: 'ALL', open: null, textLevels: TEXT_LEVELS };
  return { key: levels.join(','), open: sql<SqlBool>`d.access_level IN (${sql.join(levels)})`, textLevels: levels };
}

/** Whether the caller sees the hidden fields (and words) of a document of this access level, as `open` decides in SQL. */
export const opensLevel = (visibility: FieldVisibility, level: string): boolean =>
  visibility.open === null || (visibility.textLevels as readonly string[]).includes(level);

const isHidden = (column: string) => HIDDEN_COLUMNS.has(column as keyof SearchDoc);

/** `d.column` as the caller may see it: NULL where the column is hidden from the caller. */
export function visibleColumn(visibility: FieldVisibility, column: string): RawBuilder<unknown> {
  const ref = sql.ref(`d.${column}`);
  return visibility.open && isHidden(column) ? sql`CASE WHEN ${visibility.open} THEN ${ref} END` : sql`${ref}`;
}

/**
 * A predicate over `d.column`s that holds only where the caller sees them: ANDed with the open condition when
 * a column is hidden. (Rather than testing visibleColumn's CASE, so an index on the column still serves it.)
 * The predicate is then false for a hidden value, and an excluding criterion (IS NOT TRUE) keeps the document.
 */
export function whereVisible(
  visibility: FieldVisibility,
  columns: readonly string[],
  predicate: RawBuilder<SqlBool>,
): RawBuilder<SqlBool> {
  return visibility.open && columns.some(isHidden) ? sql<SqlBool>`(${predicate} AND ${visibility.open})` : predicate;
}
