import type { Kysely } from 'kysely';
import type { HitMatch, SearchHit, SearchQuery, ContentType } from '@muster/contract';
import type { Database } from '../db/database';
import type { Box } from '@muster/contract/rules';
import { HIT_THUMB, type HitObjects, hitContents, hitObjects } from './hit-content';
import type { Dictionaries } from './dictionaries';
import { MARK_END, MARK_START, markedToHtml } from './highlight';
import { type MatchRow, matchesOf } from './matches';
import type { SearchPlan } from './query-plan';

export type HitRow = MatchRow & {
  content_type: string;
  object_id: number;
  rank: number;
  title: string;
  body: string;
  hidden: string;
  ocr: string;
  access_level: string;
};

export function toHits(
  rows: HitRow[],
  plan: SearchPlan,
  dict: Dictionaries,
  highlights: Map<number, string[]>,
): Omit<SearchHit, 'cursor'>[] {
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

/**
 * The hits with their content summaries inline when the query asks `includeContent` (services/src/search/hit-content.ts),
 * so the gateway needs no mcontent call. Unchanged otherwise. The search run awaits it on the page's hits before answering.
 */
export async function withContent(
  db: Kysely<Database>,
  hits: SearchHit[],
  query: Pick<SearchQuery, 'includeContent' | 'thumbWidth' | 'thumbHeight'>,
  load: HitObjects = hitObjects(db),
): Promise<SearchHit[]> {
  if (!query.includeContent || hits.length === 0) return hits;
  const contents = await hitContents(
    load,
    hits.map((hit) => hit.doc),
    contentBox(query),
  );
  return hits.map((hit, i) => ({ ...hit, content: contents[i] }));
}

/** The thumbnail box of the query's inline summaries: as mcontent, one side given sizes both, sizes brought inside 1…2000. */
export function contentBox(query: Pick<SearchQuery, 'thumbWidth' | 'thumbHeight'>): Box {
  const side = (value: unknown, other: unknown, fallback: number) => {
    const n = Number(value ?? other ?? fallback);
    return Number.isFinite(n) ? Math.min(2000, Math.max(1, Math.trunc(n))) : fallback;
  };
  return {
    width: side(query.thumbWidth, query.thumbHeight, HIT_THUMB.width),
    height: side(query.thumbHeight, query.thumbWidth, HIT_THUMB.height),
  };
}
