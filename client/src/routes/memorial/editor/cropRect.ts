/** A rectangle in pixels of the full scan (the contract's Rect). */
export interface PixelRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The rectangle kept inside a width × height picture, at least one pixel each way, in whole pixels. */
export function clampRect(rect: PixelRect, width: number, height: number): PixelRect {
  const whole = (n: number) => (Number.isFinite(n) ? Math.round(n) : 0);
  const x = Math.min(Math.max(whole(rect.x), 0), width - 1);
  const y = Math.min(Math.max(whole(rect.y), 0), height - 1);
  const w = Math.min(Math.max(whole(rect.w), 1), width - x);
  const h = Math.min(Math.max(whole(rect.h), 1), height - y);
  return { x, y, w, h };
}

/** The largest centred square: a cover picture's usual crop. */
export function centredSquare(width: number, height: number): PixelRect {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), w: side, h: side };
}

/** The rectangle as CSS percentages of the picture, to draw it over a preview of any size. */
export function rectStyle(rect: PixelRect, width: number, height: number) {
  const pct = (n: number, of: number) => `${(n / of) * 100}%`;
  return { left: pct(rect.x, width), top: pct(rect.y, height), width: pct(rect.w, width), height: pct(rect.h, height) };
}
