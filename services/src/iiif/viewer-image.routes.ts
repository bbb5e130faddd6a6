import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';
import { idSchema } from '../http/schemas';
import { parseRect } from '../image-data/render';
import { offers } from '@muster/contract/rules';
import { sendCachedImage } from './cached-image';
import { type GuardOptions, authorizeImage, refuseNotOffered } from './guard';
import { maxSideOf } from './info';
import type { ViewerAddressParams } from '@muster/contract/node';
import type { TileCache } from './tile-cache';
import { renderViewerImage, viewerImageSize } from './viewer-render';

/** The address as it arrives: the signed parameters, with invert as 0 or 1. */
type ViewerQuery = Omit<ViewerAddressParams, 'userId' | 'invert' | 'timestamp' | 'revision'> & {
  invert?: 0 | 1;
  v?: number;
};

const side = { type: 'integer', minimum: 1, maximum: 12000 } as const;
const adjustment = { type: 'integer', minimum: -100, maximum: 100 } as const;
const viewerQuery = {
  type: 'object',
  required: ['imageId', 'token', 'timestamp', 'hash'],
  properties: {
    imageId: idSchema,
    width: side,
    height: side,
    crop: { type: 'string', pattern: '^\\d{1,6}_\\d{1,6}_\\d{1,6}_\\d{1,6}$' },
    rotation: { type: 'integer', minimum: 0, maximum: 359 },
    brightness: adjustment,
    contrast: adjustment,
    invert: { type: 'integer', enum: [0, 1] },
    action: { type: 'string', enum: ['view', 'download', 'print'] },
    v: { type: 'integer', minimum: 0 },
    token: { type: 'string', maxLength: 100 },
    timestamp: { type: 'string', maxLength: 20 },
    hash: { type: 'string', maxLength: 100 },
  },
} as const;

/**
 * The signed viewer address of spec §7.9, rendered: what the viewer shows, downloads (as an attachment) or
 * prints. Downloads and prints also need the publication's allowDownload / allowPrint.
 */
export async function viewerImageRoutes(
  app: FastifyInstance,
  options: GuardOptions & { cache: TileCache },
): Promise<void> {
  app.get<{ Params: { imageId: number }; Querystring: ViewerQuery }>(
    '/viewer-image/:imageId.jpg',
    {
      schema: {
        params: { type: 'object', required: ['imageId'], properties: { imageId: idSchema } },
        querystring: viewerQuery,
      },
    },
    async (request, reply) => {
      const { imageId } = request.params;
      const q = request.query;
      if (q.imageId !== imageId) return badRequest(reply, `The address is for image ${q.imageId}, not ${imageId}`);
      const allowed = await authorizeImage(request, reply, options, imageId, 'address');
      if (!allowed) return reply;
      const action = q.action ?? 'view';
      const rights = {
        allowDownload: Number(allowed.image.allow_download) === 1,
        allowDownloadDoc: false,
        allowPrint: Number(allowed.image.allow_print) === 1,
        allowAnnotations: false,
      };
      if (!offers(action === 'download' ? 'DOWNLOAD' : action === 'print' ? 'PRINT' : 'VIEW', rights))
        return refuseNotOffered(reply, action);
      const crop = parseRect(q.crop ?? '0_0_0_0', allowed.image);
      if (typeof crop === 'string') return badRequest(reply, crop);
      const spec = {
        crop,
        rotation: q.rotation ?? 0,
        width: q.width,
        height: q.height,
        brightness: q.brightness ?? 0,
        contrast: q.contrast ?? 0,
        invert: q.invert === 1,
      };
      // Without downloads the viewer reads the page in tiles; a view is no larger than one (prints follow allowPrint).
      const size = viewerImageSize(spec, allowed.image);
      const maxSide = maxSideOf(allowed.image);
      if (action === 'view' && Math.max(size.width, size.height) > maxSide) {
        return refuseNotOffered(
          reply,
          'download',
          `This publication does not allow downloads: a view is at most ${maxSide} pixels a side`,
        );
      }
      if (action === 'download')
        reply.header('content-disposition', `attachment; filename="muster-image-${imageId}.jpg"`);
      const canonical = [
        'viewer-image',
        imageId,
        q.crop ?? 'full',
        spec.rotation,
        spec.width ?? '',
        spec.height ?? '',
        spec.brightness,
        spec.contrast,
        Number(spec.invert),
      ];
      return sendCachedImage(request, reply, options.cache, allowed, canonical, 'image/jpeg', () =>
        renderViewerImage(allowed.file, spec),
      );
    },
  );
}
