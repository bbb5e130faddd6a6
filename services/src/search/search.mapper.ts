import type { HitMatch, SearchHit } from '../contract/search';
import type { ContentType } from '../contract/content';
import type { Dictionaries } from './dictionaries';
import { MARK_END, MARK_START, markedToHtml } from './highlight';
import { type MatchRow, matchesOf } from './matches';
import type { SearchPlan } from './query-plan';

export type HitRow = MatchRow & { content_type: string; object_id: number; rank: number; title: string; body: string; ocr: string };

export function toHits(rows: HitRow[], plan: SearchPlan, dict: Dictionaries, highlights: Map<number, string[]>): SearchHit[] {
  return rows.map((row) => {
    const marked = highlights.get(row.id) ?? [];
    const matches = matchesOf(row, plan, dict, marked);
    const fragments = marked.length ? marked : nameFragment(row.names, matches);
    return {
      doc: { contentType: row.content_type as ContentType, objectId: row.object_id },
      score: Number(row.rank),
      highlights: plan.highlight ? fragments.map(markedToHtml) : [],
      matches,
    };
  });
}

/** Name-field matches (sound-alikes, wildcards) never pass through the full-text engine, so mark them in the name here. */
function nameFragment(names: string, matches: HitMatch[]): string[] {
  const values = matches.filter((m) => m.field.startsWith('full-name')).map((m) => m.value);
  if (!names || values.length === 0) return [];
  let marked = names;
  for (const value of new Set(values)) marked = marked.split(value).join(`${MARK_START}${value}${MARK_END}`);
  return marked.includes(MARK_START) ? [marked] : [];
}
