import { LruCache } from '@muster/contract/node';
import type { GatewayCache } from '../cache';

/** How long a change is remembered: longer than any kept public tile lives (10 minutes). */
const REMEMBER_MS = 15 * 60_000;

/**
 * When staff last changed a page's scan or visibility ('Manage this image'), shared by every gateway through keyv,
 * so the public tiles each gateway keeps in memory (http/public-tiles.ts) drop those kept before the change. A gateway
 * asks keyv at most every `refreshMs` per page, in the background; until the first answer a page counts as unchanged.
 */
export class ImageChanges {
  private readonly known = new LruCache<{ changedAt: number; checkedAt: number }>(50_000, 50_000, () => 1);
  private readonly asking = new Set<number>();

  constructor(
    private readonly cache: GatewayCache,
    private readonly refreshMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Notes a change of the page now, here at once and for the other gateways through keyv. */
  async mark(imageId: number): Promise<void> {
    const changedAt = this.now();
    this.known.set(String(imageId), { changedAt, checkedAt: changedAt });
    await this.cache.keyv.set(keyOf(imageId), changedAt, REMEMBER_MS);
  }

  /** When the page last changed as this gateway knows it (0: never), asking keyv again when that is stale. */
  changedAt(imageId: number): number {
    const entry = this.known.get(String(imageId));
    if (!entry || this.now() - entry.checkedAt > this.refreshMs) this.refresh(imageId, entry?.changedAt ?? 0);
    return entry?.changedAt ?? 0;
  }

  private refresh(imageId: number, before: number): void {
    if (this.asking.has(imageId)) return;
    this.asking.add(imageId);
    void this.cache.keyv
      .get<number>(keyOf(imageId))
      .then((changedAt) =>
        this.known.set(String(imageId), { changedAt: Math.max(before, changedAt ?? 0), checkedAt: this.now() }),
      )
      .catch(() => undefined)
      .finally(() => this.asking.delete(imageId));
  }
}

const keyOf = (imageId: number) => `image-changed:${imageId}`;
