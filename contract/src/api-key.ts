/** What a partner's API key lets it do: read, also run mutations, also send free-form (non-persisted) operations. */
export type ApiKeyScope = 'read' | 'write' | 'freeform';

/** A partner's API key as staff see it (`/api-key`): never its secret, only the prefix that names it. */
export interface ApiKeyDto {
  id: number;
  name: string;
  /** The secret's first characters (`mk_` and 8 more), enough to tell keys apart in a list or a log. */
  prefix: string;
  /** Always holds `read`. */
  scopes: ApiKeyScope[];
  /** Web origins (`https://partner.example`) whose pages may call the API with this key (CORS). */
  origins: string[];
  ownerId: number;
  ownerUsername: string;
  /** The owner account's membership: the access level the key opens. */
  ownerAccountStatus: string;
  createdAt: string;
  createdBy: string | null;
  expiresAt: string;
  /** Updated at most once a minute. */
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The answer to creating a key: the one time its secret leaves the services. */
export interface CreatedApiKeyDto {
  key: ApiKeyDto;
  secret: string;
}

/** What the gateway learns from a key's digest (gateway-only `/api-key/resolve`). */
export interface ResolvedApiKeyDto {
  id: number;
  state: 'live' | 'revoked' | 'expired' | 'owner-closed';
  scopes: ApiKeyScope[];
  origins: string[];
  /** The owner as a session would carry them; staff roles are never lent to a key. */
  identity: {
    userId: number;
    username: string;
    accountStatus: string;
    confirmed: boolean;
    roles: string[];
    institutionId: number | null;
  };
}

/** Live keys a partner may hold at once: one in use and its replacement while a rotation is under way. */
export const LIVE_KEYS_PER_PARTNER = 2;

/** A key's life when staff give no expiry, and the longest they may give. */
export const DEFAULT_KEY_DAYS = 365;
export const MAX_KEY_DAYS = 2 * 365;
