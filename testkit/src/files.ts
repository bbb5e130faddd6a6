// Files tests make or read: a PNG of any size (the decompression bomb) and a PDF's text.
export { blankPng } from './blank-png';
export { readPdf } from './pdf-text';
