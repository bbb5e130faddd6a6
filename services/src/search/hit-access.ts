import type { Kysely } from 'kysely';
import type { Identity } from '../auth/identity';
import type { SearchHit } from '@muster/contract';
import type { Database } from '../db/database';
import { ACCESS_LEVELS, type Box, type Viewer, openedLevels, isPreviewMatch } from '@muster/contract/rules';
import { type DenialDto, viewDenials } from '../content/view-denial';
import { type HitObjects, hitAccessLevels, hitObjects } from './hit-content';

/**
 * Hits of objects the caller may not VIEW keep their reference (and title and thumbnail, previews by design)
 * but lose their highlights (snippets of the record's fields and the page's OCR text) and their year and place
 * matches; they carry the `denial`. A caller who opens every level (Premium, a library edition) costs nothing more.
 */
export async function guardHits(
  db: Kysely<Database>,
  identity: Identity,
  viewer: Viewer,
  hits: SearchHit[],
  load: HitObjects = hitObjects(db),
  box?: Box,
): Promise<(SearchHit & { denial?: DenialDto })[]> {
  if (!hits.some((hit) => hit.highlights.length || hit.matches.length)) return hits;
  if (openedLevels(viewer).length === ACCESS_LEVELS.length) return hits;
  const levels = await hitAccessLevels(
    load,
    hits.map((hit) => hit.doc),
    box,
  );
  const denialOf = viewDenials(db, identity);
  return Promise.all(
    hits.map(async (hit, i) => {
      const denial = levels[i] ? await denialOf(levels[i]!) : null;
      return denial ? { ...hit, highlights: [], matches: hit.matches.filter(isPreviewMatch), denial } : hit;
    }),
  );
}
