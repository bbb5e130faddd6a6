import { Rng } from '../rng';

/** A grey paper texture larger than the page, so each page can take its own crop of it. */
export interface PaperTexture {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export const paperMargin = 160;

// Smooth value noise on a coarse lattice, bilinearly interpolated.
function valueNoise(width: number, height: number, cell: number, rng: Rng): Float32Array {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = new Float32Array(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = rng.next() * 2 - 1;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const sx = fx * fx * (3 - 2 * fx);
      const i = y0 * gw + x0;
      const top = grid[i] + (grid[i + 1] - grid[i]) * sx;
      const bottom = grid[i + gw] + (grid[i + gw + 1] - grid[i + gw]) * sx;
      out[y * width + x] = top + (bottom - top) * sy;
    }
  }
  return out;
}

/**
 * Off-white paper as a microfilm scan shows it: a mid-light grey with blotchy tone, fine grain,
 * horizontal fibres and a darker fall-off towards the edges. Made once per page size and reused.
 */
export function makePaper(pageWidth: number, pageHeight: number, seed: number): PaperTexture {
  const width = pageWidth + paperMargin;
  const height = pageHeight + paperMargin;
  const rng = new Rng(seed);
  const blotch = valueNoise(width, height, 420, rng);
  const mottle = valueNoise(width, height, 90, rng);
  const pixels = new Uint8Array(width * height);
  const cx = width / 2;
  const cy = height / 2;
  const rmax2 = cx * cx + cy * cy;
  for (let y = 0; y < height; y++) {
    const dy2 = (y - cy) * (y - cy);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r2 = ((x - cx) * (x - cx) + dy2) / rmax2;
      const vignette = 1 - 0.16 * r2 * r2 - 0.05 * r2;
      const grain = (rng.next() - 0.5) * 7;
      const tone = 206 + blotch[i] * 12 + mottle[i] * 5 + grain;
      pixels[i] = Math.max(0, Math.min(255, tone * vignette));
    }
  }
  // Fibres: short faint horizontal streaks.
  const fibres = Math.floor((width * height) / 9000);
  for (let f = 0; f < fibres; f++) {
    const fx = rng.int(0, width - 80);
    const fy = rng.int(0, height - 1);
    const len = rng.int(12, 70);
    const dark = rng.chance(0.5) ? -rng.int(4, 10) : rng.int(3, 6);
    for (let k = 0; k < len; k++) {
      const i = fy * width + fx + k;
      pixels[i] = Math.max(0, Math.min(255, pixels[i] + dark));
    }
  }
  return { width, height, pixels };
}

/** The page's own crop of the texture, optionally mirrored, with a brightness shift. */
export function cropPaper(paper: PaperTexture, pageWidth: number, pageHeight: number, rng: Rng): Uint8Array {
  const ox = rng.int(0, paper.width - pageWidth);
  const oy = rng.int(0, paper.height - pageHeight);
  const mirror = rng.chance(0.5);
  const shift = rng.int(-10, 6);
  const out = new Uint8Array(pageWidth * pageHeight);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, v + shift));
  for (let y = 0; y < pageHeight; y++) {
    const src = (oy + y) * paper.width + ox;
    const dst = y * pageWidth;
    if (mirror) for (let x = 0; x < pageWidth; x++) out[dst + x] = lut[paper.pixels[src + pageWidth - 1 - x]];
    else for (let x = 0; x < pageWidth; x++) out[dst + x] = lut[paper.pixels[src + x]];
  }
  return out;
}
