import type { Stamp } from '../db/columns';

/** A fixed-window counter of a per-address or per-recipient limit (migration 018), keyed by a digest. */
export interface RateLimitTable {
  bucket: string;
  key: string;
  hits: number;
  window_ends: Stamp;
}

export interface RateLimitTables {
  rate_limits: RateLimitTable;
}
