import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { ServicesJobs } from '../jobs';
import { pyramidPathFor, writePyramid } from './pyramid-file';

/** The job queue's kind of tile-pyramid builds. */
export const PYRAMID_JOB = 'tile-pyramid';
/** Builds tried before a scan is left to be served from its decoded pixels. */
export const PYRAMID_ATTEMPTS = 3;

export interface PyramidJobPayload {
  /** The scan, relative to the data directory. */
  scan: string;
}

/** Queues the pyramid of a scan (relative to dataDir); in `within`, it is queued only if that transaction commits. */
export async function requestPyramid(jobs: ServicesJobs, scan: string, within?: Kysely<Database>): Promise<void> {
  await (await jobs.started()).send(PYRAMID_JOB, { scan } satisfies PyramidJobPayload, within);
}

/** Removes what a build killed mid-write left beside the target (`<target>.<pid>.partial`). */
async function removePartials(target: string): Promise<void> {
  const prefix = `${path.basename(target)}.`;
  const names = await fs.readdir(path.dirname(target)).catch(() => [] as string[]);
  for (const name of names)
    if (name.startsWith(prefix) && name.endsWith('.partial'))
      await fs.rm(path.join(path.dirname(target), name), { force: true });
}

/**
 * Registers the pyramid builds on the services' queue. A build is idempotent: a scan gone since (a deleted upload)
 * or whose pyramid is already as new as it is done; one cut short by a crash is built again from the start.
 */
export function registerPyramidJobs(
  jobs: ServicesJobs,
  options: { dataDir: string; dir: string; log: (message: string, error?: unknown) => void },
): void {
  jobs.register<PyramidJobPayload>(PYRAMID_JOB, async ({ payload, attempt }) => {
    const file = path.resolve(options.dataDir, payload.scan);
    const scan = await fs.stat(file).catch(() => undefined);
    if (!scan) return;
    const target = pyramidPathFor(options.dir, options.dataDir, file);
    const made = await fs.stat(target).catch(() => undefined);
    if (made && made.mtimeMs >= scan.mtimeMs) return;
    await removePartials(target);
    try {
      await writePyramid(file, target);
    } catch (error) {
      if (attempt < PYRAMID_ATTEMPTS) throw error;
      // A scan that cannot be made into a pyramid keeps being served from its decoded pixels.
      options.log(`could not make the tile pyramid of ${file}`, error);
    }
  });
}
