import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { JobContext, JobQueue } from '../jobs';
import { parseRect } from '../image-data/render';
import { scanFile } from '../image-data/scan-file';
import { renderViewerImage } from '../iiif/viewer-render';
import { citationParts, pageAddress } from './citation';
import { uploadPositions } from '../gallery/upload-privacy';
import { imageForPdf } from './pdf.queries';
import { MAX_PDF_PIXELS, renderPdf } from './pdf-render';
import type { PdfRequestRecord, PdfRequestStore } from './pdf-request.store';

/** The job queue's kind of PDF renders. */
export const PDF_JOB = 'pdf-render';
/** Renders tried before a request is FAILED: a crash or a passing error is retried, a missing page is not. */
export const PDF_ATTEMPTS = 3;

export interface PdfJobOptions {
  db: Kysely<Database>;
  dataDir: string;
  store: PdfRequestStore;
  /** Origin of the page addresses cited (SITE_URL). */
  siteUrl: string;
  now: () => number;
}

export interface PdfJobPayload {
  /** The request as submitted, so the job can write it when the process died before the route did. */
  record: PdfRequestRecord;
}

/** A request that no retry can prepare (the page or its scan is gone, the view does not fit it). */
class PdfRefused extends Error {}

/** The PDF bytes of a request: the view as the viewer shows it, fitted to a page, with its citation line. */
async function buildPdf(record: PdfRequestRecord, options: PdfJobOptions): Promise<Buffer> {
  const image = await imageForPdf(options.db, record.userId, record.imageId);
  if (!image) throw new PdfRefused('The page no longer exists');
  // An upload is cited by its place among the pages the asker may see, as the viewer shows it.
  const position = (await uploadPositions(options.db, record.userId, [image.id])).get(image.id) ?? image.ordinal;
  const scan = await scanFile(options.dataDir, image.file_path);
  if (!scan) throw new PdfRefused('The scan of this page is missing');
  const crop = parseRect(record.view.crop ?? '0_0_0_0', image);
  if (typeof crop === 'string') throw new PdfRefused(crop);
  const jpeg = await renderViewerImage(scan.file, {
    ...record.view,
    crop,
    width: MAX_PDF_PIXELS,
    height: MAX_PDF_PIXELS,
  });
  const { width = 1, height = 1 } = await sharp(jpeg).metadata();
  const citation = citationParts({
    title: image.title,
    publication: image.publication_title,
    ordinal: position,
    address: pageAddress(options.siteUrl, image.id),
    seen: new Date(record.submitted),
  });
  return renderPdf({ jpeg, width, height, citation, title: image.title }, new Date(options.now()));
}

/**
 * PDF renders as jobs of the services' queue (pg-boss on PostgreSQL, the embedded runner on SQLite), moving each
 * request SUBMITTED → PROCESSING → READY, or FAILED with the reason. A render cut short by a crash is taken again
 * after the restart (or by another process) and finishes; the PDF file is renamed into place before READY is written.
 */
export class PdfJobs {
  constructor(
    private readonly options: PdfJobOptions,
    private readonly queue: () => Promise<JobQueue>,
  ) {}

  /** Renders queued or under way, on every process sharing the queue. */
  async pending(): Promise<number> {
    return (await this.queue()).pending(PDF_JOB);
  }

  /** Queues the render, then records the request (unless the render already did). */
  async submit(record: PdfRequestRecord): Promise<void> {
    await (await this.queue()).send(PDF_JOB, { record } satisfies PdfJobPayload);
    await this.options.store.create(record);
  }

  /** The queue's handler of one render; idempotent, so a render resumed after a crash finishes the request. */
  async run({ payload, attempt }: JobContext<PdfJobPayload>): Promise<void> {
    const { store, now } = this.options;
    const stamp = () => new Date(now()).toISOString();
    const found = await store.get(payload.record.userId, payload.record.id);
    let record = found ?? payload.record;
    // Finished by an earlier run (killed before the queue heard), or past its hour: nothing left to do.
    if (record.state === 'READY' || record.state === 'FAILED' || Date.parse(record.expires) <= now()) return;
    record = { ...record, state: 'PROCESSING', updated: stamp() };
    try {
      await store.put(record);
      const bytes = await buildPdf(record, this.options);
      await store.putPdf(record, bytes);
      record = { ...record, state: 'READY', updated: stamp() };
    } catch (error) {
      // Thrown back to the queue, which retries with a back-off; the request stays PROCESSING meanwhile.
      if (!(error instanceof PdfRefused) && attempt < PDF_ATTEMPTS) throw error;
      record = { ...record, state: 'FAILED', updated: stamp(), failure: (error as Error).message };
    }
    await store.put(record);
  }
}
