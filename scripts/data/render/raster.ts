import type { Rng } from '../rng';
import type { Atlas } from './atlas';
import { charAdvance } from './fonts';
import type { Rect, RuleRect, TextRun } from './layout-types';

/** A grey page being drawn on: one byte per pixel. */
export interface Canvas {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Moves a pixel towards `ink` by `alpha` (0–1): ink soaks into paper, it never lightens it. */
function darken(canvas: Canvas, i: number, ink: number, alpha: number): void {
  const p = canvas.pixels[i];
  if (p > ink) canvas.pixels[i] = p - (p - ink) * alpha;
}

export function fillRules(canvas: Canvas, rules: RuleRect[], rng: Rng): void {
  for (const r of rules) {
    const x0 = Math.max(0, Math.round(r.x));
    const y0 = Math.max(0, Math.round(r.y));
    const x1 = Math.min(canvas.width, Math.round(r.x + r.w));
    const y1 = Math.min(canvas.height, Math.round(r.y + r.h));
    for (let y = y0; y < y1; y++) {
      // Printed rules are not perfectly even: the ink thins along the line.
      for (let x = x0; x < x1; x++) darken(canvas, y * canvas.width + x, r.ink, 0.55 + 0.35 * rng.next());
    }
  }
}

const speckle = new Float32Array(4096);

/**
 * Copies the glyph bitmaps of each run onto the page. Typewriter letters strike with uneven force and
 * sit a pixel high or low; handwriting wanders about its baseline. Both come from the page's seed.
 */
export function drawRuns(canvas: Canvas, runs: TextRun[], atlases: (run: TextRun) => Atlas, rng: Rng): void {
  for (let i = 0; i < speckle.length; i++) speckle[i] = rng.next();
  for (const run of runs) {
    const atlas = atlases(run);
    const typed = run.face === 'typed';
    const phase = rng.next() * 6.28;
    const wave = 0.004 + rng.next() * 0.004;
    const slope = typed ? 0 : (rng.next() - 0.5) * 0.012;
    let pen = run.x;
    for (const ch of run.t) {
      const g = atlas.get(ch) ?? atlas.get('?');
      if (!g) continue;
      const strike = typed ? 0.72 + rng.next() * 0.28 : 0.88 + rng.next() * 0.12;
      const dy = typed
        ? rng.chance(0.15)
          ? rng.chance(0.5)
            ? 1
            : -1
          : 0
        : Math.sin(pen * wave + phase) * 2.2 + (pen - run.x) * slope;
      const ox = Math.round(pen + g.left);
      const oy = Math.round(run.y + dy + g.top);
      const passes = run.bold ? 2 : 1;
      for (let pass = 0; pass < passes; pass++) {
        for (let y = 0; y < g.height; y++) {
          const py = oy + y;
          if (py < 0 || py >= canvas.height) continue;
          for (let x = 0; x < g.width; x++) {
            const c = g.coverage[y * g.width + x];
            if (c < 8) continue;
            const px = ox + x + pass;
            if (px < 0 || px >= canvas.width) continue;
            const grain = typed ? 0.7 + 0.3 * speckle[((py & 63) << 6) | (px & 63)] : 1;
            darken(canvas, py * canvas.width + px, run.ink, (c / 255) * strike * grain);
          }
        }
      }
      pen += charAdvance(run.face, ch, run.size);
    }
  }
}

/** Coffee rings, water stains and the small brown spots of foxing. */
export function stain(canvas: Canvas, rng: Rng): void {
  const { width, height, pixels } = canvas;
  const blots = rng.int(0, 2);
  for (let b = 0; b < blots; b++) {
    const cx = rng.int(0, width);
    const cy = rng.int(0, height);
    const r = rng.int(60, 260);
    const ring = rng.chance(0.5);
    const depth = rng.int(6, 16);
    for (let y = Math.max(0, cy - r); y < Math.min(height, cy + r); y++) {
      for (let x = Math.max(0, cx - r); x < Math.min(width, cx + r); x++) {
        const d = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) / r;
        if (d >= 1) continue;
        const amount = ring ? Math.exp(-((d - 0.9) * (d - 0.9)) / 0.004) * 1.6 + (1 - d) * 0.3 : (1 - d * d) * 0.8;
        const i = y * width + x;
        pixels[i] = Math.max(0, pixels[i] - depth * amount);
      }
    }
  }
  const spots = rng.int(4, 40);
  for (let s = 0; s < spots; s++) {
    const cx = rng.int(0, width);
    const cy = rng.int(0, height);
    const r = rng.range(1.5, 7);
    const depth = rng.int(10, 35);
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(height, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(width, Math.ceil(cx + r)); x++) {
        const d = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) / r;
        if (d < 1) pixels[y * width + x] = Math.max(0, pixels[y * width + x] - depth * (1 - d));
      }
    }
  }
}

/** A fold across the page: a darker crease with a light ridge beside it. */
export function fold(canvas: Canvas, y: number, rng: Rng): void {
  const { width, pixels } = canvas;
  let yy = y;
  for (let x = 0; x < width; x++) {
    if (rng.chance(0.01)) yy += rng.chance(0.5) ? 1 : -1;
    const i = yy * width + x;
    pixels[i] = Math.max(0, pixels[i] - 18);
    pixels[i + width] = Math.min(255, pixels[i + width] + 6);
    pixels[i - width] = Math.max(0, pixels[i - width] - 7);
  }
}

/** Cards are photographed on a dark board: everything outside them is dark, their edges slightly shadowed. */
export function cardBoard(canvas: Canvas, cards: Rect[], rng: Rng): void {
  if (!cards.length) return;
  const { width, height, pixels } = canvas;
  const inside = new Uint8Array(width * height);
  for (const c of cards) {
    for (let y = Math.max(0, c.y); y < Math.min(height, c.y + c.h); y++)
      inside.fill(1, y * width + Math.max(0, c.x), y * width + Math.min(width, c.x + c.w));
  }
  for (let i = 0; i < pixels.length; i++) {
    if (!inside[i]) pixels[i] = 38 + ((pixels[i] * 0.12) | 0) + (rng.next() < 0.5 ? 1 : 0);
  }
  for (const c of cards) {
    for (let k = 0; k < 5; k++) {
      const a = 0.18 - k * 0.03;
      for (let x = c.x; x < c.x + c.w; x++) {
        darken(canvas, (c.y + k) * width + x, 60, a);
        darken(canvas, (c.y + c.h - 1 - k) * width + x, 60, a);
      }
      for (let y = c.y; y < c.y + c.h; y++) {
        darken(canvas, y * width + c.x + k, 60, a);
        darken(canvas, y * width + c.x + c.w - 1 - k, 60, a);
      }
    }
  }
}

/** The dark scanner bed showing past a page edge that is not quite straight. */
export function scanEdges(canvas: Canvas, rng: Rng): void {
  const { width, height, pixels } = canvas;
  const sides = [rng.chance(0.5) ? rng.int(4, 30) : 0, rng.chance(0.5) ? rng.int(4, 30) : 0];
  let wobble = 0;
  for (let y = 0; y < height; y++) {
    if (rng.chance(0.02)) wobble = Math.max(-3, Math.min(3, wobble + (rng.chance(0.5) ? 1 : -1)));
    const left = sides[0] ? sides[0] + wobble : 0;
    const right = sides[1] ? sides[1] - wobble : 0;
    for (let x = 0; x < left; x++) pixels[y * width + x] = 30 + (x & 3);
    for (let x = 0; x < right; x++) pixels[y * width + width - 1 - x] = 30 + (x & 3);
  }
}
