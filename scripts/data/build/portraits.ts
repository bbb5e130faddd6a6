import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Rng } from '../rng';

/** A carte de visite's proportions, drawn at a size the viewer can still zoom into. */
export const portraitSize = { width: 1000, height: 1300 };

/** Who a portrait is of, as the record tells it: the same person always gets the same face. */
export interface PortraitSitter {
  /** The index record's id: the seed of every feature. */
  seed: number;
  /** UNION (blue), CONFEDERATE (grey or butternut) or MODERN (olive drab, 20th-century wars). */
  side: 'UNION' | 'CONFEDERATE' | 'MODERN';
  /** An officer wears a double row of buttons and shoulder straps. */
  officer: boolean;
}

/** The sitter a record describes: its side from its conflict and branch, its rank. */
export function sitterOf(row: { id?: number | null; conflict: string; branch: string; rank?: string | null }) {
  const side: PortraitSitter['side'] =
    row.conflict !== 'Civil War' ? 'MODERN' : /confedera/i.test(row.branch) ? 'CONFEDERATE' : 'UNION';
  const officer = /lieutenant|captain|major|colonel|general/i.test(row.rank ?? '');
  return { seed: row.id ?? 0, side, officer } satisfies PortraitSitter;
}

/** The features drawn for a sitter; exported so a test can tell two people's faces apart. */
export function portraitFeatures(sitter: PortraitSitter) {
  const rng = new Rng(sitter.seed * 7919 + 17);
  const modern = sitter.side === 'MODERN';
  return {
    faceWidth: rng.range(0.76, 1.0),
    headScale: rng.range(0.92, 1.1),
    faceLength: rng.range(1.0, 1.18),
    jaw: rng.range(0.55, 0.85),
    hair: rng.pick(['#1b120a', '#2e2013', '#4a331d', '#6b4d2c', '#8a6a42']),
    hairStyle: rng.pick(['parted', 'swept', 'long', 'cropped', 'receding'] as const),
    beard: modern
      ? rng.pick(['none', 'none', 'none', 'moustache'] as const)
      : // Most men of the 1860s wore some beard.
        rng.pick(['none', 'moustache', 'full', 'chin-curtain', 'goatee', 'mutton-chops', 'full', 'moustache'] as const),
    hat: modern
      ? rng.pick(['garrison', 'campaign', 'bare'] as const)
      : sitter.side === 'CONFEDERATE'
        ? rng.pick(['kepi', 'slouch', 'bare', 'slouch'] as const)
        : rng.pick(['kepi', 'forage', 'bare', 'kepi'] as const),
    uniform:
      sitter.side === 'UNION'
        ? rng.pick(['#272d40', '#2c3248', '#232a3b'])
        : sitter.side === 'CONFEDERATE'
          ? rng.pick(['#7b776d', '#86816f', '#8a7452'])
          : rng.pick(['#5a5237', '#4f4a32']),
    tone: rng.int(0, 24),
    offset: rng.range(-30, 30),
    tilt: rng.range(-4, 4),
    age: rng.range(0, 1),
    light: rng.range(0.3, 0.7),
    eyeSpacing: rng.range(0.3, 0.44),
    brow: rng.range(0.04, 0.09),
    noseLength: rng.range(0.36, 0.52),
    mouthWidth: rng.range(0.2, 0.34),
    skin: rng.pick([
      ['#e0bf98', '#b8926b', '#73543a'],
      ['#d9b48b', '#b38a62', '#6f4e34'],
      ['#cfa57a', '#a57b53', '#5f422b'],
      ['#e6c7a3', '#c29d76', '#7d5d41'],
    ]),
  };
}

/**
 * A studio portrait as a family might upload it: a carte de visite, the sitter in an oval vignette on a cream
 * mount, sepia-toned, with the studio's rules below. Face, hair, beard, headgear and uniform come from the sitter
 * (Union blue, Confederate grey or butternut, 20th-century olive drab), so each person has their own picture.
 */
