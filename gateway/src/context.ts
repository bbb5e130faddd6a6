import type { RegisteredApp } from './auth/oauth/registered-app';
import type { CallerIdentity } from './auth/identity';
import type { BearerCredential } from './auth/bearer/bearer-credential';
import type { GatewayCache } from './cache';
import type { ImageChanges } from './image-admin/image-changes';
import type { ImageAddresses } from './image/image-addresses';
import type { Backends } from './loaders';
import type { SessionControl } from './session/session-control';
import type { Sender } from './backends/feedback';

/**
 * What every resolver receives: the caller, its per-request backend clients, the shared cache and the
 * signer of the caller's image addresses.
 */
export interface GatewayContext {
  identity: CallerIdentity;
  /** The API key or OAuth token the request came with (its id and scopes); absent for cookies and visitors. */
  credential?: BearerCredential;
  /** The operation came by the hash of one of the build's trusted documents (persisted/), not as free text. */
  persisted?: boolean;
  backends: Backends;
  cache: GatewayCache;
  imageAddresses: ImageAddresses;
  /** Staff changes of pages ('Manage this image'), which drop the gateways' kept public tiles of them. */
  imageChanges?: ImageChanges;
  /** The browser's address and agent, on requests that came over HTTP (feedback stores them). */
  sender?: Sender;
  /** The browser session (sign-in, sign-out, the member in it); absent outside HTTP requests. */
  session?: SessionControl;
  /** The apps registered with Muster's OAuth server (auth/oauth), for staff. */
  oauthApps?: readonly RegisteredApp[];
}
