import type { Generated, Selectable } from 'kysely';
import type { Bool, Json, Stamp } from '../db/columns';

export interface ImageTable {
  id: number;
  publication_id: number;
  roll_id: number;
  ordinal: number;
  title: string;
  short_title: string;
  width: number;
  height: number;
  /** Path of the scan file relative to the data directory. */
  file_path: string;
  /** Typed, handwritten or printed: which font the scan was rendered with. */
  hand: string;
  has_ocr: Bool;
  /** Plain OCR text of the page. */
  ocr_text: string;
  /** JSON array of word boxes: [{ t, x, y, w, h }]. */
  ocr_words: Json;
  view_count: number;
  created: Stamp;
  last_modified: Stamp;
  /** Bumped when staff replace or rotate the scan (migration 028): image addresses carry it as `v`. */
  revision: Generated<number>;
}

/** Scans staff have hidden ('Manage this image'): gone for everybody but staff with the 'images' ability. */
export interface HiddenImageTable {
  image_id: number;
  hidden_by: number;
  hidden_at: Stamp;
}

export interface SubImageTable {
  id: number;
  image_id: number;
  ordinal: number;
  title: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DocumentTables {
  images: ImageTable;
  sub_images: SubImageTable;
  hidden_images: HiddenImageTable;
}

export type Image = Selectable<ImageTable>;
export type SubImage = Selectable<SubImageTable>;
