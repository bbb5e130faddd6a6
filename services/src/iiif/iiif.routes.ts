import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../http/errors';
import { idSchema } from '../http/schemas';
import { type GuardOptions, authorizeImage, refuseNotOffered } from './guard';
import { sendCachedImage } from './cached-image';
import { digest, notModified, setImageCaching } from './http-cache';
import { IMAGE_CONTEXT, IMAGE_PROFILE_URI, imageInfo, maxSideOf } from './info';
import { IIIF_FORMATS, type IiifParams, IiifRequestError, IiifSizeNotAllowed, planIiifRequest } from './image-request';
import { imageServiceId, publicBase } from './public-base';
import { type PyramidCache, levelFactor } from './pyramid';
import type { PyramidFiles } from './pyramid-file';
import { renderIiif } from './render';
import { readStoredTile, storedTileContaining, storedTileOf } from './stored-tile';
import type { TileCache } from './tile-cache';

interface ImageParams extends IiifParams {
  imageId: number;
}

const idOnly = { type: 'object', required: ['imageId'], properties: { imageId: idSchema } } as const;
const imageParams = {
  type: 'object',
  required: ['imageId', 'region', 'size', 'rotation', 'quality', 'format'],
  properties: {
    imageId: idSchema,
    region: { type: 'string', maxLength: 100 },
    size: { type: 'string', maxLength: 40 },
    rotation: { type: 'string', maxLength: 20 },
    quality: { type: 'string', maxLength: 20 },
    format: { type: 'string', maxLength: 10 },
  },
} as const;

/** IIIF Image API 3 at level 2 (https://iiif.io/api/image/3.0/): base URI, info.json and image requests. */
export async function iiifImageRoutes(
  app: FastifyInstance,
  options: GuardOptions & { cache: TileCache; pyramids: PyramidCache; pyramidFiles: PyramidFiles },
): Promise<void> {
  const { cache, pyramids, pyramidFiles } = options;
  const cors = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');

  app.get<{ Params: { imageId: number } }>(
    '/iiif/3/:imageId',
    { schema: { params: idOnly } },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return cors(reply).redirect(
        `${imageServiceId(publicBase(request), request.params.imageId)}/info.json${query}`,
        303,
      );
    },
  );

  app.get<{ Params: { imageId: number } }>(
    '/iiif/3/:imageId/info.json',
    { schema: { params: idOnly } },
    async (request, reply) => {
      cors(reply);
      const allowed = await authorizeImage(request, reply, options, request.params.imageId, 'token');
      if (!allowed) return reply;
      const { image } = allowed;
      const body = JSON.stringify(
        imageInfo(imageServiceId(publicBase(request), image.id), image.width, image.height, maxSideOf(image)),
      );
      const etag = `"${digest(body).slice(0, 40)}"`;
      setImageCaching(reply, etag, image.access_level, allowed.expiresAt, false);
      reply.header('vary', 'accept');
      if (notModified(request, etag)) return reply.code(304).send();
      const ld = (request.headers.accept ?? '').includes('application/ld+json');
      return reply.type(ld ? `application/ld+json;profile="${IMAGE_CONTEXT}"` : 'application/json').send(body);
    },
  );

  app.get<{ Params: ImageParams }>(
    '/iiif/3/:imageId/:region/:size/:rotation/:quality.:format',
    { schema: { params: imageParams } },
    async (request, reply) => {
      cors(reply);
      const allowed = await authorizeImage(request, reply, options, request.params.imageId, 'token');
      if (!allowed) return reply;
      let plan;
      try {
        plan = planIiifRequest(allowed.image, request.params, maxSideOf(allowed.image));
      } catch (error) {
        if (error instanceof IiifRequestError) return badRequest(reply, error.message);
        if (error instanceof IiifSizeNotAllowed) return refuseNotOffered(reply, 'download', error.message);
        throw error;
      }
      const contentType = IIIF_FORMATS[plan.format];
      const canonical = `${imageServiceId(publicBase(request), allowed.image.id)}/${plan.canonical}`;
      reply.header('link', `<${canonical}>;rel="canonical", <${IMAGE_PROFILE_URI}>;rel="profile"`);
      const factor = levelFactor(plan.region.width, plan.size.width, allowed.image);
      const page = await pyramidFiles.page(allowed.file, allowed.mtimeMs, factor);
      // The bytes differ once a scan has its pyramid (its stored tiles are encoded apart from the scan), so the
      // cache key and ETag say which source they came from: a kept copy never answers for the other.
      const key = ['iiif/3', allowed.image.id, plan.canonical, page ? 'pyramid' : 'scan'];
      // x-muster-source says where the bytes or a fresh render's pixels came from (operators and tests read it).
      const stored = page && storedTileOf(page, plan);
      if (stored) {
        // Sent as stored, kept in memory only: a disk copy would cost as much to read as the pyramid does.
        reply.header('x-muster-source', 'stored-tile');
        return sendCachedImage(
          request,
          reply,
          cache,
          allowed,
          key,
          contentType,
          () => readStoredTile(pyramidFiles.files, page, stored),
          { disk: false },
        );
      }
      return sendCachedImage(request, reply, cache, allowed, key, contentType, async () => {
        if (page) {
          reply.header('x-muster-source', 'pyramid');
          const inside = storedTileContaining(page, plan);
          if (!inside) return renderIiif({ page }, plan);
          const jpeg = await readStoredTile(pyramidFiles.files, page, inside);
          return renderIiif(
            { tile: { jpeg, page, left: inside.column * page.tiles!.size, top: inside.row * page.tiles!.size } },
            plan,
          );
        }
        const level = await pyramids.level(allowed.file, allowed.mtimeMs, allowed.image, factor);
        reply.header('x-muster-source', level ? 'decoded' : 'file');
        return renderIiif(level ? { level } : { file: allowed.file }, plan);
      });
    },
  );
}
