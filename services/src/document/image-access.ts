import type { Kysely } from 'kysely';
import type { Identity } from '../auth/identity';
import type { ImageDto, SubImageDto } from '@muster/contract';
import type { Database } from '../db/database';
import { type DenialDto, viewDenials } from '../content/view-denial';
import { uploadPositions, withoutHiddenUploads } from '../gallery/upload-privacy';

/** A page as a caller who may not view it gets it: its description without its regions' boxes, and the denial. */
export type GuardedImageDto = ImageDto & { denial?: DenialDto };

/**
 * The pages as the caller may see them. A denied page keeps what its preview and the viewer's navigation need
 * (title, size, position, publication, roll, the ids of its records, each guarded by the record service) and loses
 * its regions' boxes.
 */
export async function guardImages(
  db: Kysely<Database>,
  identity: Identity,
  images: Map<number, ImageDto>,
): Promise<Map<number, GuardedImageDto>> {
  const denialOf = viewDenials(db, identity);
  // Another member's private upload is not there at all (galleries, uploads), nor counted in an upload's position.
  const visible = await withoutHiddenUploads(db, identity, images);
  const positions = await uploadPositions(db, identity.userId, [...visible.keys()]);
  return new Map(
    await Promise.all(
      [...visible].map(async ([id, found]) => {
        const image = { ...found, ordinal: positions.get(id) ?? found.ordinal };
        const denial = await denialOf(image.accessLevel);
        return [id, denial ? { ...image, subImages: [], denial } : image] as const;
      }),
    ),
  );
}

/** A region of a denied page: its id, page and title (the preview), no box. */
export function redactSubImage(sub: SubImageDto, denial: DenialDto): SubImageDto & { denial: DenialDto } {
  return { ...sub, rect: { x: 0, y: 0, w: 0, h: 0 }, denial };
}
