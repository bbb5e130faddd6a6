import { signImageAccessToken, signViewerAddress, type ViewerAddressParams } from '@muster/contract/node';
import type { CallerIdentity } from '../auth/identity';

/** What a viewer image shows; the identity, image and signing time are the signer's. */
export type ViewerImageParams = Omit<ViewerAddressParams, 'imageId' | 'userId' | 'timestamp'>;

/**
 * The signed, site-relative image addresses of one caller (ARCHITECTURE "Trust and identity"). The image
 * service checks them with the same functions of `contract/src/node/signing.ts` against the identity the
 * gateway forwards, so an address only works for the caller it was made for, for one hour.
 */
export interface ImageAddresses {
  /** `/iiif/3/{id}/info.json?token=…`: the IIIF Image API 3 description, whose tiles take the same token. */
  tileSource(imageId: number): string;
  /** `/download/jpg/{id}.jpg?…&hash=…`: the signed viewer address of spec §7.9. */
  viewerImage(imageId: number, params: ViewerImageParams): string;
}

export function imageAddresses(identity: CallerIdentity, secret: string, now: () => number = Date.now): ImageAddresses {
  const { userId } = identity;
  return {
    tileSource: (imageId) =>
      `/iiif/3/${imageId}/info.json?token=${encodeURIComponent(signImageAccessToken(imageId, userId, secret, now()))}`,
    viewerImage: (imageId, params) =>
      `/download/jpg/${imageId}.jpg?${signViewerAddress({ ...params, imageId, userId, timestamp: now() }, secret)}`,
  };
}
