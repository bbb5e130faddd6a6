import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { ServicesJobs } from '../jobs';
import { PDF_JOB, type PdfJobPayload, PdfJobs } from './pdf-jobs';
import { pdfRequestRoutes } from './pdf-request.routes';
import { PdfRequestStore } from './pdf-request.store';

export interface DownloadOptions {
  db: Kysely<Database>;
  dataDir: string;
  urlSigningSecret: string;
  jobs: ServicesJobs;
  now?: () => number;
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * PDFs of pages (issue 5 §6), under /fold31-image-data. Requests and PDFs are files under PDF_DIR (default
 * <dataDir>/cache/pdf), swept every 10 minutes once expired; the citation cites pages on SITE_URL. Renders run
 * on the services' job queue (pdf-jobs.ts).
 */
export async function downloadRoutes(app: FastifyInstance, options: DownloadOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const store = new PdfRequestStore(process.env.PDF_DIR || path.join(options.dataDir, 'cache', 'pdf'));
  const siteUrl = process.env.SITE_URL || 'http://localhost:4000';
  const jobs = new PdfJobs({ db: options.db, dataDir: options.dataDir, store, siteUrl, now }, options.jobs.started);
  options.jobs.register<PdfJobPayload>(PDF_JOB, (job) => jobs.run(job));
  const sweep = () => {
    void store.sweep(now()).catch((error) => app.log.warn({ error }, 'PDF sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  await pdfRequestRoutes(app, { db: options.db, store, jobs, urlSigningSecret: options.urlSigningSecret, now });
}
