import { sql } from 'kysely';
import type { FieldedKeyword, SearchFilter, SearchQuery } from '@muster/contract';
import type { Database } from '../src/db/database';
import type { Kysely } from 'kysely';
import { HIDDEN_COLUMNS } from '../src/search/field-visibility';
import { fold, nameCodes, nameTest } from '../src/search/name-codes';
import type { SearchDoc } from '../src/search/search-docs.table';

/**
 * Search semantics re-stated naively over rows read back from the database, to check the engine's totals
 * and facet counts: every document is tested one by one in TypeScript, no SQL involved.
 */
export type Row = SearchDoc & { ocr: string; browse: (string | null)[] };

export async function readRows(db: Kysely<Database>): Promise<Row[]> {
  const { rows } = await sql<SearchDoc & { ocr: string }>`SELECT * FROM search_docs`.execute(db);
  const rolls = await db.selectFrom('rolls').selectAll().execute();
  const byId = new Map(
    rolls.map((r) => [r.id, [r.browse_1, r.browse_2, r.browse_3, r.browse_4, r.browse_5, r.browse_6, r.browse_7]]),
  );
  return rows.map((r) => ({ ...r, browse: (r.roll_id !== null && byId.get(r.roll_id)) || [] }));
}

/**
 * The rows as a caller opening `levels` may see them: a record of another level shows none of the fields its
 * page hides, nor their words to keywords (the rule of field-visibility.ts, restated without SQL).
 */
export function asSeenBy(rows: Row[], levels: readonly string[]): Row[] {
  return rows.map((row) =>
    levels.includes(row.access_level)
      ? row
      : { ...row, hidden: '', ...Object.fromEntries([...HIDDEN_COLUMNS].map((column) => [column, null])) },
  );
}

const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

function keywordMatch(row: Row, keywords: string | undefined, any: boolean): boolean {
  const tokens = words(keywords ?? '');
  if (tokens.length === 0) return true;
  const pool = words(`${row.title} ${row.names} ${row.body} ${row.hidden} ${row.ocr}`);
  const has = (t: string) => pool.some((w) => w.startsWith(t));
  return any ? tokens.some(has) : tokens.every(has);
}

function fieldedMatch(row: Row, k: FieldedKeyword): boolean {
  const parts =
    k.type === 'full-name.surname'
      ? [row.surname]
      : k.type === 'full-name.given'
        ? [row.given_name, row.middle_name]
        : k.type === 'full-name'
          ? [row.surname, row.given_name, row.middle_name]
          : null;
  let hit: boolean;
  if (parts) {
    const tests = k.texts.map((t) => nameTest(t, k.match, k.strict ?? false));
    hit = parts.some((p) => p !== null && tests.some((t) => t.test(p, nameCodes(p)) !== null));
  } else {
    const column = {
      'date.vital.birth': row.birth_year,
      'date.military.enlistment': row.enlistment_year,
      'date.vital.death': row.death_year,
    }[k.type];
    const r = k.yearRange ?? 0;
    hit = column !== null && column !== undefined && k.texts.some((t) => Math.abs(Number(t) - column) <= r);
  }
  return k.exclude ? !hit : hit;
}

/** The value of a facet or filter type for a row (null when it has none). */
export function valueOf(row: Row, type: string, level = 1): string | null {
  const column: Record<string, string | number | null> = {
    'military.conflict': row.conflict,
    'general.title.content.collection': row.collection,
    'military.service.branch': row.branch,
    'general.title.id': row.publication_id,
    'general.title.content.type': row.pub_content_type,
    'general.title.content.doc-type': row.doc_type,
    'general.title.content.sub-type': row.sub_type,
    'general.title.provider.id': row.provider,
    'general.title.provider.language': row.language,
    'military.service-number': row.service_number,
    'full-name': row.surname,
    date: row.year,
  };
  if (type === 'place') {
    const parts = row.place_path?.split(',') ?? [];
    return parts.length >= level ? parts.slice(0, level).join(',') : null;
  }
  const browse = /^general\.title\.browse\.(\d)$/.exec(type);
  if (browse) return row.browse[Number(browse[1]) - 1] ?? null;
  const v = column[type];
  return v === null || v === undefined ? null : String(v);
}

function filterMatch(row: Row, f: SearchFilter): boolean {
  const v = f.type === 'place' ? row.place_path : valueOf(row, f.type);
  const hit =
    v !== null &&
    f.values.some(({ value }) =>
      f.filterType === 'PREFIX'
        ? v.toLowerCase().startsWith(value.toLowerCase())
        : f.type === 'place'
          ? v === value || v.startsWith(`${value},`)
          : v === value,
    );
  return f.exclude ? !hit : hit;
}

export function bruteForce(rows: Row[], q: SearchQuery): Row[] {
  return rows.filter(
    (row) =>
      keywordMatch(row, q.keywords, q.strictMode === 'ANY') &&
      (q.fieldedKeywords ?? []).every((k) => fieldedMatch(row, k)) &&
      (q.filters ?? []).every((f) => filterMatch(row, f)),
  );
}

/** value → count over the matched rows, as the facet should report it (dates by decade unless within one). */
export function countFacet(rows: Row[], type: string, level = 1, parents: string[] = []): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const v = valueOf(row, type, level);
    if (v === null || (parents.length && !parents.some((p) => v.startsWith(`${p},`)))) continue;
    counts[v] = (counts[v] ?? 0) + 1;
  }
  if (type !== 'date' || new Set(Object.keys(counts).map((y) => y.slice(0, 3))).size <= 1) return counts;
  const decades: Record<string, number> = {};
  for (const [year, n] of Object.entries(counts)) {
    const key = `${year.slice(0, 3)}0-${year.slice(0, 3)}9`;
    decades[key] = (decades[key] ?? 0) + n;
  }
  return decades;
}
