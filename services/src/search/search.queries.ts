import { type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Facet, SearchResults } from '../contract/search';
import type { DialectName } from '../db/dialect';
import { type FullText, type SourceRow, fullTextFor } from './fulltext';
import type { FacetPlan, FilterPlan, SearchPlan } from './query-plan';
import type { SearchDatabase } from './search-docs.table';
import { toFacet, toHits } from './search.mapper';

type Source = AliasedRawBuilder<SourceRow, 'd'>;

/** Runs a planned search: one count query, one page query, one query per facet, one for highlights. */
export async function runSearch(db: Kysely<SearchDatabase>, dialect: DialectName, plan: SearchPlan): Promise<SearchResults> {
  const fullText = fullTextFor(dialect);
  const unranked = fullText.source(plan.terms, false);
  const [summary, page, facets] = await Promise.all([
    summarise(db, unranked, plan.filters),
    pageOfHits(db, fullText.source(plan.terms, plan.sort === 'RELEVANCE'), plan),
    Promise.all(plan.facets.map((facet) => countFacet(db, unranked, plan.filters, facet))),
  ]);
  const highlights = await fullText.highlights(db, plan.terms, page.map((row) => row.id));
  return {
    total: Number(summary.total),
    hits: toHits(page, highlights),
    facets,
    earliestDate: summary.earliest ?? null,
    latestDate: summary.latest ?? null,
  };
}

function filtered(db: Kysely<SearchDatabase>, source: Source, filters: FilterPlan[]) {
  return db.selectFrom(source).$if(filters.length > 0, (q) => q.where(sql<SqlBool>`${sql.join(filters.map(condition), sql` AND `)}`));
}

function condition(filter: FilterPlan): RawBuilder<SqlBool> {
  const col = sql.ref(`d.${filter.facet.column}`);
  let match: RawBuilder<SqlBool>;
  if (filter.kind === 'years') {
    match = any(filter.ranges.map(([from, to]) => sql<SqlBool>`${col} BETWEEN ${from} AND ${to}`));
  } else if (filter.prefix) {
    match = any(filter.values.map((v) => sql<SqlBool>`lower(${col}) LIKE ${likePrefix(String(v).toLowerCase())} ESCAPE '\\'`));
  } else if (filter.facet.hierarchical) {
    // A place filter matches the place and every place under it.
    match = any(filter.values.map((v) => sql<SqlBool>`(${col} = ${v} OR ${col} LIKE ${likePrefix(`${v},`)} ESCAPE '\\')`));
  } else {
    match = sql<SqlBool>`${col} IN (${sql.join(filter.values)})`;
  }
  // Excluding a value keeps the documents that have no value at all.
  return filter.exclude ? sql<SqlBool>`(${col} IS NULL OR NOT ${match})` : match;
}

function any(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;
}

function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function summarise(db: Kysely<SearchDatabase>, source: Source, filters: FilterPlan[]) {
  return filtered(db, source, filters)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.min('d.date').as('earliest'), eb.fn.max('d.date').as('latest')])
    .executeTakeFirstOrThrow();
}

function pageOfHits(db: Kysely<SearchDatabase>, source: Source, plan: SearchPlan) {
  let q = filtered(db, source, plan.filters).select(['d.id', 'd.content_type', 'd.object_id', 'd.rank']);
  switch (plan.sort) {
    case 'RELEVANCE': q = q.orderBy('d.rank', 'desc'); break;
    case 'NAME': q = q.orderBy('d.sort_name'); break;
    case 'DATE_ASC': q = q.orderBy('d.date', (o) => o.asc().nullsLast()); break;
    case 'DATE_DESC': q = q.orderBy('d.date', (o) => o.desc().nullsLast()); break;
    case 'LAST_MODIFIED': q = q.orderBy('d.last_modified', (o) => o.desc().nullsLast()); break;
    case 'FILMSTRIP':
      q = q.orderBy('d.publication_id', (o) => o.asc().nullsLast()).orderBy('d.roll_id', (o) => o.asc().nullsLast())
        .orderBy('d.ordinal', (o) => o.asc().nullsLast());
      break;
  }
  return q.orderBy('d.content_type').orderBy('d.object_id').limit(plan.limit).offset(plan.offset).execute();
}

async function countFacet(db: Kysely<SearchDatabase>, source: Source, filters: FilterPlan[], facet: FacetPlan): Promise<Facet> {
  const col = sql.ref<string | number | null>(`d.${facet.column}`);
  const rows = await filtered(db, source, filters)
    .select((eb) => [col.as('value'), eb.fn.countAll<number>().as('count')])
    .where(col, 'is not', null)
    .$if(facet.parents.length > 0, (q) => q.where('d.place_country', 'in', facet.parents))
    .groupBy(col)
    .execute();
  const labels = facet.type === 'general.title.id' ? await publicationTitles(db, rows.map((r) => Number(r.value))) : undefined;
  return toFacet(facet, rows, labels);
}

async function publicationTitles(db: Kysely<SearchDatabase>, ids: number[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('publications').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [String(r.id), r.title]));
}
