import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { gatewayOnly } from '../http/gateway-only';
import { notFound } from '../http/errors';
import {
  consumeState,
  destroyState,
  findState,
  purgeExpiredStates,
  revokeGrant,
  saveState,
  type StoredOAuthState,
} from './oauth.queries';

export interface OAuthStateOptions {
  db: Kysely<Database>;
  /** Secret of the internal auth header: only the gateway's authorization server reads or writes here. */
  internalSecret: string;
  /** Share of writes that also purge expired rows (default 1 in 100). */
  purgeRate?: number;
}

const key = { type: 'string', minLength: 1, maxLength: 512 } as const;
// oidc-provider's model names (Session, AccessToken, AuthorizationCode, RefreshToken, Grant, Interaction, …).
const model = { type: 'string', pattern: '^[A-Za-z]{1,64}$' } as const;
const params = { type: 'object', required: ['model', 'id'], properties: { model, id: key } } as const;
const body = {
  type: 'object',
  required: ['payload', 'expiresAt'],
  additionalProperties: false,
  properties: {
    payload: { type: 'object' },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

type Params = { model: string; id: string };

/**
 * The store of Muster's OAuth server (`/auth/oauth/{model}/{id}`): the gateway's oidc-provider adapter
 * (gateway/src/auth/oauth/oauth-adapter.ts) keeps its grants, codes, tokens and sessions here, in the database.
 */
export async function oauthStateRoutes(app: FastifyInstance, options: OAuthStateOptions): Promise<void> {
  const { db, internalSecret, purgeRate = 0.01 } = options;

  app.addHook('onRequest', gatewayOnly(internalSecret, "The OAuth server's state is the gateway's"));

  app.get<{ Params: Params }>('/:model/:id', { schema: { params } }, async (request, reply) => {
    const payload = await findState(db, request.params);
    return payload ? { payload } : notFound(reply, request.params.model, 'given');
  });

  app.get<{ Params: { model: string; uid: string } }>(
    '/:model/by-uid/:uid',
    { schema: { params: { type: 'object', required: ['model', 'uid'], properties: { model, uid: key } } } },
    async (request, reply) => {
      const payload = await findState(db, request.params);
      return payload ? { payload } : notFound(reply, request.params.model, 'given');
    },
  );

  app.get<{ Params: { model: string; userCode: string } }>(
    '/:model/by-user-code/:userCode',
    { schema: { params: { type: 'object', required: ['model', 'userCode'], properties: { model, userCode: key } } } },
    async (request, reply) => {
      const payload = await findState(db, request.params);
      return payload ? { payload } : notFound(reply, request.params.model, 'given');
    },
  );

  app.put<{ Params: Params; Body: StoredOAuthState }>(
    '/:model/:id',
    { schema: { params, body }, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      await saveState(db, request.params.model, request.params.id, request.body);
      if (Math.random() < purgeRate) await purgeExpiredStates(db);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: Params }>('/:model/:id/consume', { schema: { params } }, async (request, reply) => {
    await consumeState(db, request.params.model, request.params.id);
    return reply.code(204).send();
  });

  app.delete<{ Params: Params }>('/:model/:id', { schema: { params } }, async (request, reply) => {
    await destroyState(db, request.params.model, request.params.id);
    return reply.code(204).send();
  });

  app.delete<{ Params: { grantId: string } }>(
    '/grants/:grantId',
    { schema: { params: { type: 'object', required: ['grantId'], properties: { grantId: key } } } },
    async (request, reply) => {
      await revokeGrant(db, request.params.grantId);
      return reply.code(204).send();
    },
  );
}
