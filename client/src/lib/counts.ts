const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators: 1234567 → "1,234,567". */
export function formatCount(n: number): string {
  return whole.format(n);
}

/** "1 result", "1,234 results": a count with the right form of its noun. */
export function countLabel(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

const scales: [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * A count shortened for display (spec §9: thousand, million, billion, trillion, with 1 to 3
 * significant figures): 1234 → "1.23K", 45600000 → "45.6M", 999 → "999".
 */
export function shortenCount(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (const [size, suffix] of scales) {
    // Round first so 999,999 reads "1M" rather than "1000K".
    const scaled = Number((abs / size).toPrecision(3));
    if (scaled >= 1) {
      if (scaled >= 1000 && suffix !== 'T') continue;
      return `${sign}${trimZeros(scaled)}${suffix}`;
    }
  }
  return `${sign}${whole.format(abs)}`;
}

function trimZeros(n: number): string {
  return String(Number(n.toPrecision(3)));
}
