import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { THUMBNAIL_SIDES, memorialVisible, nearestSide } from '@muster/contract/rules';
import type { LruCache } from '@muster/contract/node';
import type { Database } from '../db/database';
import { idSchema } from '../http/schemas';
import {
  collectionByRef,
  collectionPublications,
  firstPage,
  partnerById,
  partnerPublications,
  publicationExists,
} from './art.queries';
import { contentSourceIcon } from './content-source';
import { imageFile } from './image-data.queries';
import type { ReferenceAnswer } from './reference.routes';
import { memorialById } from '../iiif/iiif.queries';
import { imageVersion, sendThumbnail } from './send-thumbnail';

const DAY = 86_400;
/** Any positive number of pixels is accepted and then clamped to what the shape draws (clamp below). */
const pixels = { type: 'integer', minimum: 1, maximum: 100_000 } as const;
const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,99}$' } as const;
const byRef = { id: idSchema, slug, size: pixels } as const;

export const clamp = (value: number | undefined, fallback: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value ?? fallback));

/** A JSON 404 with a code, as the shapes' callers (image tags, partners) tell a missing object from a bad address. */
export function missing(reply: FastifyReply, code: string, message: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ statusCode: 404, error: 'Not Found', code, message });
}

/** Bad parameters answer 400 with a code (not the schema's bare message), so every shape refuses alike. */
function refused(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (!request.validationError) return null;
  return reply.code(400).header('cache-control', 'no-store').send({
    statusCode: 400,
    error: 'Bad Request',
    code: 'BAD_IMAGE_PARAMETER',
    message: request.validationError.message,
  });
}

/** An SVG drawing as a PNG of `width` (and `height`, else its own shape); transparent where it draws nothing. */
async function sendDrawing(reply: FastifyReply, svg: string, width: number, height?: number): Promise<FastifyReply> {
  const png = await sharp(Buffer.from(svg), { density: 144 })
    .resize(width, height ?? null, { fit: 'cover', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return reply.header('content-type', 'image/png').header('cache-control', `public, max-age=${DAY}`).send(png);
}

interface RefQuery {
  id?: number;
  slug?: string;
  size?: number;
}

/**
 * The lesser image shapes of content §7.9, drawn from the data Muster has: collections' and partners' own
 * drawings (icon and banner SVGs), publications' first pages as samples, a memorial's background picture, and an
 * icon per content source. Sizes are clamped to what each shape draws; an unknown object answers a JSON 404 with a
 * code, a bad parameter a JSON 400 (docs/decisions/images.md "Content §7.9's other shapes").
 */
export async function artRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; dataDir: string; cache: LruCache<Buffer> },
): Promise<void> {
  const { db } = options;
  const query = (properties: Record<string, unknown>) => ({
    schema: { querystring: { type: 'object', properties } },
    attachValidation: true,
  });

  /** A whole page at the listed side nearest `size`: the same picture for every caller, as a search hit shows it. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    imageId: number,
    width: number,
    height = width,
  ) {
    const image = await imageFile(db, imageId);
    if (!image) return missing(reply, 'NO_SAMPLE_PAGE', `No page to show for image ${imageId}`);
    const box = { width: nearestSide(width, THUMBNAIL_SIDES), height: nearestSide(height, THUMBNAIL_SIDES) };
    return sendThumbnail(request, reply, options, {
      image,
      spec: { ...box, rect: null, rotation: 0 },
      etag: `"${imageId}-${box.width}x${box.height}-0_0_0_0-0-${imageVersion(image)}"`,
      cacheControl: `public, max-age=${DAY}`,
    });
  }

  /** The collection an `id` or `slug` names; with neither, or no such collection, the reply is sent and null returned. */
  async function collection(
    request: FastifyRequest<{ Querystring: RefQuery }>,
    reply: FastifyReply,
    kind?: 'CONFLICT',
  ) {
    const { id, slug: s } = request.query;
    if (id === undefined && s === undefined) {
      void reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_IMAGE_PARAMETER',
        message: 'id or slug names the collection',
      });
      return null;
    }
    const found = await collectionByRef(db, { id, slug: s }, kind);
    if (!found)
      void missing(reply, kind ? 'UNKNOWN_COLLECTION_GROUP' : 'UNKNOWN_COLLECTION', `No collection ${id ?? s}`);
    return found ?? null;
  }

  app.get<{ Querystring: RefQuery }>('/titlecollectionicon', query(byRef), async (request, reply) => {
    if (refused(request, reply)) return reply;
    const found = await collection(request, reply);
    if (!found) return reply;
    const side = clamp(request.query.size, 100, 16, 400);
    return sendDrawing(reply, found.icon_svg, side, side);
  });

  app.get<{ Querystring: RefQuery }>('/titlecollectionbg', query(byRef), async (request, reply) => {
    if (refused(request, reply)) return reply;
    const found = await collection(request, reply);
    if (!found) return reply;
    return sendDrawing(reply, found.background_svg, clamp(request.query.size, 1200, 200, 2000));
  });

  app.get<{ Querystring: RefQuery }>('/titlecollectionthumb', query(byRef), async (request, reply) => {
    if (refused(request, reply)) return reply;
    const found = await collection(request, reply);
    if (!found) return reply;
    const page = await firstPage(db, await collectionPublications(db, found.id));
    if (page === null) return missing(reply, 'NO_SAMPLE_PAGE', `Collection ${found.id} has no page to show`);
    return sendPage(request, reply, page, clamp(request.query.size, 200, 100, 400));
  });

  // Collection groups are the CONFLICT collections: each gathers a war's publications and stories.
  app.get<{ Querystring: RefQuery }>('/collectiongroupicon', query({ id: idSchema }), async (request, reply) => {
    if (refused(request, reply)) return reply;
    const found = await collection(request, reply, 'CONFLICT');
    if (!found) return reply;
    return sendDrawing(reply, found.icon_svg, 100, 100);
  });

  app.get<{ Querystring: RefQuery }>('/collectiongroupbg', query({ id: idSchema }), async (request, reply) => {
    if (refused(request, reply)) return reply;
    const found = await collection(request, reply, 'CONFLICT');
    if (!found) return reply;
    return sendDrawing(reply, found.background_svg, 1200);
  });

  app.get<{ Querystring: RefQuery & { width?: number; height?: number; domain?: string } }>(
    '/landingbh',
    query({ ...byRef, width: pixels, height: pixels, domain: { type: 'string', pattern: '^[A-Za-z0-9.-]{1,253}$' } }),
    async (request, reply) => {
      if (refused(request, reply)) return reply;
      const found = await collection(request, reply);
      if (!found) return reply;
      const { width, height } = request.query;
      // One site answers every domain: the banner is the collection's own, cut to the box asked for.
      return sendDrawing(reply, found.background_svg, clamp(width, 1200, 200, 2000), clamp(height, 300, 50, 1000));
    },
  );

  app.get<{ Querystring: { id: number; width?: number; height?: number } }>(
    '/titlepagebg',
    {
      schema: {
        querystring: { type: 'object', required: ['id'], properties: { id: idSchema, width: pixels, height: pixels } },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (refused(request, reply)) return reply;
      const { id, width, height } = request.query;
      if (!(await publicationExists(db, id))) return missing(reply, 'UNKNOWN_PUBLICATION', `No publication ${id}`);
      const page = await firstPage(db, [id]);
      if (page === null) return missing(reply, 'NO_SAMPLE_PAGE', `Publication ${id} has no page to show`);
      return sendPage(request, reply, page, clamp(width, 400, 100, 400), clamp(height, 400, 100, 400));
    },
  );

  const partnerQuery = {
    schema: { querystring: { type: 'object', required: ['id'], properties: { id: idSchema, size: pixels } } },
    attachValidation: true,
  };

  app.get<{ Querystring: { id: number; size?: number } }>('/providerthumb', partnerQuery, async (request, reply) => {
    if (refused(request, reply)) return reply;
    const partner = await partnerById(db, request.query.id);
    if (!partner) return missing(reply, 'UNKNOWN_PROVIDER', `No provider ${request.query.id}`);
    const page = await firstPage(db, await partnerPublications(db, partner.name));
    // A partner with no publications yet is pictured by its icon.
    if (page === null) return sendDrawing(reply, partner.icon_svg, clamp(request.query.size, 200, 100, 400));
    return sendPage(request, reply, page, clamp(request.query.size, 200, 100, 400));
  });

  app.get<{ Querystring: { id: number; size?: number } }>('/partnerbg', partnerQuery, async (request, reply) => {
    if (refused(request, reply)) return reply;
    const partner = await partnerById(db, request.query.id);
    if (!partner) return missing(reply, 'UNKNOWN_PROVIDER', `No provider ${request.query.id}`);
    return sendDrawing(reply, partner.background_svg, clamp(request.query.size, 1200, 200, 2000));
  });

  app.get<{ Querystring: { 'content-type': string; 'external-link'?: string; size?: number } }>(
    '/content-src',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['content-type'],
          properties: {
            'content-type': { type: 'string', pattern: '^[A-Z][A-Z_]{1,39}$' },
            'external-link': { type: 'string', maxLength: 2048, pattern: '^https?://' },
            size: pixels,
          },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (refused(request, reply)) return reply;
      const icon = await contentSourceIcon(db, request.query['content-type'], request.query['external-link']);
      if (icon === null)
        return missing(reply, 'UNKNOWN_CONTENT_TYPE', `No content type ${request.query['content-type']}`);
      const side = clamp(request.query.size, 100, 16, 400);
      return sendDrawing(reply, icon, side, side);
    },
  );
}

