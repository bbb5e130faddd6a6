/** A value computed at most once per lifetime, with the moment it stops being fresh. */
export interface Memo<V> {
  value: V;
  expiresAt: number;
}

/**
 * Entries with a time-to-live. get() computes a missing or expired entry once, however many callers ask at
 * the same moment (they share the one computation); a failed computation is not kept. One per app instance,
 * never module-level, so two apps in one process (tests) do not share values.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Memo<V>>();
  private readonly pending = new Map<string, Promise<Memo<V>>>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string, ttlMs: number, compute: () => Promise<V>): Promise<Memo<V>> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry;
    const running = this.pending.get(key);
    if (running) return running;
    const next = compute()
      .then((value) => {
        const memo = { value, expiresAt: this.now() + ttlMs };
        this.entries.set(key, memo);
        return memo;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, next);
    return next;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
