import type { ApiKeyDto, ApiKeyScope, ResolvedApiKeyDto } from '@muster/contract';
import { jsonStrings } from '../lib/batch';
import type { ApiKeyRow, keyByDigest } from './api-key.queries';

export function toApiKeyDto(row: ApiKeyRow): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: jsonStrings(row.scopes) as ApiKeyScope[],
    origins: jsonStrings(row.origins),
    ownerId: row.owner_id,
    ownerUsername: row.owner_username,
    ownerAccountStatus: row.owner_account_status,
    createdAt: row.created_at,
    createdBy: row.creator,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

type DigestRow = NonNullable<Awaited<ReturnType<typeof keyByDigest>>>;

/** What the gateway needs to let a key in, or to say why not; the owner's staff roles stay behind. */
export function toResolvedApiKey(row: DigestRow, now: Date): ResolvedApiKeyDto {
  const state: ResolvedApiKeyDto['state'] =
    row.revoked_at !== null
      ? 'revoked'
      : row.expires_at <= now.toISOString()
        ? 'expired'
        : row.closed === 1
          ? 'owner-closed'
          : 'live';
  return {
    id: row.id,
    state,
    scopes: jsonStrings(row.scopes) as ApiKeyScope[],
    origins: jsonStrings(row.origins),
    identity: {
      userId: row.owner_id,
      username: row.username,
      accountStatus: row.account_status,
      confirmed: row.confirmed === 1,
      roles: [],
      institutionId: row.institution_id,
    },
  };
}
