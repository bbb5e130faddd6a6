/**
 * Text limits of content spec §5 and their message, 'The {field} you entered is too long/short. {length}
 * (Max/Min: {bound})'. Lengths count characters (Unicode code points) of the trimmed text.
 */
export interface TextLimit {
  /** The field name the message uses (§5: title, description, comment, story, link URL, link text, correction, text). */
  label: string;
  max: number;
  min: number;
}

const limit = (label: string, max: number, min = 1): TextLimit => ({ label, max, min });

export const LIMITS = {
  memorialTitle: limit('title', 256),
  memorialDescription: limit('description', 65_535),
  storyTitle: limit('title', 256),
  storyContent: limit('story', 65_535),
  sourceComment: limit('comment', 256),
  sourceLink: limit('link URL', 4096),
  linkUrl: limit('link URL', 4096),
  linkText: limit('link text', 1024),
  comment: limit('comment', 2600),
  correction: limit('correction', 512),
  /** Texts §5 does not name (fact name and value, story date and place, captions) take the link-text bound. */
  text: limit('text', 1024),
} as const;

/** A refused input: the message a form shows and the path of the input field it belongs to. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly details: { limit?: 'MAX' | 'MIN'; length?: number; bound?: number } = {},
  ) {
    super(message);
  }
}

export const textLength = (text: string) => [...text].length;

/** The §5 message for a text outside its limit, or null. */
export function lengthMessage(
  text: string,
  { label, max, min }: TextLimit,
): { message: string; limit: 'MAX' | 'MIN'; length: number; bound: number } | null {
  const length = textLength(text);
  if (length > max)
    return {
      message: `The ${label} you entered is too long. ${length} (Max: ${max})`,
      limit: 'MAX',
      length,
      bound: max,
    };
  if (length < min)
    return {
      message: `The ${label} you entered is too short. ${length} (Min: ${min})`,
      limit: 'MIN',
      length,
      bound: min,
    };
  return null;
}

/** A required text, trimmed and within its limit; throws an InputError naming `field` otherwise. */
export function requiredText(value: unknown, field: string, rule: TextLimit): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const problem = lengthMessage(text, rule);
  if (problem) throw new InputError(problem.message, field, problem);
  return text;
}

/** An optional text: null when missing or blank, otherwise as `requiredText`. */
export function optionalText(value: unknown, field: string, rule: TextLimit): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  return requiredText(value, field, rule);
}
