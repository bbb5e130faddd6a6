import type { ResolvedApiKeyDto } from '@muster/contract';
import { KEY_MARK, LruCache, keyDigest } from '@muster/contract/node';
import type { GatewayMetrics } from '../../metrics';
import { ServiceHttp } from '../../backends/service-http';
import { ANONYMOUS, identityOfUser } from '../identity';
import { signInternalAuth } from '../internal-auth';
import { type BearerCredential, type BearerResolver, InvalidBearer } from '../bearer/bearer-credential';

export interface ApiKeyResolverOptions {
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
  /**
   * How long one gateway believes a lookup (API_KEY_CACHE_MS, default 10 s): a partner sending many requests a
   * second costs one service call per key per window, and a revoked key stops working within it.
   */
  cacheMs?: number;
}

export const DEFAULT_API_KEY_CACHE_MS = 10_000;

/** An API key's credential also says which web origins its partner registered (key-origin-guard.ts). */
export interface ApiKeyCredential extends BearerCredential {
  kind: 'api-key';
  origins: string[];
}

export const isApiKeyCredential = (credential: BearerCredential | undefined): credential is ApiKeyCredential =>
  credential?.kind === 'api-key' && Array.isArray((credential as Partial<ApiKeyCredential>).origins);

type Lookup = { found: ResolvedApiKeyDto | null; until: number };

const REFUSALS: Record<Exclude<ResolvedApiKeyDto['state'], 'live'>, string> = {
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
  'owner-closed': "This API key's account is closed.",
};

/**
 * Claims `mk_…` bearer tokens: looks the secret's SHA-256 up at the services (the secret itself never leaves
 * the gateway) and answers the owner account's identity, without staff roles, with the key's scopes.
 */
export function apiKeyResolver(options: ApiKeyResolverOptions): BearerResolver {
  const ttl = options.cacheMs ?? DEFAULT_API_KEY_CACHE_MS;
  // Unknown digests are kept too, so a client retrying a wrong key does not reach the database each time.
  const cache = new LruCache<Lookup>(10_000, 10_000, () => 1);
  const http = new ServiceHttp('api-key', {
    baseUrl: options.servicesUrl,
    // The lookup is the gateway's own: signed as a visitor, which the gateway-only routes require.
    authHeader: () => signInternalAuth(ANONYMOUS, options.internalAuthSecret),
    metrics: options.metrics,
    timeoutMs: options.timeoutMs,
  });

  async function lookUp(digest: string): Promise<ResolvedApiKeyDto | null> {
    const now = Date.now();
    const kept = cache.get(digest);
    if (kept && kept.until > now) return kept.found;
    const found = await http.post<ResolvedApiKeyDto>('/api-key/gateway/resolve', '/api-key/gateway/resolve', {
      digest,
    });
    if (ttl > 0) cache.set(digest, { found, until: now + ttl });
    return found;
  }

  return async (token) => {
    if (!token.startsWith(KEY_MARK)) return null;
    const key = await lookUp(keyDigest(token));
    if (!key) throw new InvalidBearer('The API key is not valid.');
    if (key.state !== 'live') throw new InvalidBearer(REFUSALS[key.state]);
    const credential: ApiKeyCredential = {
      kind: 'api-key',
      id: `api-key:${key.id}`,
      scopes: key.scopes,
      origins: key.origins,
      identity: identityOfUser({ ...key.identity, roles: [] }),
    };
    return credential;
  };
}
