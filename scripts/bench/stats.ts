/** The p-th percentile (0–100) of the samples, by linear interpolation; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

export function mib(bytes: number | null): string {
  return bytes == null ? '–' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}