export function portraitSvg(sitter: PortraitSitter): string {
  const f = portraitFeatures(sitter);
  const W = portraitSize.width;
  const H = portraitSize.height;
  const cx = W / 2 + f.offset;
  const headY = H * 0.4;
  const hr = W * 0.115 * f.headScale;
  const fw = hr * f.faceWidth;
  const fl = hr * f.faceLength;
  const mount = `rgb(${232 - f.tone},${219 - f.tone},${192 - f.tone})`;
  const ink = '#2a1d12';
  const brass = '#cdb27a';
  const officer = sitter.officer && sitter.side !== 'MODERN';

  // Coat: shoulders falling to the bottom of the oval, a standing collar, buttons down the front.
  const shoulderY = headY + fl * 1.55;
  const coat = `<path d="M${cx - W * 0.36},${H * 0.86} C${cx - W * 0.34},${shoulderY + hr * 0.5} ${cx - hr * 1.9},${shoulderY - hr * 0.1} ${cx - hr * 0.5},${shoulderY - hr * 0.35} L${cx + hr * 0.5},${shoulderY - hr * 0.35} C${cx + hr * 1.9},${shoulderY - hr * 0.1} ${cx + W * 0.34},${shoulderY + hr * 0.5} ${cx + W * 0.36},${H * 0.86} Z" fill="${f.uniform}"/>`;
  const neck = `<rect x="${cx - fw * 0.45}" y="${headY + fl * 0.6}" width="${fw * 0.9}" height="${fl * 0.85}" fill="url(#skin)"/>`;
  const collar =
    sitter.side === 'MODERN'
      ? `<path d="M${cx - hr * 0.7},${shoulderY - hr * 0.4} L${cx},${shoulderY + hr * 0.5} L${cx + hr * 0.7},${shoulderY - hr * 0.4} L${cx + hr * 0.35},${shoulderY - hr * 0.45} L${cx},${shoulderY + hr * 0.05} L${cx - hr * 0.35},${shoulderY - hr * 0.45} Z" fill="#3c3624"/><circle cx="${cx - hr * 0.45}" cy="${shoulderY - hr * 0.05}" r="${hr * 0.09}" fill="${brass}"/><circle cx="${cx + hr * 0.45}" cy="${shoulderY - hr * 0.05}" r="${hr * 0.09}" fill="${brass}"/>`
      : `<rect x="${cx - hr * 0.55}" y="${shoulderY - hr * 0.55}" width="${hr * 1.1}" height="${hr * 0.32}" rx="${hr * 0.08}" fill="${f.uniform}" stroke="#00000055" stroke-width="3"/>`;
  const rows = officer ? [-hr * 0.35, hr * 0.35] : [0];
  const buttons = rows
    .flatMap((dx) =>
      Array.from(
        { length: 5 },
        (_, i) =>
          `<circle cx="${cx + dx}" cy="${shoulderY + hr * 0.15 + i * hr * 0.55}" r="${hr * 0.07}" fill="${brass}"/>`,
      ),
    )
    .join('');
  const straps = officer
    ? [-1, 1]
        .map(
          (s) =>
            `<rect x="${cx + s * hr * 1.55 - hr * 0.3}" y="${shoulderY - hr * 0.05}" width="${hr * 0.6}" height="${hr * 0.22}" fill="${brass}" transform="rotate(${s * 12} ${cx + s * hr * 1.55} ${shoulderY})"/>`,
        )
        .join('')
    : '';

  // Face: an oval narrowing to the jaw, ears, eyes under brows, a nose's shadow and a mouth.
  const jaw = fw * f.jaw;
  const face = `<path d="M${cx - fw},${headY - fl * 0.1} C${cx - fw},${headY - fl * 1.1} ${cx + fw},${headY - fl * 1.1} ${cx + fw},${headY - fl * 0.1} C${cx + fw},${headY + fl * 0.55} ${cx + jaw},${headY + fl * 0.95} ${cx},${headY + fl} C${cx - jaw},${headY + fl * 0.95} ${cx - fw},${headY + fl * 0.55} ${cx - fw},${headY - fl * 0.1} Z" fill="url(#skin)"/>`;
  const ears = [-1, 1]
    .map(
      (s) =>
        `<ellipse cx="${cx + s * fw * 1.02}" cy="${headY + fl * 0.05}" rx="${hr * 0.12}" ry="${hr * 0.24}" fill="url(#skin)"/>`,
    )
    .join('');
  const eyeY = headY - fl * 0.08;
  const eyes = [-1, 1]
    .map(
      (s) =>
        `<ellipse cx="${cx + s * fw * f.eyeSpacing}" cy="${eyeY}" rx="${hr * 0.1}" ry="${hr * 0.05}" fill="${ink}"/>` +
        `<path d="M${cx + s * fw * (f.eyeSpacing - 0.18)},${eyeY - hr * 0.16} Q${cx + s * fw * f.eyeSpacing},${eyeY - hr * 0.24} ${cx + s * fw * (f.eyeSpacing + 0.2)},${eyeY - hr * 0.14}" stroke="${f.hair}" stroke-width="${hr * f.brow}" fill="none"/>`,
    )
    .join('');
  const nose = `<path d="M${cx + hr * 0.04},${eyeY + hr * 0.05} L${cx + hr * 0.12},${eyeY + fl * f.noseLength} L${cx - hr * 0.06},${eyeY + fl * (f.noseLength + 0.03)}" stroke="#5c4330" stroke-width="${hr * 0.035}" fill="none" opacity="0.7"/>`;
  const mouthY = headY + fl * 0.58;
  const mouth = `<path d="M${cx - fw * f.mouthWidth},${mouthY} Q${cx},${mouthY + hr * 0.04} ${cx + fw * f.mouthWidth},${mouthY}" stroke="#4a2f20" stroke-width="${hr * 0.05}" fill="none"/>`;
  const lines =
    f.age > 0.6
      ? `<path d="M${cx - fw * 0.45},${headY - fl * 0.5} h${fw * 0.9} M${cx - fw * 0.4},${headY - fl * 0.4} h${fw * 0.8}" stroke="#6b4f38" stroke-width="2" opacity="0.5"/>`
      : '';

  const hair = {
    parted: `<path d="M${cx - fw * 1.04},${headY - fl * 0.05} C${cx - fw * 1.1},${headY - fl * 1.25} ${cx + fw * 1.1},${headY - fl * 1.25} ${cx + fw * 1.04},${headY - fl * 0.05} C${cx + fw * 0.8},${headY - fl * 0.6} ${cx - fw * 0.2},${headY - fl * 0.75} ${cx - fw * 0.3},${headY - fl * 0.62} C${cx - fw * 0.6},${headY - fl * 0.55} ${cx - fw * 0.9},${headY - fl * 0.4} ${cx - fw * 1.04},${headY - fl * 0.05} Z" fill="${f.hair}"/>`,
    swept: `<path d="M${cx - fw * 1.05},${headY - fl * 0.15} C${cx - fw * 1.15},${headY - fl * 1.35} ${cx + fw * 1.2},${headY - fl * 1.3} ${cx + fw * 1.05},${headY - fl * 0.1} C${cx + fw * 0.7},${headY - fl * 0.8} ${cx - fw * 0.7},${headY - fl * 0.8} ${cx - fw * 1.05},${headY - fl * 0.15} Z" fill="${f.hair}"/>`,
    long: `<path d="M${cx - fw * 1.08},${headY + fl * 0.2} C${cx - fw * 1.2},${headY - fl * 1.3} ${cx + fw * 1.2},${headY - fl * 1.3} ${cx + fw * 1.08},${headY + fl * 0.2} C${cx + fw * 0.95},${headY - fl * 0.1} ${cx + fw * 0.9},${headY - fl * 0.45} ${cx + fw * 0.6},${headY - fl * 0.62} C${cx + fw * 0.2},${headY - fl * 0.7} ${cx - fw * 0.5},${headY - fl * 0.68} ${cx - fw * 0.85},${headY - fl * 0.35} C${cx - fw * 0.95},${headY - fl * 0.15} ${cx - fw},${headY} ${cx - fw * 1.08},${headY + fl * 0.2} Z" fill="${f.hair}"/>`,
    cropped: `<path d="M${cx - fw * 0.98},${headY - fl * 0.2} C${cx - fw},${headY - fl * 1.12} ${cx + fw},${headY - fl * 1.12} ${cx + fw * 0.98},${headY - fl * 0.2} C${cx + fw * 0.6},${headY - fl * 0.75} ${cx - fw * 0.6},${headY - fl * 0.75} ${cx - fw * 0.98},${headY - fl * 0.2} Z" fill="${f.hair}" opacity="0.85"/>`,
    receding: [-1, 1]
      .map(
        (s) =>
          `<path d="M${cx + s * fw * 1.02},${headY - fl * 0.05} C${cx + s * fw * 1.05},${headY - fl * 0.7} ${cx + s * fw * 0.7},${headY - fl * 0.85} ${cx + s * fw * 0.45},${headY - fl * 0.9} L${cx + s * fw * 0.6},${headY - fl * 0.55} C${cx + s * fw * 0.85},${headY - fl * 0.45} ${cx + s * fw * 0.9},${headY - fl * 0.3} ${cx + s * fw * 1.02},${headY - fl * 0.05} Z" fill="${f.hair}"/>`,
      )
      .join(''),
  }[f.hairStyle];

  const beardFill = f.hair;
  const beard = {
    none: '',
    moustache: `<path d="M${cx - fw * 0.38},${mouthY - hr * 0.04} Q${cx},${mouthY - hr * 0.3} ${cx + fw * 0.38},${mouthY - hr * 0.04} Q${cx},${mouthY - hr * 0.12} ${cx - fw * 0.38},${mouthY - hr * 0.04} Z" fill="${beardFill}"/>`,
    full: `<path d="M${cx - fw * 0.98},${headY + fl * 0.05} C${cx - fw * 0.95},${headY + fl * 1.25} ${cx - fw * 0.3},${headY + fl * 1.5} ${cx},${headY + fl * 1.5} C${cx + fw * 0.3},${headY + fl * 1.5} ${cx + fw * 0.95},${headY + fl * 1.25} ${cx + fw * 0.98},${headY + fl * 0.05} C${cx + fw * 0.7},${headY + fl * 0.5} ${cx + fw * 0.4},${mouthY - hr * 0.2} ${cx},${mouthY - hr * 0.22} C${cx - fw * 0.4},${mouthY - hr * 0.2} ${cx - fw * 0.7},${headY + fl * 0.5} ${cx - fw * 0.98},${headY + fl * 0.05} Z" fill="${beardFill}"/><path d="M${cx - fw * 0.25},${mouthY + hr * 0.02} Q${cx},${mouthY + hr * 0.1} ${cx + fw * 0.25},${mouthY + hr * 0.02}" stroke="#3a2418" stroke-width="${hr * 0.05}" fill="none"/>`,
    'chin-curtain': `<path d="M${cx - fw * 0.98},${headY + fl * 0.05} C${cx - fw * 0.9},${headY + fl * 1.1} ${cx - fw * 0.3},${headY + fl * 1.35} ${cx},${headY + fl * 1.35} C${cx + fw * 0.3},${headY + fl * 1.35} ${cx + fw * 0.9},${headY + fl * 1.1} ${cx + fw * 0.98},${headY + fl * 0.05} L${cx + fw * 0.85},${headY + fl * 0.2} C${cx + fw * 0.7},${headY + fl * 0.9} ${cx + fw * 0.3},${headY + fl * 0.95} ${cx},${headY + fl * 0.95} C${cx - fw * 0.3},${headY + fl * 0.95} ${cx - fw * 0.7},${headY + fl * 0.9} ${cx - fw * 0.85},${headY + fl * 0.2} Z" fill="${beardFill}"/>`,
    goatee: `<path d="M${cx - fw * 0.22},${mouthY + hr * 0.08} Q${cx},${headY + fl * 1.35} ${cx + fw * 0.22},${mouthY + hr * 0.08} Z" fill="${beardFill}"/><path d="M${cx - fw * 0.35},${mouthY - hr * 0.04} Q${cx},${mouthY - hr * 0.26} ${cx + fw * 0.35},${mouthY - hr * 0.04} Z" fill="${beardFill}"/>`,
    'mutton-chops': [-1, 1]
      .map(
        (s) =>
          `<path d="M${cx + s * fw * 0.99},${headY - fl * 0.05} C${cx + s * fw * 0.97},${headY + fl * 0.6} ${cx + s * fw * 0.6},${mouthY + hr * 0.15} ${cx + s * fw * 0.38},${mouthY} C${cx + s * fw * 0.62},${mouthY - hr * 0.1} ${cx + s * fw * 0.82},${headY + fl * 0.2} ${cx + s * fw * 0.8},${headY - fl * 0.05} Z" fill="${beardFill}"/>`,
      )
      .join(''),
  }[f.beard];

  const capTop = headY - fl * 0.55;
  const crown = sitter.side === 'CONFEDERATE' ? '#6d685c' : f.uniform;
  const hat = {
    bare: '',
    kepi: `<path d="M${cx - fw * 1.02},${capTop + hr * 0.1} L${cx - fw * 0.85},${capTop - hr * 0.95} L${cx + fw * 0.95},${capTop - hr * 0.75} L${cx + fw * 1.02},${capTop + hr * 0.1} Z" fill="${crown}"/><rect x="${cx - fw * 1.03}" y="${capTop - hr * 0.05}" width="${fw * 2.06}" height="${hr * 0.22}" fill="#00000040"/><path d="M${cx - fw * 1.05},${capTop + hr * 0.12} Q${cx - fw * 0.2},${capTop + hr * 0.55} ${cx + fw * 0.55},${capTop + hr * 0.2} Z" fill="${ink}"/>`,
    forage: `<path d="M${cx - fw * 1.05},${capTop + hr * 0.1} C${cx - fw * 1.2},${capTop - hr * 0.9} ${cx + fw * 0.2},${capTop - hr * 1.3} ${cx + fw * 1.15},${capTop - hr * 0.8} L${cx + fw * 1.05},${capTop + hr * 0.1} Z" fill="${crown}"/><path d="M${cx - fw * 1.05},${capTop + hr * 0.12} Q${cx - fw * 0.2},${capTop + hr * 0.55} ${cx + fw * 0.55},${capTop + hr * 0.2} Z" fill="${ink}"/>`,
    slouch: `<ellipse cx="${cx}" cy="${capTop + hr * 0.1}" rx="${fw * 1.75}" ry="${hr * 0.32}" fill="#3b2e20"/><path d="M${cx - fw * 0.95},${capTop + hr * 0.1} C${cx - fw * 1.0},${capTop - hr * 1.1} ${cx + fw * 1.0},${capTop - hr * 1.1} ${cx + fw * 0.95},${capTop + hr * 0.1} Z" fill="#45372a"/><rect x="${cx - fw * 0.95}" y="${capTop - hr * 0.2}" width="${fw * 1.9}" height="${hr * 0.18}" fill="#1e160d"/>`,
    garrison: `<path d="M${cx - fw * 1.0},${capTop + hr * 0.05} L${cx - fw * 0.7},${capTop - hr * 0.5} L${cx + fw * 0.9},${capTop - hr * 0.45} L${cx + fw * 1.0},${capTop + hr * 0.05} Z" fill="${f.uniform}"/><path d="M${cx - fw * 1.0},${capTop + hr * 0.05} L${cx + fw * 1.0},${capTop + hr * 0.05}" stroke="#00000055" stroke-width="4"/>`,
    campaign: `<ellipse cx="${cx}" cy="${capTop + hr * 0.05}" rx="${fw * 1.8}" ry="${hr * 0.26}" fill="#5e5436"/><path d="M${cx - fw * 0.9},${capTop + hr * 0.05} L${cx - fw * 0.35},${capTop - hr * 1.15} L${cx + fw * 0.35},${capTop - hr * 1.15} L${cx + fw * 0.9},${capTop + hr * 0.05} Z" fill="#6a5f3e"/><path d="M${cx - fw * 0.35},${capTop - hr * 1.15} L${cx},${capTop - hr * 0.6} L${cx + fw * 0.35},${capTop - hr * 1.15}" stroke="#4a4128" stroke-width="5" fill="none"/>`,
  }[f.hat];

  // The oval the print shows through, and the studio's rules under it.
  const ox = W / 2;
  const oy = H * 0.45;
  const orx = W * 0.37;
  const ory = H * 0.37;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <radialGradient id="backdrop" cx="${f.light}" cy="0.35" r="0.8"><stop offset="0" stop-color="#c9b08a"/><stop offset="0.65" stop-color="#9a7e5a"/><stop offset="1" stop-color="#5f472f"/></radialGradient>
    <radialGradient id="fade" cx="0.5" cy="0.5" r="0.5"><stop offset="0.72" stop-color="${mount}" stop-opacity="0"/><stop offset="1" stop-color="${mount}" stop-opacity="0.95"/></radialGradient>
    <linearGradient id="skin" x1="${f.light < 0.5 ? 0 : 1}" x2="${f.light < 0.5 ? 1 : 0}"><stop offset="0" stop-color="${f.skin[0]}"/><stop offset="0.55" stop-color="${f.skin[1]}"/><stop offset="1" stop-color="${f.skin[2]}"/></linearGradient>
    <clipPath id="oval"><ellipse cx="${ox}" cy="${oy}" rx="${orx}" ry="${ory}"/></clipPath>
  </defs>
  <rect width="${W}" height="${H}" fill="${mount}"/>
  <rect x="28" y="28" width="${W - 56}" height="${H - 56}" fill="none" stroke="#a88f66" stroke-width="3"/>
  <g clip-path="url(#oval)">
    <rect width="${W}" height="${H}" fill="url(#backdrop)"/>
    <g transform="rotate(${f.tilt} ${cx} ${headY})">${coat}${neck}${collar}${buttons}${straps}${ears}${face}${lines}${eyes}${nose}${mouth}${beard}${hair}${hat}</g>
    <rect x="${ox - orx}" y="${oy - ory}" width="${orx * 2}" height="${ory * 2}" fill="url(#fade)"/>
  </g>
  <ellipse cx="${ox}" cy="${oy}" rx="${orx}" ry="${ory}" fill="none" stroke="#b59c72" stroke-width="4"/>
  <rect x="${W / 2 - 170}" y="${H - 130}" width="340" height="3" fill="#a88f66"/>
  <rect x="${W / 2 - 110}" y="${H - 112}" width="220" height="2" fill="#a88f66"/>
</svg>`;
}

/** The file a portrait is written to, relative to the data directory. */
export const portraitFile = (i: number) => path.posix.join('uploads', `portrait-${String(i + 1).padStart(3, '0')}.jpg`);

/** Renders one portrait per sitter to data/uploads/ and returns their paths relative to the data directory. */
export async function renderPortraits(sitters: readonly PortraitSitter[], dataDir: string): Promise<string[]> {
  await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  return Promise.all(
    sitters.map(async (sitter, i) => {
      const file = portraitFile(i);
      // Faded colour and a light blur: soft and brownish as an old albumen print.
      const jpeg = await sharp(Buffer.from(portraitSvg(sitter)))
        // Mostly sepia, a little of the colours left, as a hand-tinted print.
        .recomb([
          [0.578, 0.419, 0.103],
          [0.199, 0.773, 0.096],
          [0.163, 0.32, 0.479],
        ])
        .blur(0.8)
        .jpeg({ quality: 82 })
        .toBuffer();
      await fs.writeFile(path.join(dataDir, file), jpeg);
      return file;
    }),
  );
}
