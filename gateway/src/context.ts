import type { CallerIdentity } from './auth/identity';
import type { GatewayCache } from './cache';
import type { ImageAddresses } from './image/image-addresses';
import type { Backends } from './loaders';

/**
 * What every resolver receives: the caller, its per-request backend clients, the shared cache and the
 * signer of the caller's image addresses.
 */
export interface GatewayContext {
  identity: CallerIdentity;
  backends: Backends;
  cache: GatewayCache;
  imageAddresses: ImageAddresses;
}
