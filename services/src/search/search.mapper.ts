import type { Facet, SearchHit } from '../contract/search';
import type { ContentType } from '../contract/content';
import { markedToHtml } from './highlight';
import type { FacetPlan } from './query-plan';

interface HitRow {
  id: number;
  content_type: string;
  object_id: number;
  rank: number;
}

export function toHits(rows: HitRow[], highlights: Map<number, string[]>): SearchHit[] {
  return rows.map((row) => ({
    doc: { contentType: row.content_type as ContentType, objectId: row.object_id },
    score: Number(row.rank),
    highlights: (highlights.get(row.id) ?? []).map(markedToHtml),
  }));
}

/** Facet values sorted by count (RANK) or label (ALPHABETICAL), cut to maxCount; totalCount counts them all. */
export function toFacet(plan: FacetPlan, rows: { value: string | number | null; count: number }[], labels?: Map<string, string>): Facet {
  const values = rows.map((row) => {
    const value = String(row.value);
    return { value, label: labels?.get(value) ?? labelOf(plan, value), count: Number(row.count), nodeType: null };
  });
  values.sort(plan.sort === 'ALPHABETICAL'
    ? (a, b) => a.label.localeCompare(b.label)
    : (a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { type: plan.type, values: values.slice(0, plan.maxCount), totalCount: values.length };
}

/** A place value is its path; its label is the last part ("United States,Virginia" → "Virginia"). */
function labelOf(plan: FacetPlan, value: string): string {
  return plan.type === 'place' ? value.slice(value.lastIndexOf(',') + 1) : value;
}