/**
 * `memorialbg?id&refresh`: the memorial's background picture, as the header shows it (1200 pixels across, its
 * owner's crop), answered as the memorial's reference is (reference.routes.ts), so privacy and private uploads are
 * judged in one place. `refresh` (any short token, as a page sends after changing the picture) asks caches to
 * check again rather than keep it five minutes. Registered by the reference routes, which hand over `answer`.
 */
export const memorialBackgroundRoute =
  (app: FastifyInstance, db: Kysely<Database>) =>
  async (answer: ReferenceAnswer): Promise<void> => {
    app.get<{ Querystring: { id: number; refresh?: string } }>(
      '/memorialbg',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['id'],
            properties: { id: idSchema, refresh: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } },
          },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        if (refused(request, reply)) return reply;
        const { id, refresh } = request.query;
        const memorial = await memorialById(db, id);
        const shown =
          memorial &&
          memorialVisible({ privacyMode: memorial.privacy_mode, ownerId: memorial.owner_id }, request.identity);
        const element =
          shown &&
          (await db
            .selectFrom('memorial_elements')
            .select('id')
            .where('memorial_id', '=', id)
            .where('type', '=', 'BACKGROUND_IMAGE')
            .orderBy('ordinal')
            .orderBy('id')
            .executeTakeFirst());
        if (!element)
          return missing(reply, 'NO_MEMORIAL_BACKGROUND', `Memorial ${id} has no background picture to show`);
        const ask = {
          contentType: 'STORY_PAGE',
          objectId: id,
          element: element.id,
          width: 1200,
          height: 1200,
        } as const;
        return answer(request, reply, { ...ask, revalidate: refresh !== undefined });
      },
    );
  };
