import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Facet, SearchResults } from '@muster/contract';
import type { DialectName } from '../db/dialect';
import { type ConditionContext, allOf, criterionSql } from './conditions';
import { afterCursor, checkCursor, checkGeneration, encodeCursor, relevance, sortKeys } from './cursor';
import { dictionaries } from './dictionaries';
import { type CountRow, countAll, facetColumns } from './facet-count';
import { facetColumnsFor } from './facet-columns';
import { countInMemory, facetsInMemory, filterInMemory, splitCriteria } from './facet-count-memory';
import { toFacet } from './facet-values';
import { ftsTerms } from './fts-expr';
import { postgresFullText } from './fulltext.postgres';
import { sqliteFullText } from './fulltext.sqlite';
import { highlightDoc } from './highlight';
import { type FieldVisibility, opensLevel, visibleColumn } from './field-visibility';
import type { FullText, TextScope } from './fulltext';
import { ResultCache, readIndexState } from './index-state';
import { MATCH_COLUMNS } from './matches';
import { nameBudget } from './name-budget';
import { relevanceBoost } from './relevance';
import type { SearchPlan } from './query-plan';
import type { SearchDatabase } from './search-docs.table';
import { withinTimeLimit } from './statement-timeout';
import { DEFAULT_FACET_MEMORY_DOCS, type SearchSettings } from './search-settings';
import { type HitRow, toHits } from './search.mapper';

type Summary = Pick<SearchResults, 'total' | 'facets' | 'earliestDate' | 'latestDate'>;

// Facet counts of repeated queries (the empty search page above all) per database handle; keys hold the generation
// (and the counts version a record correction bumps) and the caller's access class, since what a class may not see of a record is not counted for it.
const caches = new WeakMap<object, ResultCache<Summary>>();
const cacheFor = (key: object) =>
  caches.get(key) ?? caches.set(key, new ResultCache<Summary>(500, 5 * 60_000)).get(key)!;

/**
 * What the page's first step reads: without conditions or sort keys beyond the rank, the full-text index alone
 * (ids and rank, no join to the documents); otherwise the documents matching the text. `criteria`: how many of the
 * plan's criteria the page's statement still holds (those decided in memory have become a list of ids).
 */
function pageSource(fullText: FullText, plan: SearchPlan, scope: TextScope, criteria: number) {
  const textOnly = plan.text !== null && criteria === 0 && plan.notText.length === 0 && plan.sort === 'RELEVANCE';
  return textOnly
    ? fullText.rankedIds(plan.text!, scope)
    : fullText.source(plan.text, plan.sort === 'RELEVANCE', scope);
}

// The most ids a page is narrowed to (facet filters decided in memory): beyond, the filters run in SQL as before.
const NARROW_MAX = 50_000;

/** Who is searching (whose private tags match, which documents' hidden fields count) and the search's settings. */
export interface SearchCaller {
  viewerId: number | null;
  visibility: FieldVisibility;
  settings: SearchSettings;
}

