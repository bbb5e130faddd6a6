import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { idSchema } from '../http/schemas';
import { MEMORIAL_TYPES, type MemorialTypeName, memorialTypeIcon } from './memorial-type-icons';

const DAY = 86_400;
/** Content §9: provider and user icons are asked at 100; a page may ask a little smaller or larger. */
const size = { type: 'integer', minimum: 16, maximum: 400, default: 100 } as const;

/**
 * The icons of content §7.9 that are drawings rather than scans: `providericon?id&size` (a partner's icon as a
 * PNG of that side) and `memorial-type?type&female` (a memorial kind's picture, SVG). Both are the same for every
 * caller, so shared caches may keep them for a day.
 */
export async function iconRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Querystring: { id: number; size: number } }>(
    '/providericon',
    {
      schema: {
        querystring: { type: 'object', required: ['id'], properties: { id: idSchema, size } },
      },
    },
    async (request, reply) => {
      const { id, size: side } = request.query;
      const partner = await db.selectFrom('partners').select('icon_svg').where('id', '=', id).executeTakeFirst();
      if (!partner) return notFound(reply, 'provider', id);
      const png = await sharp(Buffer.from(partner.icon_svg), { density: 144 })
        .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      return reply.header('content-type', 'image/png').header('cache-control', `public, max-age=${DAY}`).send(png);
    },
  );

  app.get<{ Querystring: { type: MemorialTypeName; female: boolean; size: number } }>(
    '/memorial-type',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['type'],
          properties: {
            type: { type: 'string', enum: MEMORIAL_TYPES },
            female: { type: 'boolean', default: false },
            size,
          },
        },
      },
    },
    async (request, reply) => {
      const { type, female, size: side } = request.query;
      return (
        reply
          .header('content-type', 'image/svg+xml')
          .header('cache-control', `public, max-age=${DAY}`)
          // An SVG from our origin runs nothing: it is a picture, never a document.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(memorialTypeIcon(type, female, side))
      );
    },
  );
}
