/**
 * The viewer's live image controls: brightness, contrast and invert, drawn as the image service renders
 * downloads and prints (docs/decisions/images.md "Downloads and prints": out = (1 + contrast/100)·(in − 128) + 128 +
 * 2.55·brightness, then invert), so what is printed is what was on screen. Rotation and flip turn the view.
 */
export interface ImageAdjustments {
  /** −100 … 100 */
  brightness: number;
  /** −100 … 100 */
  contrast: number;
  invert: boolean;
  /** 0, 90, 180 or 270 degrees clockwise. */
  rotation: number;
  flip: boolean;
}

export const NO_ADJUSTMENTS: ImageAdjustments = { brightness: 0, contrast: 0, invert: false, rotation: 0, flip: false };

/** The formula as a linear transfer on 0–1 colour values (an SVG feComponentTransfer slope and intercept). */
export function colourTransfer({ brightness, contrast }: Pick<ImageAdjustments, 'brightness' | 'contrast'>): {
  slope: number;
  intercept: number;
} {
  const slope = 1 + contrast / 100;
  return { slope, intercept: (128 - 128 * slope + 2.55 * brightness) / 255 };
}

export const changesColours = (a: ImageAdjustments) => a.brightness !== 0 || a.contrast !== 0 || a.invert;

/** A quarter turn clockwise. */
export const rotateRight = (rotation: number) => (rotation + 90) % 360;

/** The download arguments of Image.downloadUrl for what the viewer shows. */
export function downloadArgs(a: ImageAdjustments): {
  rotation: number;
  brightness: number;
  contrast: number;
  invert: boolean;
} {
  return { rotation: a.rotation, brightness: a.brightness, contrast: a.contrast, invert: a.invert };
}
