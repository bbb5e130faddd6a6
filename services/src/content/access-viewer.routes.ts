import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Viewer } from '@muster/contract/rules';
import { accessViewer } from '../access/viewer';
import type { Database } from '../db/database';

/**
 * GET /fold31-api/access-viewer: the caller (from the signed identity header) as the access policy sees it,
 * with the email confirmation and the institution's silo read from the database. The gateway decides field
 * access with the same policy and needs these two facts, which its session may hold stale or not at all.
 */
export async function accessViewerRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get(
    '/access-viewer',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['userId', 'accountStatus', 'confirmed', 'roles', 'institution'],
            properties: {
              userId: { type: ['integer', 'null'] },
              accountStatus: { type: 'string' },
              confirmed: { type: 'boolean' },
              roles: { type: 'array', items: { type: 'string' } },
              institution: {
                type: ['object', 'null'],
                properties: { id: { type: 'integer' }, silo: { type: 'integer' } },
              },
            },
          },
        },
      },
    },
    async (request, reply): Promise<Viewer> => {
      reply.header('cache-control', 'no-store');
      // CONFIRMED is the one level whose decision reads the confirmation, so the answer carries it.
      return accessViewer(db, request.identity, 'CONFIRMED');
    },
  );
}
