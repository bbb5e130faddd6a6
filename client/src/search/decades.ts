/** One decade of the date facet: the filter value `1860-1869` and a label `1860s`. */
export interface Decade {
  value: string;
  label: string;
  count: number | null;
}

const yearOf = (date: string | null | undefined): number | null => {
  const m = /^(\d{4})/.exec(date ?? '');
  return m ? Number(m[1]) : null;
};

/**
 * The decades of the date facet. With counted date values (years or year ranges) the counts are summed
 * per decade; without them the decades between the earliest and latest dates of the hits are listed
 * without counts (content spec §4: dates need no facet request).
 */
export function decades(
  earliest: string | null | undefined,
  latest: string | null | undefined,
  counted?: readonly { value: string; count: number }[],
): Decade[] {
  const sums = new Map<number, number>();
  for (const v of counted ?? []) {
    const year = yearOf(v.value);
    if (year !== null) sums.set(year - (year % 10), (sums.get(year - (year % 10)) ?? 0) + v.count);
  }
  let starts = [...sums.keys()];
  if (!counted?.length) {
    const from = yearOf(earliest);
    const to = yearOf(latest);
    if (from === null || to === null) return [];
    const [lo, hi] = from <= to ? [from, to] : [to, from];
    starts = [];
    for (let d = lo - (lo % 10); d <= hi && starts.length < 60; d += 10) starts.push(d);
  }
  return starts
    .sort((a, b) => a - b)
    .map((d) => ({ value: `${d}-${d + 9}`, label: `${d}s`, count: sums.get(d) ?? null }));
}

/** "1860-1869" → "1860s" for chips; other date values read as written. */
export function decadeLabel(value: string): string {
  const m = /^(\d{3}0)-(\d{4})$/.exec(value);
  return m && Number(m[2]) === Number(m[1]) + 9 ? `${m[1]}s` : value;
}
