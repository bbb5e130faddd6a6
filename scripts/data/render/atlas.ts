import sharp from 'sharp';
import { type Face, face } from './fonts';

/** One glyph rasterised once: its coverage bitmap and where it sits relative to the pen position. */
export interface GlyphBitmap {
  width: number;
  height: number;
  /** Offset of the bitmap's top-left corner from the pen position on the baseline. */
  left: number;
  top: number;
  coverage: Uint8Array;
}

export type Atlas = Map<string, GlyphBitmap>;

const charset =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~éèêëàâäçîïôöüùûñÉÈÀÇÖÜ–—’“”';

/**
 * Rasterises every character of a face at one size in a single SVG render. Drawing glyphs as SVG paths
 * per page is far too slow (a handwriting glyph is kilobytes of path data), so pages are composed by
 * copying these bitmaps instead. A light blur makes the strokes look scanned rather than vector-sharp.
 */
export async function buildAtlas(name: Face, size: number): Promise<Atlas> {
  const { font, unitsPerEm } = face(name);
  const scale = size / unitsPerEm;
  const cells: { ch: string; x: number; left: number; top: number; w: number; h: number; d: string }[] = [];
  let x = 0;
  let maxH = 1;
  for (const ch of charset) {
    if (ch !== ' ' && !font.hasChar(ch)) continue;
    const glyph = font.charToGlyph(ch);
    const box = glyph.getBoundingBox();
    const pad = 3;
    const left = Math.floor(box.x1 * scale) - pad;
    const top = -Math.ceil(box.y2 * scale) - pad;
    const w = Math.max(1, Math.ceil(box.x2 * scale) + pad - left);
    const h = Math.max(1, -Math.floor(box.y1 * scale) + pad - top);
    const d = ch === ' ' ? '' : glyph.getPath(x - left, -top, size).toPathData(2);
    cells.push({ ch, x, left, top, w, h, d });
    x += w + 2;
    maxH = Math.max(maxH, h);
  }
  const width = Math.max(1, x);
  const paths = cells
    .filter((c) => c.d)
    .map((c) => `<path d="${c.d}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${maxH}"><g fill="#000">${paths}</g></svg>`;
  const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).blur(0.55).raw().toBuffer();
  const atlas: Atlas = new Map();
  for (const c of cells) {
    const coverage = new Uint8Array(c.w * c.h);
    for (let row = 0; row < c.h; row++) {
      const from = row * width + c.x;
      coverage.set(alpha.subarray(from, from + c.w), row * c.w);
    }
    atlas.set(c.ch, { width: c.w, height: c.h, left: c.left, top: c.top, coverage });
  }
  return atlas;
}
