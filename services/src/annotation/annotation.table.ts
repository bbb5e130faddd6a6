import type { Generated } from 'kysely';
import type { Stamp } from '../db/columns';

export interface AnnotationTable {
  id: Generated<number>;
  image_id: number;
  user_id: number | null;
  /** name, date, location, transcription or comment */
  type: string;
  value: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  created: Stamp;
  modified: Stamp;
  /** The few words shown on the rectangle (013_annotations). */
  label: string | null;
}

export interface AnnotationTables {
  annotations: AnnotationTable;
}
