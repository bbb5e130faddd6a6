import type { AnnotationRect } from './rules/annotation-rules';

/** An annotation as the spec names its fields (content §3.4), plus its own id, label and creation time. */
export interface AnnotationDto {
  annotationId: number;
  /** The id it was first stored under; the same as annotationId, since annotations are never copied here. */
  originalId: number;
  /** The content document element type of an annotation (content §3.3). */
  dataType: 'IMAGE_ANNOTATION';
  imageId: number;
  userId: number | null;
  user: { userId: number; username: string | null } | null;
  /** name, date, location, transcription or comment. */
  type: string;
  value: string;
  label: string | null;
  /** The encoded rectangle `rotation_x_y_w_h` in full-scan pixels (rules/annotation-rules.ts). */
  rect: string;
  /** Annotations nested in this one: none, since the viewer draws only top-level rectangles. */
  subAnnotations: AnnotationDto[];
  /** The index field the annotation corrects: none, since these are free annotations. */
  field: string | null;
  created: string;
  modified: string;
}

export interface CreateAnnotationBody {
  imageId: number;
  type: string;
  value: string;
  label?: string | null;
  rect: AnnotationRect;
}

export type UpdateAnnotationBody = Partial<Omit<CreateAnnotationBody, 'imageId'>>;

/** What the caller is told when the policy refuses, by what would open the page (the website's deny texts). */
export const REFUSALS: Record<string, string> = {
  login: 'Sign in to annotate this image.',
  confirm: 'Your email address must be verified before you can annotate. Use the link in the email we sent you.',
  subscribe: 'You need a subscription to annotate this image.',
  silo: 'This image is for subscribers and institution members.',
};

export const NOT_OFFERED = 'This publication does not take annotations.';

export const NOT_AUTHOR = 'Only the author of this annotation or staff may change or delete it.';
