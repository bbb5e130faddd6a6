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
 * The largest side an image is served at: a publication that does not allow downloads gets what the viewer needs,
 * tiles, but no render of the whole scan larger than one tile (content §3.5 allowDownload).
 */
export const maxSideOf = (image: { allow_download: number | boolean }) =>
  Number(image.allow_download) === 1 ? MAX_SIDE : TILE_SIZE;

/**
 * The info.json of an image at level 2. The layout follows iiif-processor's v3 infoDoc; it is written here
 * because the id is the site's public address and the formats are the ones this service renders. `maxSide` is
 * announced as maxWidth/maxHeight, and only sizes within it are listed.
 */
export function imageInfo(id: string, width: number, height: number, maxSide = MAX_SIDE) {
  const factors = scaleFactors(width, height);
  return {
    '@context': IMAGE_CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width,
    height,
    maxWidth: maxSide,
    maxHeight: maxSide,
    sizes: factors
      .slice(1)
      .reverse()
      .map((f) => ({ width: Math.ceil(width / f), height: Math.ceil(height / f) }))
      .filter((size) => size.width <= maxSide && size.height <= maxSide),
    tiles: [{ width: TILE_SIZE, height: TILE_SIZE, scaleFactors: factors }],
    preferredFormats: ['jpg'],
    extraFormats: ['webp'],
    extraQualities: ['color', 'gray', 'bitonal'],
    extraFeatures: ['canonicalLinkHeader', 'mirroring', 'profileLinkHeader', 'rotationArbitrary', 'sizeUpscaling'],
  };
}
