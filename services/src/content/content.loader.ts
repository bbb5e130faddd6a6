import type { Kysely } from 'kysely';
import type { ContentObject, ContentType, ObjectReference } from '@muster/contract';
import type { Database } from '../db/database';
import { fileRows } from '../document/file.queries';
import type { UploadViewer } from '../gallery/upload-privacy';
import { groupBy, jsonObject } from '../lib/batch';
import { slugify } from '../lib/slug';
import * as q from './content.queries';
import { pictureOf, recordSlug, toContentObject } from './content.mapper';
import { type Box, thumbnailOf } from '@muster/contract/rules';

type Loader = (db: Kysely<Database>, viewer: UploadViewer, ids: number[], box: Box) => Promise<ContentObject[]>;

const loaders = {
  IMAGE: async (db, viewer, ids, box) =>
    (await q.imageObjects(db, viewer, ids)).map((r) =>
      toContentObject({
        contentType: 'IMAGE',
        objectId: r.id,
        title: r.title,
        subTitle: r.publication_title,
        publicationId: r.publication_id,
        created: r.created,
        lastModified: r.last_modified,
        inPublication: true,
        viewCount: r.view_count,
        accessLevel: r.access_level,
        thumbnail: (id) =>
          thumbnailOf(id, r.title, { imageId: r.id, width: r.width, height: r.height, revision: r.revision }, box),
      }),
    ),
  SUB_IMAGE: async (db, viewer, ids, box) =>
    (await q.subImageObjects(db, viewer, ids)).map((r) =>
      toContentObject({
        contentType: 'SUB_IMAGE',
        objectId: r.id,
        title: r.title,
        subTitle: r.publication_title,
        publicationId: r.publication_id,
        created: r.created,
        lastModified: r.last_modified,
        inPublication: true,
        viewCount: r.view_count,
        accessLevel: r.access_level,
        thumbnail: (id) =>
          thumbnailOf(
            id,
            r.title,
            { imageId: r.image_id, width: r.width, height: r.height, rect: r, revision: r.revision },
            box,
          ),
      }),
    ),
  INDEX_RECORD: async (db, _viewer, ids, box) =>
    (await q.indexRecordObjects(db, ids)).map((r) =>
      toContentObject({
        contentType: 'INDEX_RECORD',
        objectId: r.id,
        title: r.title,
        subTitle: r.publication_title,
        publicationId: r.publication_id,
        created: r.created,
        lastModified: r.last_modified,
        inPublication: true,
        slug: recordSlug(r.title, r.publication_title),
        accessLevel: r.access_level,
        thumbnail: (id) =>
          thumbnailOf(
            id,
            r.title,
            {
              imageId: r.image_id,
              width: r.width,
              height: r.height,
              rect: r.x === null ? null : { x: r.x, y: r.y!, w: r.w!, h: r.h! },
              revision: r.revision,
            },
            box,
          ),
      }),
    ),
  // A file is a roll: titled by its literal title, pictured by its first page.
  FILE: async (db, viewer, ids, box) =>
    (await fileRows(db, viewer, ids)).map((r) =>
      toContentObject({
        contentType: 'FILE',
        objectId: r.id,
        title: r.literal_title,
        subTitle: r.publication_title,
        publicationId: r.publication_id,
        created: r.created,
        inPublication: true,
        slug: recordSlug(r.literal_title, r.publication_title),
        accessLevel: r.access_level,
        thumbnail: (id) =>
          r.first_image_id === null
            ? null
            : thumbnailOf(
                id,
                r.literal_title,
                { imageId: r.first_image_id, width: r.width!, height: r.height!, revision: r.revision ?? 0 },
                box,
              ),
      }),
    ),
  STORY_PAGE: async (db, viewer, ids, box) => {
    const groups = groupBy(await q.memorialObjects(db, ids), (r) => r.id);
    const candidates = new Map(
      [...groups].map(([id, group]) => [id, group.flatMap((r) => pictureOf(jsonObject(r.picture ?? '')) ?? [])]),
    );
    const imageIds = [...new Set([...candidates.values()].flat().map((p) => p.imageId))];
    // Only pictures the viewer may see have a size here: another member's private upload never pictures a memorial.
    const sizes = new Map((imageIds.length ? await q.imageSizes(db, viewer, imageIds) : []).map((s) => [s.id, s]));
    return [...groups.values()].map(([r]) =>
      toContentObject({
        contentType: 'STORY_PAGE',
        objectId: r.id,
        title: r.title,
        subTitle: r.type,
        created: r.created,
        lastModified: r.last_modified,
        slug: slugify(r.title),
        thumbnail: (id) => {
          const picture = candidates.get(r.id)!.find((p) => sizes.has(p.imageId));
          const size = picture && sizes.get(picture.imageId);
          return picture && size
            ? thumbnailOf(
                id,
                r.title,
                {
                  imageId: picture.imageId,
                  width: size.width,
                  height: size.height,
                  rect: picture.rect,
                  revision: size.revision,
                },
                box,
              )
            : null;
        },
      }),
    );
  },
  REGIMENT: async (db, _viewer, ids) =>
    (await q.regimentObjects(db, ids)).map((r) =>
      toContentObject({
        contentType: 'REGIMENT',
        objectId: r.id,
        title: r.name,
        subTitle: `${r.side}, ${r.conflict}`,
        slug: slugify(r.name),
      }),
    ),
  COMPANY: async (db, _viewer, ids) =>
    (await q.companyObjects(db, ids)).map((r) =>
      toContentObject({
        contentType: 'COMPANY',
        objectId: r.id,
        title: r.name,
        subTitle: r.regiment_name,
        slug: slugify(`${r.name} ${r.regiment_name}`),
      }),
    ),
  BATTLE: async (db, _viewer, ids) =>
    (await q.battleObjects(db, ids)).map((r) =>
      toContentObject({
        contentType: 'BATTLE',
        objectId: r.id,
        title: r.name,
        subTitle: `${r.place}, ${r.start_date}`,
        slug: slugify(r.name),
      }),
    ),
  PUBLICATION: async (db, _viewer, ids, box) =>
    (await q.publicationObjects(db, ids)).map((r) =>
      toContentObject({
        contentType: 'PUBLICATION',
        objectId: r.id,
        title: r.title,
        subTitle: r.short_description,
        publicationId: r.id,
        created: r.created,
        lastModified: r.last_updated,
        slug: r.slug,
        accessLevel: r.access_level,
        thumbnail: (id) =>
          r.image_id === null
            ? null
            : thumbnailOf(
                id,
                r.title,
                { imageId: r.image_id, width: r.width!, height: r.height!, revision: r.revision ?? 0 },
                box,
              ),
      }),
    ),
} satisfies Record<string, Loader>;

export type SupportedContentType = keyof typeof loaders;
export const SUPPORTED_CONTENT_TYPES = Object.keys(loaders) as SupportedContentType[];

/**
 * Content objects for any mix of references, one query per content type, in request order (null when missing, and
 * for another member's private upload, which is missing to the viewer).
 */
export async function loadContentObjects(
  db: Kysely<Database>,
  viewer: UploadViewer,
  refs: ObjectReference[],
  box: Box,
): Promise<(ContentObject | null)[]> {
  const byType = groupBy(refs, (r) => r.contentType);
  const found = new Map<string, ContentObject>();
  await Promise.all(
    [...byType].map(async ([type, group]) => {
      const ids = [...new Set(group.map((r) => r.objectId))];
      for (const object of await loaders[type as SupportedContentType](db, viewer, ids, box))
        found.set(key(type, object.metadata.id.objectId), object);
    }),
  );
  return refs.map((r) => found.get(key(r.contentType, r.objectId)) ?? null);
}

const key = (type: ContentType | string, id: number) => `${type}:${id}`;