/** Runs a planned search: one statement for total and facets (cached), one for the page; highlights come from the page's rows. */
export async function runSearch(
  key: object,
  db: Kysely<SearchDatabase>,
  dialect: DialectName,
  plan: SearchPlan,
  caller: SearchCaller,
): Promise<SearchResults> {
  const state = await readIndexState(db);
  const { generation, countsVersion } = state;
  const dict = await dictionaries(key, db, generation);
  const { settings, ...who } = caller;
  const ctx: ConditionContext = { dict, names: nameBudget(dict, plan.criteria), ...who };
  const timed = <T>(run: (db: Kysely<SearchDatabase>) => Promise<T>) => withinTimeLimit(db, dialect, settings, run);
  const shown = (column: string) => visibleColumn(caller.visibility, column);
  const fullText: FullText = dialect === 'postgres' ? postgresFullText : sqliteFullText;
  // Keywords match a document's hidden words only where the caller opens its level (field-visibility.ts).
  const scope: TextScope = { ocr: plan.ocr, levels: caller.visibility.textLevels };
  const where = allOf([
    ...plan.notText.map((t) => fullText.notMatching(t, scope)),
    ...plan.criteria.map((c) => criterionSql(c, ctx)),
  ]);

  // Tags and lastUpdated change without a rebuild (or with the clock), so their counts are not kept.
  const cacheable = !plan.criteria.some((c) => c.kind === 'tag' || c.kind === 'since');
  const cacheKey = JSON.stringify([
    generation,
    countsVersion,
    caller.visibility.key,
    plan.text,
    plan.notText,
    plan.criteria,
    plan.facets,
    plan.ocr,
  ]);
  const countInSql = () => {
    const columns = sql.join(facetColumns(plan.facets).map((c) => sql`${shown(c)} AS ${sql.ref(c)}`));
    const matched = sql`SELECT ${columns} FROM ${fullText.source(plan.text, false, scope)} WHERE ${where}`;
    return timed((d) => countAll(d, matched, plan.facets));
  };
  // With the facet columns in memory as of these versions (facet-columns.ts), SQL gives only the matching ids (from
  // the full-text index alone when the text decides), facet filters on held columns are decided in memory, and the
  // counting visits no row.
  const held = facetColumnsFor(key, db, state, settings.facetMemoryDocs ?? DEFAULT_FACET_MEMORY_DOCS);
  const split = splitCriteria(plan.criteria);
  /** The ids matching the text and the criteria left to SQL ('all' when nothing narrows). */
  const inSql = [
    ...plan.notText.map((t) => fullText.notMatching(t, scope)),
    ...split.sqlCriteria.map((c) => criterionSql(c, ctx)),
  ];
  const sqlMatches = async (): Promise<number[] | 'all'> => {
    if (plan.text === null && inSql.length === 0) return 'all';
    const from =
      plan.text !== null && split.sqlCriteria.length === 0
        ? fullText.matchedIds(plan.text, scope)
        : fullText.source(plan.text, false, scope);
    const { rows } = await timed((d) => sql<{ id: number }>`SELECT d.id FROM ${from} WHERE ${allOf(inSql)}`.execute(d));
    return rows.map((r) => Number(r.id));
  };
  /** Every match's id, the memory's filters applied; null when an id is not held (a write since the versions were read). */
  const memoryMatches = async (): Promise<number[] | 'all' | null> => {
    const ids = await sqlMatches();
    return split.filters.length ? filterInMemory(held!, ids, split.filters, caller.visibility, dialect) : ids;
  };
  // `every`: the ids of every match when known already (the page held them all, or the filters were decided in memory).
  const countFromMemory = async (every: number[] | null): Promise<CountRow[] | null> => {
    if (!held || !facetsInMemory(plan.facets)) return null;
    const ids = every ?? (await memoryMatches());
    return ids && countInMemory(held, ids, plan.facets, caller.visibility, dialect);
  };
  const summarise = async (every: number[] | null): Promise<Summary> => {
    const cached = cacheable ? cacheFor(key).get(cacheKey) : undefined;
    if (cached) return cached;
    const rows = (await countFromMemory(every)) ?? (await countInSql());
    const total = rows.find((r) => r.f === -1)!;
    const facets: Facet[] = plan.facets.map((facet, i) =>
      toFacet(
        facet,
        rows.filter((r) => r.f === i),
        ctx.dict,
      ),
    );
    const summary = { total: total.c, facets, earliestDate: total.x ?? null, latestDate: total.y ?? null };
    if (cacheable) cacheFor(key).set(cacheKey, summary);
    return summary;
  };

  const boost = relevanceBoost(plan, ctx);
  // With no text and no name to rank by, every score is 0: order by id alone, which the primary key serves.
  const ranked = plan.text !== null || plan.criteria.some((c) => c.kind === 'names' || c.kind === 'all');
  const keys = plan.sort === 'RELEVANCE' && !ranked ? [] : sortKeys(plan.sort, boost, shown);
  // A cursor of another query is the caller's mistake whatever its age; one of this query made before a rebuild expired.
  if (plan.after) {
    checkCursor(keys, plan.after);
    checkGeneration(plan.after, generation);
  }
  // The id only breaks ties, but when every score is equal (a wildcard name gives no exact-name point) the
  // planners walk the primary key and filter, betting the matches are spread evenly over the ids; when they
  // are not (a name loaded late, documents stored by name) the walk read 900,000 rows for 101. `id + 0` is no
  // index's order: the matches are fetched through their own index and sorted. Without keys the id order is the point.
  const tieBreak = keys.length ? sql`d.id + 0` : sql`d.id`;
  // `narrowed`: the matches' ids when the facet filters were decided in memory; the page then reads them in place of
  // those filters, and ranks from the full-text index alone when nothing else is left (no row visited per match).
  const page = async (narrowed: number[] | null) => {
    // With text, the full-text match leads and the list is only looked into (`+` keeps the id from being a way in:
    // asked for each listed id, FTS5 ran its whole match once per id). Without text the list leads.
    const id = sql.raw(plan.text !== null ? '+d.id' : 'd.id');
    const pageWhere = narrowed
      ? allOf([...inSql, sql<SqlBool>`${id} IN (SELECT value FROM json_each(${JSON.stringify(narrowed)}))`])
      : where;
    const source = pageSource(fullText, plan, scope, narrowed ? split.sqlCriteria.length : plan.criteria.length);
    const conditions: RawBuilder<SqlBool>[] = [pageWhere, ...(plan.after ? [afterCursor(keys, plan.after)] : [])];
    const keyRefs = keys.map((_, i) => sql.ref(`p.k${i}`));
    // Two steps in one statement: the page's ids in order (with rank and sort keys) first, then the wide rows of
    // those ids only. Ordered in one step, the sort carried every match's title, body, hidden words and OCR text
    // (thousands of rows for a common surname) to keep 101 of them.
    const { rows } = await timed((d) =>
      sql<HitRow & Record<string, string | number>>`
      SELECT d.id, d.content_type, d.object_id, p.rank, ${sql.join(MATCH_COLUMNS.map((c) => sql`${shown(c)} AS ${sql.ref(c)}`))}, d.title, d.body, d.hidden, d.ocr, d.access_level,
        ${sql.join([...keyRefs.map((k, i) => sql`${k} AS ${sql.ref(`k${i}`)}`), sql`p.id_key`])}
      FROM (
        SELECT d.id, ${relevance(boost)} AS rank, ${sql.join([...keys.map((k, i) => sql`${k.expr} AS ${sql.ref(`k${i}`)}`), sql`d.id AS id_key`])}
        FROM ${source}
        WHERE ${allOf(conditions)}
        ORDER BY ${sql.join([...keys.map((k) => sql`${k.expr} ${sql.raw(k.dir)}`), tieBreak])}
        LIMIT ${plan.limit + 1} OFFSET ${plan.offset}
      ) AS p
      JOIN search_docs AS d ON d.id = p.id
      ORDER BY ${sql.join([...keys.map((k, i) => sql`${keyRefs[i]} ${sql.raw(k.dir)}`), sql`p.id_key`])}`.execute(d),
    );
    return rows;
  };

  // On SQLite the statements run one after the other anyway (better-sqlite3 is synchronous): the page goes first, and
  // when it holds every match (a first page with room to spare, as most name searches are) the counts need no
  // statement of their own. On PostgreSQL both run at once, on two connections.
  let summary: Summary;
  let rows: Awaited<ReturnType<typeof page>>;
  if (dialect === 'sqlite') {
    // Facet filters decided in memory narrow the page to the ids they keep, up to a list SQLite reads quickly.
    const narrowed = held && split.filters.length ? await memoryMatches() : null;
    const matches = Array.isArray(narrowed) ? narrowed : null;
    rows = await page(matches && matches.length <= NARROW_MAX ? matches : null);
    const whole = plan.after === null && plan.offset === 0 && rows.length <= plan.limit;
    // Read already, the filtered matches serve the counts even when too many to narrow the page.
    summary = await summarise(matches ?? (whole ? rows.map((r) => Number(r.id)) : null));
  } else {
    [summary, rows] = await Promise.all([summarise(null), page(null)]);
  }
  const hits = rows.slice(0, plan.limit);
  const last = hits.at(-1);
  const terms = ftsTerms(plan.text);
  const highlights = new Map(
    hits.map((row) => [
      row.id,
      highlightDoc(row, terms, { ocr: plan.ocr, opened: opensLevel(caller.visibility, row.access_level) }),
    ]),
  );
  // Every hit carries its own cursor (a connection's edge), so a walk can resume after any hit of a page.
  const cursorOf = (row: (typeof hits)[number]) =>
    encodeCursor(
      plan.sort,
      generation,
      keys.map((_, i) => row[`k${i}`]),
      row.id,
    );
  return {
    ...summary,
    hits: toHits(hits, plan, ctx.dict, highlights).map((hit, i) => ({ ...hit, cursor: cursorOf(hits[i]!) })),
    endCursor: rows.length > plan.limit && last ? cursorOf(last) : null,
  };
}
