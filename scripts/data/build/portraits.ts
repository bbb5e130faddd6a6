import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Rng } from '../rng';

export const portraitSize = { width: 2000, height: 2600 };

/**
 * A studio portrait as a member might upload it: sepia print on a cabinet-card mount with ruled lines, a soldier's
 * silhouette in uniform (kepi for the 19th century, garrison cap for the 20th) lit from one side,
 * with a vignette. Drawn as SVG at half size, then enlarged, which also softens it like an old print.
 */
export function portraitSvg(rng: Rng, modern: boolean): string {
  const W = portraitSize.width / 2;
  const H = portraitSize.height / 2;
  const m = 70;
  const pw = W - 2 * m;
  const ph = H - 2 * m - 90;
  const cx = m + pw / 2 + rng.range(-25, 25);
  const headY = m + ph * 0.36;
  const hr = pw * 0.13;
  const tone = rng.int(0, 20);
  const cap = modern
    ? `<path d="M${cx - hr * 1.05},${headY - hr * 0.55} Q${cx},${headY - hr * 1.35} ${cx + hr * 1.05},${headY - hr * 0.55} L${cx + hr * 0.95},${headY - hr * 0.35} L${cx - hr * 0.95},${headY - hr * 0.35} Z" fill="#2a1d12"/>`
    : `<path d="M${cx - hr * 0.95},${headY - hr * 0.4} L${cx - hr * 0.8},${headY - hr * 1.45} Q${cx + hr * 0.2},${headY - hr * 1.7} ${cx + hr * 1.0},${headY - hr * 1.25} L${cx + hr * 1.0},${headY - hr * 0.4} Z" fill="#241910"/><path d="M${cx - hr * 1.15},${headY - hr * 0.38} L${cx + hr * 0.5},${headY - hr * 0.3} L${cx - hr * 0.6},${headY - hr * 0.15} Z" fill="#1c130b"/>`;
  const buttons = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${cx + (modern ? hr * 0.25 : 0)}" cy="${headY + hr * 2.1 + i * hr * 0.55}" r="${hr * 0.07}" fill="#cdb892" opacity="0.8"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <radialGradient id="backdrop" cx="${0.35 + rng.next() * 0.3}" cy="0.35" r="0.8"><stop offset="0" stop-color="#b59a74"/><stop offset="0.6" stop-color="#8a6e4d"/><stop offset="1" stop-color="#4a3623"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.62"><stop offset="0.55" stop-color="#1e140b" stop-opacity="0"/><stop offset="1" stop-color="#1e140b" stop-opacity="0.85"/></radialGradient>
    <linearGradient id="light" x1="0" x2="1"><stop offset="0" stop-color="#6b513a"/><stop offset="0.45" stop-color="#3b2a1b"/><stop offset="1" stop-color="#20160d"/></linearGradient>
    <linearGradient id="skin" x1="0" x2="1"><stop offset="0" stop-color="#caa77e"/><stop offset="0.6" stop-color="#8d6a48"/><stop offset="1" stop-color="#4c3523"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="rgb(${226 - tone},${214 - tone},${188 - tone})"/>
  <rect x="${m - 14}" y="${m - 14}" width="${pw + 28}" height="${ph + 28}" fill="none" stroke="#9c8663" stroke-width="3"/>
  <svg x="${m}" y="${m}" width="${pw}" height="${ph}" viewBox="${m} ${m} ${pw} ${ph}">
    <rect x="${m}" y="${m}" width="${pw}" height="${ph}" fill="url(#backdrop)"/>
    <g>
      <path d="M${cx - pw * 0.42},${m + ph} C${cx - pw * 0.4},${headY + hr * 2.2} ${cx - hr * 1.9},${headY + hr * 1.45} ${cx - hr * 0.55},${headY + hr * 1.2} L${cx + hr * 0.55},${headY + hr * 1.2} C${cx + hr * 1.9},${headY + hr * 1.45} ${cx + pw * 0.4},${headY + hr * 2.2} ${cx + pw * 0.42},${m + ph} Z" fill="url(#light)"/>
      <rect x="${cx - hr * 0.45}" y="${headY + hr * 0.6}" width="${hr * 0.9}" height="${hr * 0.75}" fill="url(#skin)"/>
      <path d="M${cx - hr * 0.75},${headY + hr * 1.2} L${cx},${headY + hr * 1.75} L${cx + hr * 0.75},${headY + hr * 1.2} Z" fill="${modern ? '#5a4530' : '#2b1e12'}"/>
      <ellipse cx="${cx}" cy="${headY}" rx="${hr * 0.86}" ry="${hr * 1.08}" fill="url(#skin)"/>
      <path d="M${cx - hr * 0.86},${headY - hr * 0.1} Q${cx - hr * 0.7},${headY - hr * 1.05} ${cx},${headY - hr * 1.08} Q${cx + hr * 0.75},${headY - hr * 1.05} ${cx + hr * 0.86},${headY - hr * 0.1} Q${cx + hr * 0.5},${headY - hr * 0.75} ${cx},${headY - hr * 0.7} Q${cx - hr * 0.5},${headY - hr * 0.75} ${cx - hr * 0.86},${headY - hr * 0.1} Z" fill="#2e2015"/>
      ${cap}
      ${buttons}
    </g>
    <rect x="${m}" y="${m}" width="${pw}" height="${ph}" fill="url(#vignette)"/>
  </svg>
  <rect x="${W / 2 - 160}" y="${H - m - 38}" width="320" height="3" fill="#9c8663"/>
  <rect x="${W / 2 - 110}" y="${H - m - 28}" width="220" height="2" fill="#9c8663"/>
</svg>`;
}

/** Renders `count` portraits to data/uploads/ and returns their paths relative to the data directory. */
export async function renderPortraits(count: number, dataDir: string, rng: Rng): Promise<string[]> {
  const files: string[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const file = path.posix.join('uploads', `portrait-${String(i + 1).padStart(3, '0')}.jpg`);
      files[i] = file;
      const svg = portraitSvg(rng.fork(i), i % 3 === 2);
      const jpeg = await sharp(Buffer.from(svg))
        .resize(portraitSize.width, portraitSize.height, { kernel: 'cubic' })
        .blur(1.2)
        .jpeg({ quality: 82, mozjpeg: false })
        .toBuffer();
      await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      await fs.writeFile(path.join(dataDir, file), jpeg);
    }),
  );
  return files;
}
