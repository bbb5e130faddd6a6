import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { gatewayOnly } from '../http/gateway-only';
import { notFound } from '../http/errors';
import { toResolvedApiKey } from './api-key.mapper';
import { keyByDigest, liveOrigins, touchKey } from './api-key.queries';
import { digestBody } from './api-key.schemas';

export interface ApiKeyResolveOptions {
  db: Kysely<Database>;
  internalSecret: string;
  now?: () => number;
}

/**
 * The gateway's side of API keys (`/api-key/gateway`, gateway only): what a key's digest opens, stamping its last
 * use, and the origins of live keys that CORS admits.
 */
export async function apiKeyResolveRoutes(app: FastifyInstance, options: ApiKeyResolveOptions): Promise<void> {
  const { db, internalSecret } = options;
  const now = () => new Date((options.now ?? Date.now)());
  app.addHook('onRequest', gatewayOnly(internalSecret, "Key lookups are the gateway's"));

  app.post<{ Body: { digest: string } }>('/resolve', { schema: { body: digestBody } }, async (request, reply) => {
    const row = await keyByDigest(db, request.body.digest);
    if (!row) return notFound(reply, 'API key', 'given');
    const at = now();
    const key = toResolvedApiKey(row, at);
    if (key.state === 'live') await touchKey(db, key.id, at);
    return key;
  });

  app.get('/origins', async () => liveOrigins(db, now()));
}
