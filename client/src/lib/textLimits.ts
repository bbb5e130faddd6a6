import { LIMITS, lengthMessage, textLength, type TextLimit } from '@muster/contract/rules';

/**
 * The text length limits of content spec §5, for live checks in forms. The memorial limits are the services'
 * own table (they refuse the same texts with the same message); the rest of §5 is listed here for the other
 * forms of the site.
 */
export const TEXT_LIMITS = {
  url: LIMITS.linkUrl,
  memorialTitle: LIMITS.memorialTitle,
  memorialDescription: LIMITS.memorialDescription,
  factSourceComment: LIMITS.sourceComment,
  sourceLink: LIMITS.sourceLink,
  storyTitle: LIMITS.storyTitle,
  storyContent: LIMITS.storyContent,
  comment: LIMITS.comment,
  urlTitle: { label: 'link text', max: 1024, min: 1 },
  storyLink: LIMITS.linkUrl,
  linkText: LIMITS.linkText,
  cancelReason: { label: 'text', max: 512, min: 1 },
  generalAnnotation: { label: 'text', max: 16384, min: 1 },
  transcription: { label: 'text', max: 16384, min: 1 },
  annotation: { label: 'text', max: 1024, min: 1 },
  correction: LIMITS.correction,
  annotationLabel: { label: 'text', max: 32, min: 1 },
  feedback: { label: 'feedback', max: 300, min: 10 },
  /** Memorial texts §5 does not name (fact name and value, captions): the services hold them to 1,024. */
  text: LIMITS.text,
} satisfies Record<string, TextLimit>;

export type TextKind = keyof typeof TEXT_LIMITS;

export { textLength };

/**
 * "The {field} you entered is too long/short. {length} (Max/Min: {bound})" for a value outside its kind's
 * bounds, else null. An optional field may stay empty; whitespace alone counts as empty, since the services
 * trim what they store.
 */
export function lengthProblem(kind: TextKind, value: string, optional = false): string | null {
  const trimmed = value.trim();
  if (optional && trimmed === '') return null;
  return lengthMessage(trimmed, TEXT_LIMITS[kind])?.message ?? null;
}
