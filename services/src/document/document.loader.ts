import type { Kysely } from 'kysely';
import type { ImageDto } from '@muster/contract';
import type { Database } from '../db/database';
import { groupBy } from '../lib/batch';
import { imageRows, recordIdsOf, subImagesOf } from './document.queries';
import { toImageDto } from './document.mapper';

/** Image DTOs by id: three queries for the whole batch (images, their sub-images, their index records). */
export async function loadImages(db: Kysely<Database>, ids: number[]): Promise<Map<number, ImageDto>> {
  const rows = await imageRows(db, ids);
  if (rows.length === 0) return new Map();
  const found = rows.map((r) => r.id);
  const [subs, records] = await Promise.all([subImagesOf(db, found), recordIdsOf(db, found)]);
  const subsByImage = groupBy(subs, (s) => s.image_id);
  const recordsByImage = groupBy(records, (r) => r.image_id);
  return new Map(
    rows.map((row) => [
      row.id,
      toImageDto(
        row,
        subsByImage.get(row.id) ?? [],
        (recordsByImage.get(row.id) ?? []).map((r) => r.id),
      ),
    ]),
  );
}
