import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { badRequest } from '../http/errors';
import { honorWall } from './honor-wall.queries';

/** Honor images per page by default and at most (the wall is a grid of about six columns). */
export const HONOR_WALL_PAGE = 48;
export const HONOR_WALL_MAX = 100;
/** The wall is a connection that walks its whole length (docs/decisions/paging.md): no window of 10,000. */
const MAX_WINDOW = 2_147_483_647;

interface HonorWallQuery {
  conflict?: string;
  q?: string;
  offset: number;
  limit: number;
}

/** GET /fold31-memorial/honor-wall?conflict&q&offset&limit: the U.S. Honor Wall (accounts §2, /wall). */
export async function honorWallRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Querystring: HonorWallQuery }>(
    '/honor-wall',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            conflict: { type: 'string', minLength: 1, maxLength: 100 },
            q: { type: 'string', maxLength: 100 },
            offset: { type: 'integer', minimum: 0, maximum: MAX_WINDOW, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: HONOR_WALL_MAX, default: HONOR_WALL_PAGE },
          },
        },
      },
    },
    async (request, reply) => {
      const { conflict, q, offset, limit } = request.query;
      if (offset + limit > MAX_WINDOW)
        return badRequest(reply, `TOO_LARGE: offset plus limit must not pass ${MAX_WINDOW}`);
      return honorWall(db, { conflict, q: q?.trim() || undefined }, offset, limit);
    },
  );
}
