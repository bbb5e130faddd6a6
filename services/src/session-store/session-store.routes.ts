import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { gatewayOnly } from '../http/gateway-only';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import {
  deleteSession,
  findSession,
  purgeExpiredSessions,
  saveSession,
  type StoredSession,
} from './session-store.queries';

export interface SessionStoreOptions {
  db: Kysely<Database>;
  /** Secret of the internal auth header: only the gateway may read or write sessions. */
  internalSecret: string;
  /** Share of writes that also purge expired sessions (default 1 in 100). */
  purgeRate?: number;
}

const params = {
  type: 'object',
  required: ['id'],
  // The gateway sends a SHA-256 hex digest of the cookie's session id, never the id itself.
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
} as const;

const body = {
  type: 'object',
  required: ['data', 'expiresAt'],
  additionalProperties: false,
  properties: {
    data: { type: 'object' },
    userId: { type: ['integer', 'null'], minimum: 1 },
    institutionId: { type: ['integer', 'null'], minimum: 1 },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

/**
 * The database session store of the gateway (`/auth/session/{id}`), used when no Redis is configured:
 * the gateway never opens the database, so its express-session store reads and writes here.
 */
export async function sessionStoreRoutes(app: FastifyInstance, options: SessionStoreOptions): Promise<void> {
  const { db, internalSecret, purgeRate = 0.01 } = options;

  app.addHook('onRequest', gatewayOnly(internalSecret, "Sessions are the gateway's"));

  app.get<{ Params: { id: string } }>('/:id', { schema: { params } }, async (request, reply) => {
    const session = await findSession(db, request.params.id);
    return session ?? notFound(reply, 'session', 'given');
  });

  app.put<{ Params: { id: string }; Body: StoredSession }>(
    '/:id',
    { schema: { params, body }, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const { data, userId = null, institutionId = null, expiresAt } = request.body;
      await saveSession(db, request.params.id, { data, userId, institutionId, expiresAt });
      if (Math.random() < purgeRate) await purgeExpiredSessions(db);
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>('/:id', { schema: { params } }, async (request, reply) => {
    await deleteSession(db, request.params.id);
    return reply.code(204).send();
  });
}
