import type { AnnotationType } from '../../__generated__/graphql';
import { lengthProblem, TEXT_LIMITS, type TextKind } from '../../lib/textLimits';

/** The kinds a member chooses from, in the order of the spec (content §3.4), with their labels. */
export const ANNOTATION_KINDS: readonly [AnnotationType, string][] = [
  ['NAME', 'Name'],
  ['DATE', 'Date'],
  ['LOCATION', 'Location'],
  ['TRANSCRIPTION', 'Transcription'],
  ['COMMENT', 'Comment'],
];

export const kindLabel = (type: AnnotationType) => ANNOTATION_KINDS.find(([t]) => t === type)?.[1] ?? type;

/** §5: a transcription has its own limit, a comment is a general annotation, the rest are short annotations. */
const TEXT_KIND: Record<AnnotationType, TextKind> = {
  NAME: 'annotation',
  DATE: 'annotation',
  LOCATION: 'annotation',
  TRANSCRIPTION: 'transcription',
  COMMENT: 'generalAnnotation',
};

export const valueMax = (type: AnnotationType) => TEXT_LIMITS[TEXT_KIND[type]].max;
export const valueProblem = (type: AnnotationType, value: string) => lengthProblem(TEXT_KIND[type], value);
export const labelProblem = (label: string) => lengthProblem('annotationLabel', label, true);
export const LABEL_MAX = TEXT_LIMITS.annotationLabel.max;
