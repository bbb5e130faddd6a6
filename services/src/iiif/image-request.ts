import Calculators from 'iiif-processor/calculator';
import { LruCache } from '@muster/contract/node';

/**
 * Turns the four IIIF path parameters into a render plan with iiif-processor's v3 Calculator (its parser,
 * validation and region/size arithmetic), plus the checks it leaves to the server: our formats, the rotation
 * range, `!w,h` that fits without upscaling, and the size cap.
 */
export const IIIF_FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type IiifFormat = keyof typeof IIIF_FORMATS;
export type IiifQuality = 'default' | 'color' | 'gray' | 'bitonal';

/** The largest side a single response may have; info.json announces it as maxWidth/maxHeight. */
export const MAX_SIDE = 12000;

export interface IiifParams {
  region: string;
  size: string;
  rotation: string;
  quality: string;
  format: string;
}

export interface RenderPlan {
  region: { left: number; top: number; width: number; height: number };
  size: { width: number; height: number };
  mirror: boolean;
  degrees: number;
  quality: IiifQuality;
  format: IiifFormat;
  /** `region/size/rotation/quality.format` in canonical form: one cache entry however the tile was asked for. */
  canonical: string;
}

export class IiifRequestError extends Error {}

/** A size beyond what this image may be served at (a publication without downloads gets tiles, not the scan). */
export class IiifSizeNotAllowed extends Error {}

const V3 = Calculators[3];

/**
 * Plans by image size and request: a viewer asks for the same few tile addresses of every scan of a roll,
 * and the Calculator's parsing showed in the services' profile of cached tiles. Plans are never changed.
 */
const plans = new LruCache<RenderPlan>(10_000, 10_000, () => 1);

/**
 * `maxSide` is the largest side this image is served at: MAX_SIDE, or less for an image that may not be downloaded
 * (info.json announces it as maxWidth/maxHeight). `max` is capped to it; any larger size is IiifSizeNotAllowed.
 */
export function planIiifRequest(
  image: { width: number; height: number },
  params: IiifParams,
  maxSide = MAX_SIDE,
): RenderPlan {
  const key = `${image.width}x${image.height}/${maxSide}/${params.region}/${params.size}/${params.rotation}/${params.quality}.${params.format}`;
  const known = plans.get(key);
  if (known) return known;
  const plan = computePlan(image, params, maxSide);
  plans.set(key, plan);
  return plan;
}

function computePlan(image: { width: number; height: number }, params: IiifParams, maxSide: number): RenderPlan {
  if (!(params.format in IIIF_FORMATS))
    throw new IiifRequestError(`Unsupported format ${params.format}: use jpg, png or webp`);
  const rotation = /^(!?)(\d{1,3}(?:\.\d+)?)$/.exec(params.rotation);
  if (!rotation || Number(rotation[2]) > 360)
    throw new IiifRequestError(`Invalid rotation ${params.rotation}: a number from 0 to 360, optionally after !`);
  // The Calculator validates with the version 2 patterns, where size `full` still existed.
  if (/^\^?full$/.test(params.size)) throw new IiifRequestError('Size full is not part of IIIF Image API 3: use max');
  try {
    const calc = new V3({ width: image.width, height: image.height });
    calc.region(params.region);
    const region = calc.info().region;
    if (region.width < 1 || region.height < 1)
      throw new IiifRequestError(`Region ${params.region} lies outside the ${image.width}x${image.height} image`);
    calc.size(fitWithoutUpscaling(params.size, region));
    const { size } = calc.info();
    let width = size.width;
    let height = size.height;
    if (size.fit === 'inside') {
      const scale = Math.min(width / region.width, height / region.height);
      width = Math.max(1, Math.round(region.width * scale));
      height = Math.max(1, Math.round(region.height * scale));
    }
    if (!width || !height || width < 1 || height < 1)
      throw new IiifRequestError(`Size ${params.size} gives an empty image`);
    if (width > maxSide || height > maxSide) {
      // `max` means as large as allowed; any other size beyond the limit is refused rather than quietly shrunk.
      if (!/^\^?max$/.test(params.size)) {
        if (maxSide < MAX_SIDE)
          throw new IiifSizeNotAllowed(
            `Size ${params.size} exceeds the ${maxSide}-pixel limit of an image that may not be downloaded`,
          );
        throw new IiifRequestError(`Size ${params.size} exceeds the ${MAX_SIDE}-pixel limit`);
      }
      const scale = maxSide / Math.max(width, height);
      width = Math.max(1, Math.floor(width * scale));
      height = Math.max(1, Math.floor(height * scale));
    }
    calc.rotation(params.rotation).quality(params.quality).format(params.format);
    const degrees = Number(rotation[2]) % 360;
    const full =
      region.left === 0 && region.top === 0 && region.width === image.width && region.height === image.height;
    const isMax = width === region.width && height === region.height;
    const canonical = [
      full ? 'full' : `${region.left},${region.top},${region.width},${region.height}`,
      isMax ? 'max' : `${width},${height}`,
      `${rotation[1]}${degrees}`,
      `${params.quality}.${params.format}`,
    ].join('/');
    return {
      region,
      size: { width, height },
      mirror: rotation[1] === '!',
      degrees,
      quality: params.quality as IiifQuality,
      format: params.format as IiifFormat,
      canonical,
    };
  } catch (error) {
    if (error instanceof IiifRequestError || error instanceof IiifSizeNotAllowed) throw error;
    // iiif-processor throws IIIFError with statusCode 400 for anything it cannot parse or compute.
    throw new IiifRequestError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * `!w,h` asks for the largest image that fits in w×h but, without `^`, never larger than the region; the
 * Calculator refuses a box larger than the region, so a box that only fits by shrinking becomes plain `w,h`.
 */
function fitWithoutUpscaling(size: string, region: { width: number; height: number }): string {
  const confined = /^!(\d+),(\d+)$/.exec(size);
  if (!confined) return size;
  const scale = Math.min(Number(confined[1]) / region.width, Number(confined[2]) / region.height);
  if (scale < 1) return size;
  return `${region.width},${region.height}`;
}
