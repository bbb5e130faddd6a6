import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ViewerImageDto } from '@muster/contract';
import type { Database } from '../db/database';
import { inOrder } from '../lib/batch';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, idListQuery, idParams } from '../http/schemas';
import { imageRows, neighbours, rollById, subImageById } from './document.queries';
import { breadcrumbs, toRollDto, toSubImageDto } from './document.mapper';
import { loadImages } from './document.loader';
import { signImageAccessToken } from '@muster/contract/node';
import { findRoutes } from './find.routes';
import { guardImages, redactSubImage } from './image-access';

export async function documentRoutes(
  app: FastifyInstance,
  { db, urlSigningSecret }: { db: Kysely<Database>; urlSigningSecret: string },
): Promise<void> {
  await app.register(findRoutes, { db });

  app.get<{ Params: IdParams }>('/image/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    return (
      (await guardImages(db, request.identity, await loadImages(db, [id]))).get(id) ?? notFound(reply, 'image', id)
    );
  });

  app.get<{ Querystring: IdListQuery }>('/images', { schema: { querystring: idListQuery } }, async (request) =>
    inOrder(request.query.id, await guardImages(db, request.identity, await loadImages(db, request.query.id))),
  );

  app.get<{ Params: IdParams }>('/sub-image/:id', { schema: { params: idParams } }, async (request, reply) => {
    const sub = await subImageById(db, request.params.id);
    const page =
      sub && (await guardImages(db, request.identity, await loadImages(db, [sub.image_id]))).get(sub.image_id);
    if (!sub || !page) return notFound(reply, 'sub-image', request.params.id);
    return page.denial ? redactSubImage(toSubImageDto(sub), page.denial) : toSubImageDto(sub);
  });

  app.get<{ Querystring: { id: number } }>(
    '/viewer-image',
    {
      schema: { querystring: idParams },
    },
    async (request, reply): Promise<ViewerImageDto> => {
      const { id } = request.query;
      const image = (await guardImages(db, request.identity, await loadImages(db, [id]))).get(id);
      if (!image) return notFound(reply, 'image', id);
      const [row] = await imageRows(db, [id]);
      // The stored ordinal: the guarded image's is its position among the pages the caller may see.
      const around = await neighbours(db, request.identity.userId, image.rollId, row.ordinal);
      const roll = await rollById(db, image.rollId);
      return {
        ...image,
        // The same per-user token the IIIF tiles check, so the viewer can open them with it.
        // Signed only for a caller who may see the page (the image service would refuse the tiles anyway).
        imageToken: image.denial ? '' : signImageAccessToken(id, request.identity?.userId ?? null, urlSigningSecret),
        roll: toRollDto(roll),
        breadcrumbs: breadcrumbs(image.publicationId, row.publication_title, roll),
        previousImageId: around.previous,
        nextImageId: around.next,
      };
    },
  );
}
