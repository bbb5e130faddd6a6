import type { FastifyInstance } from 'fastify';
import {
  type ApiKeyScope,
  type CreatedApiKeyDto,
  DEFAULT_KEY_DAYS,
  LIVE_KEYS_PER_PARTNER,
  MAX_KEY_DAYS,
} from '@muster/contract';
import { keyDigest, newKeySecret } from '@muster/contract/node';
import { type IdParams, idParams } from '../http/schemas';
import { type Accounts, clientAddress, fail } from '../user/accounts.context';
import { userById } from '../user/user.queries';
import { staffWith } from '../staff/staff-guard';
import { audit } from '../staff/staff.queries';
import { toApiKeyDto } from './api-key.mapper';
import { insertKey, keyById, listKeys, liveKeyCount, lockOwner, revokeKey } from './api-key.queries';
import { type CreateKeyBody, type ListKeysQuery, createKeyBody, listKeysQuery } from './api-key.schemas';

const DAY_MS = 24 * 3600_000;

/** An origin exactly as a browser's Origin header would carry it, or null. */
function canonicalOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.origin === text && (url.protocol === 'https:' || url.protocol === 'http:') ? text : null;
  } catch {
    return null;
  }
}

/**
 * Partners' API keys for staff with the `api-keys` ability (`/api-key`): create (the secret is answered once and
 * only its digest kept), list, revoke. Each change is audited in staff_audit.
 */
export async function apiKeyRoutes(app: FastifyInstance, { accounts: ctx }: { accounts: Accounts }): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: ListKeysQuery }>('/', { schema: { querystring: listKeysQuery } }, async (request, reply) => {
    if (!(await staffWith(db, request, reply, 'api-keys'))) return reply;
    const { ownerId, includeRevoked, limit } = request.query;
    return (await listKeys(db, { ownerId, includeRevoked }, limit)).map(toApiKeyDto);
  });

  app.post<{ Body: CreateKeyBody }>('/', { schema: { body: createKeyBody } }, async (request, reply) => {
    const me = await staffWith(db, request, reply, 'api-keys');
    if (!me) return reply;
    const { ownerId, name } = request.body;
    const now = ctx.now();
    const owner = await userById(db, ownerId);
    if (!owner || owner.closed === 1) return fail(reply, 404, 'NOT_FOUND', `No member with id ${ownerId}`);
    const origins = request.body.origins ?? [];
    const bad = origins.find((o) => canonicalOrigin(o) === null);
    if (bad)
      return badInput(
        reply,
        `"${bad}" is not an origin: give scheme, host and port only, e.g. https://example.org`,
        'origins',
      );
    const expiresAt = request.body.expiresAt
      ? new Date(request.body.expiresAt)
      : new Date(now.getTime() + DEFAULT_KEY_DAYS * DAY_MS);
    if (expiresAt <= now) return badInput(reply, 'expiresAt must be in the future', 'expiresAt');
    if (expiresAt.getTime() > now.getTime() + MAX_KEY_DAYS * DAY_MS)
      return badInput(reply, `A key lives at most ${MAX_KEY_DAYS} days`, 'expiresAt');
    // `read` is implied: a key that cannot read opens nothing.
    const scopes: ApiKeyScope[] = ['read', ...(request.body.scopes ?? []).filter((s) => s !== 'read')];
    const { secret, prefix } = newKeySecret();
    const created = await db.transaction().execute(async (trx) => {
      await lockOwner(trx, ownerId);
      if ((await liveKeyCount(trx, ownerId, now)) >= LIVE_KEYS_PER_PARTNER) return null;
      const id = await insertKey(
        trx,
        { ownerId, name, prefix, secretHash: keyDigest(secret), scopes, origins, createdBy: me.id, expiresAt },
        now,
      );
      const address = clientAddress(request, ctx.internalSecret);
      await audit(
        trx,
        { staffId: me.id, action: 'api-key-created', targetUserId: ownerId, detail: prefix, address },
        now,
      );
      return id;
    });
    if (created === null)
      return badInput(
        reply,
        `${owner.username} already has ${LIVE_KEYS_PER_PARTNER} live keys, the most a partner may hold: revoke one before creating another`,
        'ownerId',
      );
    const answer: CreatedApiKeyDto = { key: toApiKeyDto((await keyById(db, created))!), secret };
    return reply.code(201).send(answer);
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: { params: idParams } }, async (request, reply) => {
    const me = await staffWith(db, request, reply, 'api-keys');
    if (!me) return reply;
    const { id } = request.params;
    const now = ctx.now();
    const key = await keyById(db, id);
    if (!key) return fail(reply, 404, 'NOT_FOUND', `No API key with id ${id}`);
    // The revocation and its audit line commit together.
    await db.transaction().execute(async (trx) => {
      if (!(await revokeKey(trx, id, me.id, now))) return;
      const address = clientAddress(request, ctx.internalSecret);
      await audit(
        trx,
        { staffId: me.id, action: 'api-key-revoked', targetUserId: key.owner_id, detail: key.prefix, address },
        now,
      );
    });
    return toApiKeyDto((await keyById(db, id))!);
  });
}

/** A 400 naming the body field at fault, so the admin form shows the message by it. */
function badInput(reply: Parameters<typeof fail>[0], message: string, field: string) {
  return reply.code(400).send({ code: 'BAD_USER_INPUT', message, field });
}
