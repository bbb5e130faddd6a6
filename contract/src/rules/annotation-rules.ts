import { lengthProblem } from './text-length';

/**
 * What an annotation may hold (content spec §3.4, §5), pure so that the service, the gateway and the website
 * apply the same rules. Nothing here may import Node or browser APIs.
 */
export const ANNOTATION_TYPES = ['name', 'date', 'location', 'transcription', 'comment'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

export const isAnnotationType = (value: unknown): value is AnnotationType =>
  (ANNOTATION_TYPES as readonly unknown[]).includes(value);

/**
 * §5's limits by kind: a transcription has its own, a comment is the "general annotation", and a name, date or
 * location is a short "annotation". The label (the few words shown on the rectangle) is the "annotation label".
 */
export const VALUE_LIMITS: Record<AnnotationType, number> = {
  name: 1024,
  date: 1024,
  location: 1024,
  transcription: 16384,
  comment: 16384,
};
export const LABEL_MAX = 32;
/** §5 "Field names used": annotations are "text". */
export const LENGTH_FIELD = 'text';

/** A rectangle in full-scan pixels from the top left corner, turned by `rotation` degrees clockwise. */
export interface AnnotationRect {
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
}

export const ZERO_RECT: AnnotationRect = Object.freeze({ x: 0, y: 0, w: 0, h: 0, rotation: 0 });

/** The spec's encoded rectangle, in its order of fields: `rotation_x_y_w_h`. */
export const encodeRect = ({ rotation, x, y, w, h }: AnnotationRect): string => [rotation, x, y, w, h].join('_');

/** Reads an encoded rectangle; a malformed one is reported to `log` and read as zero (§3.4). */
export function decodeRect(
  encoded: string | null | undefined,
  log: (message: string) => void = console.warn,
): AnnotationRect {
  const parts = (encoded ?? '').split('_');
  const numbers = parts.map((part) => (/^-?\d+$/.test(part) ? Number(part) : Number.NaN));
  if (numbers.length !== 5 || numbers.some((n) => !Number.isSafeInteger(n))) {
    log(`Malformed annotation rectangle "${encoded}", read as zero`);
    return ZERO_RECT;
  }
  const [rotation, x, y, w, h] = numbers;
  return { rotation, x, y, w, h };
}

export interface AnnotationFields {
  type: string;
  value: string;
  label?: string | null;
  rect: AnnotationRect;
}

export type AnnotationProblem = { field: 'type' | 'value' | 'label' | 'rect'; message: string };

/** The first rule an annotation breaks on a page of this size, or null. Texts are judged as stored: trimmed. */
export function annotationProblem(
  input: AnnotationFields,
  page: { width: number; height: number },
): AnnotationProblem | null {
  if (!isAnnotationType(input.type))
    return { field: 'type', message: `Choose name, date, location, transcription or comment (got "${input.type}")` };
  const value = lengthProblem(LENGTH_FIELD, input.value.trim(), VALUE_LIMITS[input.type]);
  if (value) return { field: 'value', message: value };
  const label = input.label?.trim() ?? '';
  const labelProblem = label === '' ? null : lengthProblem(LENGTH_FIELD, label, LABEL_MAX);
  if (labelProblem) return { field: 'label', message: labelProblem };
  const { x, y, w, h } = input.rect;
  if (w < 1 || h < 1 || x < 0 || y < 0 || x + w > page.width || y + h > page.height) {
    return { field: 'rect', message: `The rectangle must lie within the page (${page.width} × ${page.height} pixels)` };
  }
  return null;
}
