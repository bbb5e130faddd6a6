import { MAX_SIDE } from './image-request';

export const TILE_SIZE = 512;
export const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';
export const IMAGE_PROFILE_URI = 'http://iiif.io/api/image/3/level2.json';

/** Scale factors 1, 2, 4, … until the whole image fits in one tile, as OpenSeadragon's pyramid needs. */
export function scaleFactors(width: number, height: number, tile = TILE_SIZE): number[] {
  const factors = [1];
  while (Math.max(width, height) / factors[factors.length - 1]! > tile) factors.push(factors[factors.length - 1]! * 2);
  return factors;
}

/**
 * The info.json of an image at level 2. The layout follows iiif-processor's v3 infoDoc; it is written here
 * because the id is the site's public address and the formats are the ones this service renders.
 */
export function imageInfo(id: string, width: number, height: number) {
  const factors = scaleFactors(width, height);
  return {
    '@context': IMAGE_CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width,
    height,
    maxWidth: MAX_SIDE,
    maxHeight: MAX_SIDE,
    sizes: factors.slice(1).reverse().map((f) => ({ width: Math.ceil(width / f), height: Math.ceil(height / f) })),
    tiles: [{ width: TILE_SIZE, height: TILE_SIZE, scaleFactors: factors }],
    preferredFormats: ['jpg'],
    extraFormats: ['webp'],
    extraQualities: ['color', 'gray', 'bitonal'],
    extraFeatures: ['canonicalLinkHeader', 'mirroring', 'profileLinkHeader', 'rotationArbitrary', 'sizeUpscaling'],
  };
}
