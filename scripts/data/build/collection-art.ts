/**
 * Icons and backgrounds of collections and partners, drawn as SVG from a seed (no network, no files):
 * an icon is a seal with the name's initials, a background a field of stripes in archive colours.
 */
const palettes = [
  ['#1f3a5f', '#c9a227', '#f4efe2'],
  ['#5a2a27', '#d9b26f', '#f3ead8'],
  ['#2f4a2f', '#c7b37b', '#eef0e2'],
  ['#3b3355', '#c8a2c8', '#f1ecf4'],
  ['#4a3b28', '#b88a4a', '#f5eddd'],
  ['#1d4b4b', '#9cc5b8', '#e8f2ef'],
];

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(of|the|and|for|u|s)$/i.test(w));
  // A year names its war best (War of 1812 → 1812); a roman numeral stays whole (World War II → WWII).
  const year = words.find((w) => /^\d{4}$/.test(w));
  if (year) return year;
  return words
    .slice(0, 3)
    .map((w) => (/^(I|II|III|IV|V)$/.test(w) ? w : w[0].toUpperCase()))
    .join('')
    .slice(0, 4);
}

export function iconSvg(name: string, seed: number): string {
  const [dark, accent, light] = palettes[seed % palettes.length];
  const text = initials(name);
  const size = text.length > 3 ? 30 : 38;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><title>${escape(name)}</title>` +
    `<circle cx="60" cy="60" r="58" fill="${dark}"/><circle cx="60" cy="60" r="50" fill="none" stroke="${accent}" stroke-width="3"/>` +
    `<circle cx="60" cy="60" r="44" fill="none" stroke="${accent}" stroke-width="1" stroke-dasharray="2 4"/>` +
    `<text x="60" y="${60 + size * 0.35}" text-anchor="middle" font-family="Georgia, serif" font-weight="bold" font-size="${size}" fill="${light}">${escape(text)}</text></svg>`
  );
}

export function backgroundSvg(seed: number): string {
  const [dark, accent, light] = palettes[seed % palettes.length];
  const angle = (seed % 5) * 9 - 18;
  const stripes = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${i * 110 - 200}" y="-200" width="${20 + ((seed >> i) % 4) * 12}" height="800" fill="${i % 3 ? accent : light}" opacity="${0.08 + ((seed >> (i + 3)) % 3) * 0.05}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#g)"/><g transform="rotate(${angle} 600 150)">${stripes}</g></svg>`
  );
}
