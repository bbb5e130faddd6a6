import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';

/** The two faces a scan is written in: a typewriter for 20th-century forms, a hand for older ones. */
export type Face = 'typed' | 'hand';

const require = createRequire(import.meta.url);

// The fontsource packages only export CSS, so find their folder through the LICENSE export.
const files: Record<Face, string> = {
  typed: path.join(
    path.dirname(require.resolve('@fontsource/special-elite/LICENSE')),
    'files/special-elite-latin-400-normal.woff',
  ),
  hand: path.join(
    path.dirname(require.resolve('@fontsource/homemade-apple/LICENSE')),
    'files/homemade-apple-latin-400-normal.woff',
  ),
};

export interface FaceMetrics {
  font: opentype.Font;
  unitsPerEm: number;
  /** Height above the baseline of a tall lowercase letter, and depth of a descender, in em. */
  ascent: number;
  descent: number;
  advances: Map<string, number>;
}

const loaded = new Map<Face, FaceMetrics>();

export function face(name: Face): FaceMetrics {
  let metrics = loaded.get(name);
  if (!metrics) {
    const data = fs.readFileSync(files[name]);
    const font = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    const em = font.unitsPerEm;
    const tall = font.charToGlyph('d').getBoundingBox();
    const deep = font.charToGlyph('g').getBoundingBox();
    metrics = { font, unitsPerEm: em, ascent: tall.y2 / em, descent: -deep.y1 / em, advances: new Map() };
    loaded.set(name, metrics);
  }
  return metrics;
}

/** Drops accents the face cannot draw ("Séchault" stays, a missing "ő" becomes "o"). */
export function drawable(name: Face, text: string): string {
  const { font } = face(name);
  let out = '';
  for (const ch of text) {
    if (ch === ' ' || font.hasChar(ch)) out += ch;
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += plain && font.hasChar(plain) ? plain : '?';
    }
  }
  return out;
}

export function charAdvance(name: Face, ch: string, size: number): number {
  const metrics = face(name);
  let units = metrics.advances.get(ch);
  if (units === undefined) {
    units = metrics.font.charToGlyph(ch).advanceWidth ?? metrics.unitsPerEm / 2;
    metrics.advances.set(ch, units);
  }
  return (units * size) / metrics.unitsPerEm;
}

export function textWidth(name: Face, text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += charAdvance(name, ch, size);
  return w;
}

/** Shortens text with a trailing period until it fits the width, as a clerk abbreviates in a narrow column. */
export function fitText(name: Face, text: string, size: number, width: number): string {
  if (textWidth(name, text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(name, `${cut}.`, size) > width) cut = cut.slice(0, -1).trimEnd();
  return `${cut}.`;
}
