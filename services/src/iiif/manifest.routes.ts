import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { browsePath } from '../document/document.mapper';
import { notFound } from '../http/errors';
import { idSchema } from '../http/schemas';
import { referencePath } from '@muster/contract/rules';
import { jsonObject, jsonStrings } from '../lib/batch';
import { digest, notModified } from './http-cache';
import { privateUploadIds } from '../gallery/upload-privacy';
import {
  imagesByIds,
  memorialById,
  memorialPictureElements,
  rollHasPrivatePages,
  rollPages,
  rollWithPublication,
} from './iiif.queries';
import { canvas, manifest } from './manifest';
import { publicBase } from './public-base';

const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/** Manifests for every roll and memorial gallery, on the public origin (gateway: /iiif/manifest/…). */
export async function manifestRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/iiif/manifest/roll/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const { userId } = request.identity;
      // Another member's private uploads are not pages of the roll at all (not a canvas, a label, a size, a count).
      const roll = await rollWithPublication(db, userId, request.params.id);
      if (!roll) return notFound(reply, 'roll', request.params.id);
      const [pages, personal] = await Promise.all([rollPages(db, userId, roll.id), rollHasPrivatePages(db, roll.id)]);
      const base = publicBase(request);
      const id = `${base}/iiif/manifest/roll/${roll.id}`;
      const labels = jsonStrings(roll.browse_labels);
      const path = browsePath(roll)
        .map((value, i) => (labels[i] ? `${labels[i]}: ${value}` : value))
        .join(' › ');
      return send(
        request,
        reply,
        manifest({
          id,
          label: roll.name,
          summary: `${pages.length} pages of ${roll.publication_title}`,
          metadata: [
            ['Publication', roll.publication_title],
            ['Roll', roll.literal_title],
            ['Browse path', path],
            ['Access', roll.access_level],
          ],
          provider: roll.provider,
          homepage: pages[0] && { id: `${base}/image/${pages[0].id}`, label: roll.name },
          canvases: pages.map((page, index) =>
            canvas(base, {
              canvasId: `${id}/canvas/${page.id}`,
              label: page.short_title || `Page ${index + 1}`,
              imageId: page.id,
              width: page.width,
              height: page.height,
            }),
          ),
        }),
        !personal,
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/iiif/manifest/memorial/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const memorial = await memorialById(db, request.params.id);
      const { userId, roles } = request.identity;
      const mayRead =
        memorial && (memorial.privacy_mode === 'PUBLIC' || memorial.owner_id === userId || roles.includes('admin'));
      if (!memorial || !mayRead) return notFound(reply, 'memorial', request.params.id);
      const pictures = (await memorialPictureElements(db, memorial.id))
        .map((e) => ({ element: e, value: jsonObject(e.value) }))
        .map(({ element, value }) => ({
          element,
          reference: value.reference as { contentType?: string; objectId?: number } | undefined,
          rect: value.rect as Rect | undefined,
        }))
        .filter((p) => p.reference?.contentType === 'IMAGE' && Number.isInteger(p.reference.objectId));
      const pictured = [...new Set(pictures.map((p) => p.reference!.objectId!))];
      const [shown, personal] = await Promise.all([imagesByIds(db, userId, pictured), privateUploadIds(db, pictured)]);
      const images = new Map(shown.map((i) => [i.id, i]));
      const base = publicBase(request);
      const id = `${base}/iiif/manifest/memorial/${memorial.id}`;
      const canvases = pictures.flatMap(({ element, reference, rect }) => {
        const image = images.get(reference!.objectId!);
        return image
          ? [
              canvas(base, {
                canvasId: `${id}/canvas/${element.id}`,
                label: `${pictureLabel(element.type)}: ${image.title}`,
                imageId: image.id,
                width: image.width,
                height: image.height,
                rect: validRect(rect, image),
                thumbnail: referencePath(
                  { contentType: 'STORY_PAGE', objectId: memorial.id },
                  { width: 200, height: 200 },
                  element.id,
                  image.revision,
                ),
              }),
            ]
          : [];
      });
      const providers = [...new Set([...images.values()].map((i) => i.provider))];
      return send(
        request,
        reply,
        manifest({
          id,
          label: memorial.title,
          summary: memorial.description || undefined,
          metadata: [
            ['Memorial', memorial.title],
            ['Type', memorial.type],
          ],
          provider: providers.length === 1 ? providers[0]! : 'Muster members and record providers',
          homepage: { id: `${base}/memorial/${memorial.id}`, label: memorial.title },
          canvases,
        }),
        memorial.privacy_mode === 'PUBLIC' && personal.size === 0,
      );
    },
  );
}

type Rect = { x: number; y: number; w: number; h: number };

/** A stored rectangle that lies within the scan, or null for the whole scan. */
function validRect(rect: Rect | undefined, image: { width: number; height: number }): Rect | null {
  if (!rect || ![rect.x, rect.y, rect.w, rect.h].every(Number.isInteger)) return null;
  if (
    rect.x < 0 ||
    rect.y < 0 ||
    rect.w <= 0 ||
    rect.h <= 0 ||
    rect.x + rect.w > image.width ||
    rect.y + rect.h > image.height
  )
    return null;
  return rect;
}

const pictureLabel = (type: string) =>
  type
    .replace(/_IMAGE$/, '')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/_/g, ' ') + ' image';

/**
 * Manifests change when pages are imported, so they are revalidated after five minutes; a private memorial's, and one
 * whose pages include a private upload (its owner sees it, nobody else does), stays private to the caller.
 */
function send(request: FastifyRequest, reply: FastifyReply, body: object, shared = true): FastifyReply {
  const text = JSON.stringify(body);
  const etag = `"${digest(text).slice(0, 40)}"`;
  reply
    .header('access-control-allow-origin', '*')
    .header('etag', etag)
    .header('vary', 'accept')
    .header('cache-control', `${shared ? 'public' : 'private'}, max-age=300`);
  if (notModified(request, etag)) return reply.code(304).send();
  const ld = (request.headers.accept ?? '').includes('application/ld+json');
  return reply
    .type(ld ? 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"' : 'application/json')
    .send(text);
}
