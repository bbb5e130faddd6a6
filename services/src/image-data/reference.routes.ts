import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { pictureOf } from '../content/content.mapper';
import { regionOf, memorialVisible, THUMBNAIL_SIDES, isListedBox, pictureSides } from '@muster/contract/rules';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { isHiddenImage, managesImages } from '../image-admin/hidden-image';
import { idSchema } from '../http/schemas';
import { memorialById, memorialPictureElements } from '../iiif/iiif.queries';
import { jsonObject } from '../lib/batch';
import type { LruCache } from '@muster/contract/node';
import { privateUploadOwner } from '../gallery/upload-privacy';
import { imageFile } from './image-data.queries';
import { type PagePicture, elementPicture, recordPicture, subImagePicture } from './reference.queries';
import { revisedAddress } from './revised-address';
import { imageVersion, sendThumbnail } from './send-thumbnail';

const REFERENCE_TYPES = ['INDEX_RECORD', 'SUB_IMAGE', 'STORY_PAGE'] as const;
type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** Sends the picture of a reference (with its checks and caching headers), or its JSON 4xx. */
export type ReferenceAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  ask: ReferenceParams & ReferenceQuery & { revalidate?: boolean; url?: string },
) => Promise<FastifyReply>;

export interface ReferenceParams {
  contentType: ReferenceType;
  objectId: number;
}

export interface ReferenceQuery {
  width: number;
  height: number;
  /** STORY_PAGE only: one picture element of the memorial; without it, the memorial's own picture. */
  element?: number;
  /** The pictured scan's revision (none: 0); an address of another revision leads to the current one. */
  v?: number;
}

const side = { type: 'integer', minimum: 1, maximum: 2000, default: 200 } as const;
const schema = {
  params: {
    type: 'object',
    required: ['contentType', 'objectId'],
    properties: { contentType: { type: 'string', enum: REFERENCE_TYPES }, objectId: idSchema },
  },
  querystring: {
    type: 'object',
    properties: { width: side, height: side, element: idSchema, v: { type: 'integer', minimum: 0 } },
  },
} as const;

/** What a reference pictures, who may get it and for how long caches keep it. */
interface Found {
  picture: PagePicture;
  sides: readonly number[];
  /** Whether a shared cache may keep the answer (the same bytes for every caller). */
  shared: boolean;
  maxAge: number;
}

const DAY = 86_400;
/** A memorial's owner may change or replace its pictures, so they are kept five minutes, as its manifest is. */
const MEMORIAL_MAX_AGE = 300;

/**
 * Spec §7.9 reference/{contentType}/{objectId}?width&height: an object's own picture, cut from its page by this
 * service. A record or sub-image shows its region (with context, as its search hit shows it); a memorial its
 * cover or honor picture, or with `element` the picture element named, with the crop its owner saved. Sizes come
 * from the fixed list (a memorial background up to the header's width), for every caller alike, so no caller can
 * choose a region or a resolution that would rebuild a page they may not view.
 */
export async function referenceRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    dataDir: string;
    cache: LruCache<Buffer>;
    /** Routes that answer as a reference does (memorialbg), given the reference's answer. */
    routes?: (answer: ReferenceAnswer) => Promise<void>;
  },
): Promise<void> {
  const { db } = options;

  async function find(request: FastifyRequest, ask: ReferenceParams & ReferenceQuery): Promise<Found | null> {
    const { contentType, objectId } = ask;
    if (contentType !== 'STORY_PAGE') {
      const picture =
        contentType === 'INDEX_RECORD' ? await recordPicture(db, objectId) : await subImagePicture(db, objectId);
      return picture && { picture, sides: THUMBNAIL_SIDES, shared: true, maxAge: DAY };
    }
    const memorial = await memorialById(db, objectId);
    if (
      !memorial ||
      !memorialVisible({ privacyMode: memorial.privacy_mode, ownerId: memorial.owner_id }, request.identity)
    )
      return null;
    const elements = await memorialPictureElements(db, objectId);
    const { element: elementId } = ask;
    // Without an element: the first cover or honor picture, as the memorial's content object pictures it.
    const element =
      elementId === undefined
        ? elements.find((e) => (e.type === 'COVER_IMAGE' || e.type === 'HONOR_IMAGE') && pictureOf(jsonObject(e.value)))
        : elements.find((e) => e.id === elementId);
    const picture = element && (await elementPicture(db, jsonObject(element.value)));
    return picture
      ? {
          picture,
          sides: pictureSides(element!.type),
          shared: memorial.privacy_mode === 'PUBLIC',
          maxAge: MEMORIAL_MAX_AGE,
        }
      : null;
  }

  /** The picture a reference asks for, sent with its caching headers; a JSON 4xx when there is none to show. */
  const answer: ReferenceAnswer = async (request, reply, ask) => {
    const { contentType, objectId, width, height, element } = ask;
    if (element !== undefined && contentType !== 'STORY_PAGE')
      return badRequest(reply, 'Only a memorial (STORY_PAGE) reference names an element');
    const found = await find(request, ask);
    if (!found)
      return notFound(
        reply,
        element === undefined ? `picture of ${contentType}` : `picture element ${element} of memorial`,
        objectId,
      );
    if (!isListedBox({ width, height }, found.sides)) {
      return badRequest(
        reply,
        `A reference picture is ${found.sides.join(', ')} pixels a side, not ${width} × ${height}`,
      );
    }
    const image = await imageFile(db, found.picture.imageId);
    if (!image) return notFound(reply, 'image', found.picture.imageId);
    // A scan staff have hidden is not there for anybody but them, here as on the thumbnail and tile routes.
    if ((await isHiddenImage(db, image.id)) && !managesImages(request.identity))
      return notFound(reply, `picture of ${contentType}`, objectId);
    // Another member's private upload does not exist for this caller, here as on the thumbnail route.
    const owner = await privateUploadOwner(db, image.id);
    if (owner !== null && owner !== request.identity.userId)
      return notFound(reply, `picture of ${contentType}`, objectId);
    // An address made before staff replaced or rotated the scan leads to the current revision's, as a thumbnail's
    // does: a crop address is a picture like a thumbnail, kept a day by browsers and shared caches under its address.
    if (ask.url !== undefined && (ask.v ?? 0) !== image.revision)
      return reply.header('cache-control', 'no-store').redirect(revisedAddress(ask.url, image.revision), 302);
    const rect = regionOf({ imageId: image.id, width: image.width, height: image.height, rect: found.picture.rect });
    // A region stored before its page was replaced by a smaller scan has nothing left to show.
    if (rect && (rect.x < 0 || rect.y < 0 || rect.x + rect.w > image.width || rect.y + rect.h > image.height)) {
      return notFound(reply, `picture of ${contentType}`, objectId);
    }
    const region = rect ? `${rect.x}_${rect.y}_${rect.w}_${rect.h}` : 'whole';
    const etag = `"ref-${contentType}-${objectId}-${element ?? ''}-${width}x${height}-${image.id}-${region}-${imageVersion(image)}"`;
    const scope = found.shared && owner === null ? 'public' : 'private';
    return sendThumbnail(request, reply, options, {
      image,
      etag,
      cacheControl: ask.revalidate ? `${scope}, no-cache` : `${scope}, max-age=${found.maxAge}`,
      spec: { width, height, rect, rotation: 0 },
    });
  };

  app.get<{ Params: ReferenceParams; Querystring: ReferenceQuery }>(
    '/reference/:contentType/:objectId',
    { schema },
    (request, reply) => answer(request, reply, { ...request.params, ...request.query, url: request.url }),
  );

  if (options.routes) await options.routes(answer);
}
