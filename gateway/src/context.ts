import type { CallerIdentity } from './auth/identity';
import type { GatewayCache } from './cache';
import type { Backends } from './loaders';

/** What every resolver receives: the caller, its per-request backend clients and the shared cache. */
export interface GatewayContext {
  identity: CallerIdentity;
  backends: Backends;
  cache: GatewayCache;
}
