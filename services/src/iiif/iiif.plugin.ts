import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { ServicesJobs } from '../jobs';
import { bytesFromEnv } from '@muster/contract/node';
import { iiifImageRoutes } from './iiif.routes';
import { manifestRoutes } from './manifest.routes';
import { PyramidCache } from './pyramid';
import { PyramidFiles, buildMissingPyramids, pyramidDirOf } from './pyramid-file';
import { registerPyramidJobs, requestPyramid } from './pyramid-jobs';
import { TileCache } from './tile-cache';
import { viewerImageRoutes } from './viewer-image.routes';

export interface IiifOptions {
  db: Kysely<Database>;
  dataDir: string;
  urlSigningSecret: string;
  jobs: ServicesJobs;
}

const sizeFromEnv = (name: string, fallback: number) => bytesFromEnv(name, process.env[name], fallback);

/**
 * IIIF Image API 3, signed viewer images and Presentation 3 manifests, under /fold31-image-data. Tile caches:
 * IIIF_MEMORY_CACHE_BYTES (default 64 MiB) in memory, IIIF_DISK_CACHE_BYTES (default 1 GiB) under
 * IIIF_CACHE_DIR (default <dataDir>/cache/iiif); decoded scan pyramids: IIIF_DECODED_CACHE_BYTES (default 256 MiB).
 * Tiles come from each scan's pyramidal TIFF under IIIF_PYRAMID_DIR once it has one (IIIF_PYRAMIDS=auto makes
 * the missing ones as jobs of the services' queue, pyramid-jobs.ts).
 */
export async function iiifRoutes(app: FastifyInstance, options: IiifOptions): Promise<void> {
  const cache = new TileCache({
    dir: process.env.IIIF_CACHE_DIR || path.join(options.dataDir, 'cache', 'iiif'),
    memoryBytes: sizeFromEnv('IIIF_MEMORY_CACHE_BYTES', 64 * 1024 * 1024),
    diskBytes: sizeFromEnv('IIIF_DISK_CACHE_BYTES', 1024 * 1024 * 1024),
  });
  const pyramids = new PyramidCache(sizeFromEnv('IIIF_DECODED_CACHE_BYTES', 256 * 1024 * 1024));
  const dir = pyramidDirOf(options.dataDir);
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  registerPyramidJobs(options.jobs, { dataDir: options.dataDir, dir, log });
  const pyramidFiles = new PyramidFiles({
    dir,
    dataDir: options.dataDir,
    buildMissing: buildMissingPyramids(),
    request: (file) => requestPyramid(options.jobs, path.relative(options.dataDir, file)),
    log,
  });
  app.addHook('onClose', async () => {
    await pyramidFiles.close();
    await cache.idle();
  });
  await iiifImageRoutes(app, { ...options, cache, pyramids, pyramidFiles });
  await viewerImageRoutes(app, { ...options, cache });
  await manifestRoutes(app, options);
}
