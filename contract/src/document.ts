/** A word box in full-scan pixels, as stored in images.ocr_words. */
export interface OcrWord {
  t: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One place the text was found: its words in reading order. */
export interface WordHit {
  words: OcrWord[];
}

/** GET /document/doc-token/{id}?token&max: where a text is on a page. */
export interface DocTokensDto {
  imageId: number;
  token: string;
  total: number;
  hits: WordHit[];
}

/** GET /document/ocr-text/{id}: a page's OCR text. */
export interface OcrTextDto {
  imageId: number;
  text: string;
}

/** GET /document/first-hit/{publication}/{file}?keyword: the first page of a file holding the keyword. */
export interface FirstHitDto {
  publicationId: number;
  fileId: number;
  keyword: string;
  imageId: number;
  ordinal: number;
}
