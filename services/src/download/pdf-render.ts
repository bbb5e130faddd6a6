import PDFDocument from 'pdfkit';

/** US Letter in points; the page turns to landscape for a view wider than it is tall. */
const LETTER = { short: 612, long: 792 };
const MARGIN = 36;
const CITATION_SIZE = 9;
const GAP = 10;
/** 300 dpi over the longest side of the page: finer pixels would only make the file larger when printed. */
export const MAX_PDF_PIXELS = Math.round((LETTER.long / 72) * 300);

export interface PdfPage {
  /** The view as a JPEG (crop, rotation and adjustments already applied). */
  jpeg: Buffer;
  width: number;
  height: number;
  /** The citation printed under the page, in parts that may go on lines of their own (source, then address). */
  citation: readonly string[];
  /** The document's title in its properties. */
  title: string;
}

/** One page: the view fitted inside the margins above its citation line, in the PDF's standard Helvetica. */
export function renderPdf(page: PdfPage, created: Date): Promise<Buffer> {
  const landscape = page.width > page.height;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    autoFirstPage: true,
    info: { Title: page.title, Subject: page.citation.join(' '), Creator: 'Muster', CreationDate: created },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const [pageWidth, pageHeight] = landscape ? [LETTER.long, LETTER.short] : [LETTER.short, LETTER.long];
  const boxWidth = pageWidth - 2 * MARGIN;
  doc.font('Helvetica').fontSize(CITATION_SIZE);
  // One line when it fits; else a line per part, so the address is never broken where a reader would copy it.
  const oneLine = page.citation.join(' ');
  const citation = doc.widthOfString(oneLine) <= boxWidth ? oneLine : page.citation.join('\n');
  const citationHeight = doc.heightOfString(citation, { width: boxWidth });
  const boxHeight = pageHeight - 2 * MARGIN - citationHeight - GAP;
  const scale = Math.min(boxWidth / page.width, boxHeight / page.height);
  const [w, h] = [page.width * scale, page.height * scale];
  const x = MARGIN + (boxWidth - w) / 2;
  doc.image(page.jpeg, x, MARGIN, { width: w, height: h });
  doc.fillColor('#222222').text(citation, MARGIN, MARGIN + h + GAP, { width: boxWidth, align: 'left' });
  doc.end();
  return done;
}
