import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type { RenderJob } from './pool';
import { PageRenderer } from './page';

// Each worker encodes on one libvips thread; parallelism comes from the workers themselves.
sharp.concurrency(1);
const renderer = new PageRenderer();

parentPort!.on('message', async (job: RenderJob) => {
  try {
    const jpeg = await renderer.render(job.layout);
    await fs.mkdir(path.dirname(job.file), { recursive: true });
    await fs.writeFile(job.file, jpeg);
    parentPort!.postMessage({ id: job.id, bytes: jpeg.length });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: String((error as Error).stack ?? error) });
  }
});
