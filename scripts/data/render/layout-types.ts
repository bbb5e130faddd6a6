import type { OcrWord } from '@muster/contract';
import type { Face } from './fonts';

// A word box in full-image pixels, as stored in images.ocr_words: the shape the document service reads back.
export type { OcrWord };

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A run of text on one baseline. `ink` is the grey it is written in (0 black … 255 white). */
export interface TextRun {
  t: string;
  x: number;
  y: number;
  size: number;
  face: Face;
  ink: number;
  bold?: boolean;
}

/** A filled rectangle: ruled lines, form boxes and borders. */
export interface RuleRect extends Rect {
  ink: number;
}

/** Everything needed to draw a page; plain data so it can be posted to a render worker. */
export interface PageLayout {
  width: number;
  height: number;
  /** Seed for paper, stains and ink jitter, so a page always renders the same way. */
  seed: number;
  runs: TextRun[];
  rules: RuleRect[];
  /** Cards and draft cards are separate pieces of card stock laid on the scanner: draw their edges. */
  cards: Rect[];
}

/** A laid-out page plus what the database needs from it. */
export interface LaidOutPage {
  layout: PageLayout;
  words: OcrWord[];
  text: string;
  /** One rectangle per record, in the order of the records given to the layout. */
  recordRects: Rect[];
}
