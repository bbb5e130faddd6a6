/** The text and page sizes of a PDF, read with Mozilla's pdf.js (no network, no fonts needed for text). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; size: [number, number] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const [, , width, height] = page.view as [number, number, number, number];
  const result = { pages: doc.numPages, text, size: [Math.round(width), Math.round(height)] as [number, number] };
  await doc.destroy();
  return result;
}
