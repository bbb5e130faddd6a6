import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { parseRect } from '../image-data/render';
import { scanFile } from '../image-data/scan-file';
import { renderViewerImage } from '../iiif/viewer-render';
import { citationParts, pageAddress } from './citation';
import { uploadPositions } from '../gallery/upload-privacy';
import { imageForPdf } from './pdf.queries';
import { MAX_PDF_PIXELS, renderPdf } from './pdf-render';
import type { PdfRequestRecord, PdfRequestStore } from './pdf-request.store';

export interface PdfJobOptions {
  db: Kysely<Database>;
  dataDir: string;
  store: PdfRequestStore;
  /** Origin of the page addresses cited (SITE_URL). */
  siteUrl: string;
  now: () => number;
}

/** The PDF bytes of a request: the view as the viewer shows it, fitted to a page, with its citation line. */
async function buildPdf(record: PdfRequestRecord, options: PdfJobOptions): Promise<Buffer> {
  const image = await imageForPdf(options.db, record.userId, record.imageId);
  if (!image) throw new Error('The page no longer exists');
  // An upload is cited by its place among the pages the asker may see, as the viewer shows it.
  const position = (await uploadPositions(options.db, record.userId, [image.id])).get(image.id) ?? image.ordinal;
  const scan = await scanFile(options.dataDir, image.file_path);
  if (!scan) throw new Error('The scan of this page is missing');
  const crop = parseRect(record.view.crop ?? '0_0_0_0', image);
  if (typeof crop === 'string') throw new Error(crop);
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
 * Prepares PDFs one at a time in this process (a page takes about a second; two cores are shared with the
 * tiles), moving each request SUBMITTED → PROCESSING → READY, or FAILED with the reason.
 */
export class PdfJobs {
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly options: PdfJobOptions) {}

  /** Requests accepted and not yet finished by this process. */
  get pending(): number {
    return this.waiting;
  }

  enqueue(record: PdfRequestRecord): void {
    this.waiting++;
    this.queue = this.queue
      .then(() => this.run(record))
      .finally(() => {
        this.waiting--;
      });
  }

  /** Resolves once every accepted request is finished (the service closing). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async run(submitted: PdfRequestRecord): Promise<void> {
    const { store, now } = this.options;
    const stamp = () => new Date(now()).toISOString();
    let record: PdfRequestRecord = { ...submitted, state: 'PROCESSING', updated: stamp() };
    try {
      await store.put(record);
      const bytes = await buildPdf(record, this.options);
      await store.putPdf(record, bytes);
      record = { ...record, state: 'READY', updated: stamp() };
    } catch (error) {
      record = { ...record, state: 'FAILED', updated: stamp(), failure: (error as Error).message };
    }
    await store.put(record).catch(() => undefined);
  }
}
