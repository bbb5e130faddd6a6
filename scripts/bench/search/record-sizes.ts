// The search bench's --records option: the data-set sizes to measure, each with a data set of its own.
import { UsageError } from '../usage-error';

export const minRecords = 1_000;
export const maxRecords = 50_000_000;

const suffixes: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000 };

/** `100000,1000000,5000000` or `100k,1m,5m` (underscores allowed) → record counts, in the order given. */
export function parseRecordSizes(text: string): number[] {
  const parts = text.split(',').map((p) => p.trim().toLowerCase().replaceAll('_', ''));
  const sizes = parts.map((part) => {
    const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(part);
    const n = match ? Number(match[1]) * suffixes[match[2]] : NaN;
    if (!Number.isInteger(n) || n < minRecords || n > maxRecords)
      throw new UsageError(
        `--records takes record counts from ${minRecords.toLocaleString('en-US')} to ${maxRecords.toLocaleString('en-US')}, separated by commas (100000,1000000 or 100k,1m); got "${part}"`,
      );
    return n;
  });
  const repeated = sizes.find((n, i) => sizes.indexOf(n) !== i);
  if (repeated !== undefined) throw new UsageError(`--records names ${repeated.toLocaleString('en-US')} twice`);
  return sizes;
}

/** A short name for a size, used in file and schema names: 100000 → 100k, 5000000 → 5m, 1234 → 1234. */
export function sizeLabel(records: number): string {
  if (records % 1_000_000 === 0) return `${records / 1_000_000}m`;
  if (records % 1_000 === 0) return `${records / 1_000}k`;
  return String(records);
}
