import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { shownTo } from '../gallery/upload-privacy';
import { jsonObject } from '../lib/batch';
import type { HonorImageDto, HonorWallDto } from '@muster/contract';

type Db = Kysely<Database>;

export interface HonorWallFilter {
  conflict?: string;
  q?: string;
}

/** `%`, `_` and `\` in the search text match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The image an element's `reference` names (`{ contentType: 'IMAGE', objectId }` in its JSON value), else null. */
function referencedImage(db: Db) {
  return dialectOf(db) === 'postgres'
    ? sql<
        number | null
      >`CASE WHEN e.value::json #>> '{reference,contentType}' = 'IMAGE' AND e.value::json #>> '{reference,objectId}' ~ '^[0-9]{1,9}$'
        THEN (e.value::json #>> '{reference,objectId}')::integer END`
    : sql<
        number | null
      >`CASE WHEN json_extract(e.value, '$.reference.contentType') = 'IMAGE' THEN json_extract(e.value, '$.reference.objectId') END`;
}

/**
 * Honor images of public memorials only: a private memorial's picture stays with its page. The wall is one page for
 * everybody (the gateway caches it), so a picture that is a private upload is on it for nobody, its owner included.
 */
function honorImages(db: Db, filter: HonorWallFilter) {
  return db
    .selectFrom('memorial_elements as e')
    .innerJoin('memorials as m', 'm.id', 'e.memorial_id')
    .where('e.type', '=', 'HONOR_IMAGE')
    .where('m.privacy_mode', '=', 'PUBLIC')
    .where(shownTo(null, referencedImage(db)))
    .$if(filter.conflict !== undefined, (qb) => qb.where('m.primary_military_event', '=', filter.conflict!))
    .$if(!!filter.q, (qb) => qb.where(sql<boolean>`lower(m.title) like ${likePattern(filter.q!)} escape '\\'`));
}

export async function honorWall(db: Db, filter: HonorWallFilter, offset: number, limit: number): Promise<HonorWallDto> {
  const [found, total, conflicts] = await Promise.all([
    honorImages(db, filter)
      .select(['e.id', 'e.memorial_id', 'e.value', 'm.title', 'm.primary_military_event'])
      .orderBy('m.title')
      .orderBy('e.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    honorImages(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // The conflict choices count what the search text matches in every conflict, so a choice never leads to nothing.
    honorImages(db, { q: filter.q })
      .where('m.primary_military_event', 'is not', null)
      .select((eb) => ['m.primary_military_event', eb.fn.countAll<number>().as('n')])
      .groupBy('m.primary_military_event')
      .orderBy('m.primary_military_event')
      .execute(),
  ]);
  const rows = found.map((r) => ({
    ...r,
    value: jsonObject(r.value) as { reference?: HonorImageDto['reference']; rect?: HonorImageDto['rect'] },
  }));
  const imageIds = rows.flatMap((r) =>
    r.value.reference?.contentType === 'IMAGE' ? [r.value.reference.objectId] : [],
  );
  const sizes = new Map(
    (imageIds.length
      ? await db
          .selectFrom('images')
          .select(['id', 'width', 'height', 'revision'])
          .where('id', 'in', imageIds)
          .execute()
      : []
    ).map((i) => [i.id, { width: i.width, height: i.height, revision: i.revision }]),
  );
  return {
    total: Number(total.n),
    offset,
    limit,
    items: rows
      .filter((r) => r.value.reference)
      .map((r) => ({
        elementId: r.id,
        memorialId: r.memorial_id,
        title: r.title,
        conflict: r.primary_military_event,
        reference: r.value.reference!,
        rect: r.value.rect ?? null,
        image: r.value.reference!.contentType === 'IMAGE' ? (sizes.get(r.value.reference!.objectId) ?? null) : null,
      })),
    conflicts: conflicts.map((c) => ({ conflict: c.primary_military_event!, count: Number(c.n) })),
  };
}
