import { NO_ADJUSTMENTS, type ImageAdjustments } from './imageAdjustments';

/** `/print?image=…` with the viewer's adjustments (only those that differ), which the print page signs and shows. */
export function printHref(imageId: number, a: ImageAdjustments): string {
  const params = new URLSearchParams({ image: String(imageId) });
  if (a.rotation) params.set('rotation', String(a.rotation));
  if (a.brightness) params.set('brightness', String(a.brightness));
  if (a.contrast) params.set('contrast', String(a.contrast));
  if (a.invert) params.set('invert', '1');
  return `/print?${params}`;
}

const int = (raw: string | null, min: number, max: number) => {
  if (raw === null || !/^-?\d{1,5}$/.test(raw)) return 0;
  return Math.min(max, Math.max(min, Number(raw)));
};

/** The print page's address read back: the image id (null when missing or malformed) and the adjustments. */
export function readPrintAddress(params: URLSearchParams): { imageId: number | null; adjustments: ImageAdjustments } {
  const raw = params.get('image') ?? '';
  const imageId = /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2147483647 ? Number(raw) : null;
  return {
    imageId,
    adjustments: {
      ...NO_ADJUSTMENTS,
      rotation: int(params.get('rotation'), 0, 359),
      brightness: int(params.get('brightness'), -100, 100),
      contrast: int(params.get('contrast'), -100, 100),
      invert: params.get('invert') === '1',
    },
  };
}
