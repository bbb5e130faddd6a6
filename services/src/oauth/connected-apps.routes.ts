import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConnectedAppDto } from '@muster/contract';
import type { Database } from '../db/database';
import { fail, member } from '../user/accounts.context';
import { memberGrants, revokeGrant } from './oauth.queries';

const clientParams = {
  type: 'object',
  required: ['clientId'],
  properties: { clientId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/**
 * The apps a member let act for them through Muster's OAuth server (`/user/connected-apps`), one entry per app
 * however many times they consented, and taking an app's access away: its grants go with every code and token
 * issued under them, so its next request is refused at once.
 */
export async function connectedAppRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/', async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    const byClient = new Map<string, ConnectedAppDto>();
    for (const { payload, expiresAt } of await memberGrants(db, me.id)) {
      if (!payload.clientId) continue;
      const seen = byClient.get(payload.clientId);
      const scopes = new Set([...(seen?.scopes ?? []), ...grantedScopes(payload)]);
      byClient.set(payload.clientId, {
        clientId: payload.clientId,
        connectedAt: seen?.connectedAt ?? new Date((payload.iat ?? 0) * 1000).toISOString(),
        expiresAt: latest(seen?.expiresAt, expiresAt),
        scopes: [...scopes].sort(),
      });
    }
    return [...byClient.values()];
  });

  app.delete<{ Params: { clientId: string } }>(
    '/:clientId',
    { schema: { params: clientParams } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const grants = (await memberGrants(db, me.id)).filter((g) => g.payload.clientId === request.params.clientId);
      if (grants.length === 0) return fail(reply, 404, 'NOT_FOUND', 'You have not connected this app');
      for (const { grantId } of grants) await revokeGrant(db, grantId);
      return reply.code(204).send();
    },
  );
}

function grantedScopes(payload: { openid?: { scope?: string }; resources?: Record<string, string> }): string[] {
  const texts = [payload.openid?.scope ?? '', ...Object.values(payload.resources ?? {})];
  return texts.flatMap((text) => text.split(' ')).filter(Boolean);
}

/** The later of two expiries; a grant that never expires (null) outlives any other. */
function latest(a: string | null | undefined, b: string | null): string | null {
  if (a === undefined) return b;
  if (a === null || b === null) return null;
  return a > b ? a : b;
}
