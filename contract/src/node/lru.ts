/** A small least-recently-used cache bounded by entry count and total size (e.g. bytes of rendered thumbnails). */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.delete(key);
    this.entries.set(key, { value, size });
    this.totalSize += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalSize <= this.maxSize) break;
      this.entries.delete(oldest);
      this.totalSize -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  get size(): number {
    return this.entries.size;
  }
}
