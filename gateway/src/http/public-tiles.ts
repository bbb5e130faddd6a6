import type { Request, Response } from 'express';
import { verifyImageAccessToken, LruCache } from '@muster/contract/node';
import { identityOf } from '../auth/request-identity';

/** A tile the image service marked `public`: the same bytes for everyone who holds a valid token. */
interface StoredTile {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string | undefined;
  until: number;
  keptAt: number;
}

export interface PublicTilesOptions {
  /** Bytes kept (GATEWAY_TILE_CACHE_BYTES, default 64 MiB; 0 turns the cache off). */
  maxBytes: number;
  /** How long a tile is kept, however often it is asked for. */
  ttlMs: number;
  /** The image service's signing secret: tokens are checked here before a kept tile is sent. */
  signingSecret: string;
  /**
   * The catalogue version (cache.ts): part of every kept tile's key, so a publication closed by staff stops being
   * served from here as soon as this gateway reads the new version (within 2 s).
   */
  catalogueVersion?: () => Promise<string>;
  /** When staff last changed each page ('Manage this image'): tiles kept before are dropped. */
  changes?: { changedAt(imageId: number): number };
}

/** `/3/{imageId}/{region}/{size}/{rotation}/{quality}.{format}` under the /iiif mount. */
const TILE_PATH = /^\/3\/(\d{1,12})\/[^/]+\/[^/]+\/[^/]+\/[^/]+\.[a-z]+$/;
const MAX_TILE_BYTES = 1024 * 1024;

/**
 * The gateway's shared cache of public IIIF tiles, in front of the image service, as a CDN would be: only
 * answers the service sent with `Cache-Control: public` (tiles of PUBLIC publications, the same for every
 * caller), kept by address without the token. The token is still checked here for this caller and image,
 * with the service's own check, before a kept tile is sent; anything else goes on to the service. A tile of
 * a publication closed by a staff edit is not served again once the gateway sees the new catalogue version (its
 * key carries the version); browsers and CDNs may keep their copies for their max-age. A page staff replaced,
 * rotated or hid loses its kept tiles within seconds on every gateway (`changes`).
 */
export class PublicTiles {
  private readonly tiles: LruCache<StoredTile>;

  constructor(private readonly options: PublicTilesOptions) {
    this.tiles = new LruCache(100_000, options.maxBytes, (tile) => tile.body.length + 512);
  }

  /** Whether the request is for a tile this cache may keep. */
  isTile(req: Request): boolean {
    return !!this.options.maxBytes && req.method === 'GET' && TILE_PATH.test(req.path);
  }

  /**
   * The cache key of a tile request (its path and scan revision in the current catalogue version), or null for
   * anything else.
   */
  async keyOf(req: Request): Promise<{ key: string; imageId: number } | null> {
    if (!this.isTile(req)) return null;
    const match = TILE_PATH.exec(req.path)!;
    const version = this.options.catalogueVersion ? await this.options.catalogueVersion() : '0';
    // The scan's revision is part of the address: a tile of an older revision is never sent for a newer one.
    const revision = typeof req.query.v === 'string' ? req.query.v : '0';
    return { key: `${version}:${req.path}?v=${revision}`, imageId: Number(match[1]) };
  }

  /** Sends the kept tile when there is one and the caller's token opens it; false to go on to the service. */
  serve(req: Request, res: Response, at: { key: string; imageId: number }): boolean {
    const tile = this.tiles.get(at.key);
    if (!tile) return false;
    if (tile.until < Date.now() || tile.keptAt <= (this.options.changes?.changedAt(at.imageId) ?? 0)) {
      this.tiles.delete(at.key);
      return false;
    }
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    if (!verifyImageAccessToken(token, at.imageId, identityOf(req).userId, this.options.signingSecret).ok) return false;
    res.status(tile.status);
    for (const [name, value] of tile.headers) res.setHeader(name, value);
    res.setHeader('x-muster-gateway-cache', 'hit');
    if (
      tile.etag &&
      req
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === tile.etag)
    ) {
      res.status(304).end();
      return true;
    }
    res.setHeader('content-length', tile.body.length);
    res.end(tile.body);
    return true;
  }

  /** Keeps a tile the service answered, when it is a 200 marked public. */
  keep(key: string, status: number, headers: [string, string][], body: Buffer): void {
    const cacheControl = headers.find(([name]) => name === 'cache-control')?.[1] ?? '';
    if (status !== 200 || !/(^|,)\s*public\b/.test(cacheControl) || body.length > MAX_TILE_BYTES) return;
    const etag = headers.find(([name]) => name === 'etag')?.[1]?.replace(/^W\//, '');
    const now = Date.now();
    this.tiles.set(key, { status, headers, body, etag, until: now + this.options.ttlMs, keptAt: now });
  }
}
