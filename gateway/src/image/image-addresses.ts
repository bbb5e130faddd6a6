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
  /**
   * `/iiif/3/{id}/info.json?token=…`: the IIIF Image API 3 description, whose tiles take the same token; `&v=` names
   * the scan's revision once staff have replaced or rotated it, so an address of the old scan stops working.
   */
  tileSource(imageId: number, revision?: number): string;
  /** `/download/jpg/{id}.jpg?…&hash=…`: the signed viewer address of spec §7.9 (with the revision signed in). */
  viewerImage(imageId: number, params: ViewerImageParams): string;
}

export function imageAddresses(identity: CallerIdentity, secret: string, now: () => number = Date.now): ImageAddresses {
  const { userId } = identity;
  return {
    tileSource: (imageId, revision = 0) =>
      `/iiif/3/${imageId}/info.json?token=${encodeURIComponent(signImageAccessToken(imageId, userId, secret, now()))}${
        revision > 0 ? `&v=${revision}` : ''
      }`,
    viewerImage: (imageId, params) =>
      `/download/jpg/${imageId}.jpg?${signViewerAddress({ ...params, imageId, userId, timestamp: now() }, secret)}`,
  };
}
