import fs from 'node:fs';
import path from 'node:path';
import { LruCache } from '@muster/contract/node';

export interface CachedImage {
  body: Buffer;
  contentType: string;
}

export interface TileCacheOptions {
  /** Where rendered images are kept, e.g. <dataDir>/cache/iiif. */
  dir: string;
  memoryBytes: number;
  diskBytes: number;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Rendered tiles in two bounded layers: an LRU in memory (by bytes) over a directory on disk (by total size,
 * least recently used file evicted first). Keys are hex digests of the canonical request and the source
 * file's mtime, so a changed scan never serves an old tile. Several processes may share the directory: a
 * file another one wrote is read, a file another one evicted is a miss.
 */
export class TileCache {
  private readonly memory: LruCache<CachedImage>;
  /** Files on disk in use order, oldest first, with their sizes. */
  private readonly files = new Map<string, number>();
  private diskTotal = 0;
  /** Renders under way, so a tile asked for twice at once is rendered once. */
  private readonly rendering = new Map<string, Promise<CachedImage>>();
  /** Disk copies of fresh renders still being written. */
  private readonly writing = new Set<Promise<void>>();
  private readonly loaded: Promise<void>;

  constructor(private readonly options: TileCacheOptions) {
    this.memory = new LruCache<CachedImage>(100_000, options.memoryBytes, (entry) => entry.body.length);
    this.loaded = this.loadIndex();
  }

  /**
   * The cached image under key, or a fresh render that both layers then keep; `from` says which. With
   * `disk: false` only memory is used: for bytes that cost no more to read again from their source than from
   * a disk copy (a pyramid's stored tile).
   */
  async fetch(
    key: string,
    contentType: string,
    render: () => Promise<Buffer>,
    { disk = true } = {},
  ): Promise<{ entry: CachedImage; from: 'memory' | 'disk' | 'miss' }> {
    const hit = disk ? await this.get(key, contentType) : this.memoryHit(key, contentType);
    if (hit) return hit;
    // Another request may have rendered it while this one looked on disk.
    const rendered = this.memory.get(key);
    if (rendered) return { entry: rendered, from: 'memory' };
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = (async () => {
        const entry = { body: await render(), contentType };
        // Served from memory at once; the disk copy is written behind the response (idle() waits for it).
        this.memory.set(key, entry);
        if (!disk) return entry;
        const writing: Promise<void> = this.set(key, entry)
          .catch(() => undefined)
          .finally(() => this.writing.delete(writing));
        this.writing.add(writing);
        return entry;
      })().finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return { entry: await pending, from: 'miss' };
  }

  private memoryHit(key: string, contentType: string): { entry: CachedImage; from: 'memory' } | undefined {
    const hit = this.memory.get(key);
    return hit && hit.contentType === contentType ? { entry: hit, from: 'memory' } : undefined;
  }

  /** The image under key (of the given content type), from memory or else from disk. */
  async get(key: string, contentType: string): Promise<{ entry: CachedImage; from: 'memory' | 'disk' } | undefined> {
    const hit = this.memory.get(key);
    if (hit) return { entry: hit, from: 'memory' };
    const ext = EXTENSIONS[contentType];
    if (!ext) return undefined;
    await this.loaded;
    const file = this.fileOf(key, ext);
    const body = await fs.promises.readFile(file).catch(() => undefined);
    if (!body) return undefined;
    this.touch(file, body.length);
    const entry = { body, contentType };
    this.memory.set(key, entry);
    return { entry, from: 'disk' };
  }

  async set(key: string, entry: CachedImage): Promise<void> {
    this.memory.set(key, entry);
    const ext = EXTENSIONS[entry.contentType];
    if (!ext || entry.body.length > this.options.diskBytes) return;
    await this.loaded;
    const file = this.fileOf(key, ext);
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(temp, entry.body);
      await fs.promises.rename(temp, file);
    } catch {
      // A full or read-only disk only costs the disk layer; the tile is still served.
      await fs.promises.rm(temp, { force: true });
      return;
    }
    this.touch(file, entry.body.length);
    await this.evict();
  }

  /** Resolves once every fresh render's disk copy is written (tests; closing the services). */
  async idle(): Promise<void> {
    while (this.writing.size) await Promise.all([...this.writing]);
  }

  /** Bytes the disk layer holds, as this process knows them. */
  get diskBytes(): number {
    return this.diskTotal;
  }

  private fileOf(key: string, ext: string): string {
    return path.join(this.options.dir, key.slice(0, 2), `${key}.${ext}`);
  }

  private touch(file: string, size: number): void {
    const known = this.files.get(file);
    if (known !== undefined) {
      this.files.delete(file);
      this.diskTotal -= known;
    }
    this.files.set(file, size);
    this.diskTotal += size;
  }

  private async evict(): Promise<void> {
    for (const [file, size] of this.files) {
      if (this.diskTotal <= this.options.diskBytes) return;
      this.files.delete(file);
      this.diskTotal -= size;
      await fs.promises.rm(file, { force: true });
    }
  }

  /** What an earlier run left on disk, oldest first by modification time. */
  private async loadIndex(): Promise<void> {
    const found: { file: string; size: number; mtime: number }[] = [];
    const dirs = await fs.promises.readdir(this.options.dir).catch(() => [] as string[]);
    for (const sub of dirs) {
      const names = await fs.promises.readdir(path.join(this.options.dir, sub)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(this.options.dir, sub, name);
        if (name.endsWith('.tmp')) {
          await fs.promises.rm(file, { force: true });
          continue;
        }
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat?.isFile()) found.push({ file, size: stat.size, mtime: stat.mtimeMs });
      }
    }
    for (const { file, size } of found.sort((a, b) => a.mtime - b.mtime)) this.touch(file, size);
    await this.evict();
  }
}
