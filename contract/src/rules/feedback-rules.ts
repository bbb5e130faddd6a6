/**
 * The feedback form's rules (accounts spec §2, §4, §5, §8, §9), pure so that the service, the gateway and
 * the website apply the same ones. Nothing here may import Node or browser APIs.
 */

/** Subjects the contact form offers, in its order, with their labels (§2). */
export const OFFERED_SUBJECTS = [
  ['ACCOUNT', 'Account Question'],
  ['SITE_PROBLEM', 'Site Question or Problem'],
  ['CONTENT', 'Content Inquiry'],
  ['BUSINESS_INQUIRY', 'Business or Press Inquiry'],
  ['INSTITUTION', 'Institutional Issue'],
  ['FEEDBACK', 'General Feedback'],
] as const;

/** Subjects other parts of the product preset (§2). */
export const PRESET_SUBJECTS = [
  'CORRECTION',
  'COPYRIGHT',
  'INAPPROPRIATE',
  'OFFENSIVE',
  'IMAGE_PROBLEM',
  'OTHER_PROBLEM',
  'NOT_MILITARY',
  'BETA',
] as const;

export const SUBJECTS = [...OFFERED_SUBJECTS.map(([value]) => value), ...PRESET_SUBJECTS] as const;
export type FeedbackSubject = (typeof SUBJECTS)[number];

export const CATEGORIES = ['ABUSE', 'CORRECTION', 'FEEDBACK', 'PROBLEM'] as const;
export type FeedbackCategory = (typeof CATEGORIES)[number];

export const isSubject = (value: unknown): value is FeedbackSubject => (SUBJECTS as readonly unknown[]).includes(value);
export const isCategory = (value: unknown): value is FeedbackCategory =>
  (CATEGORIES as readonly unknown[]).includes(value);

const CATEGORY_OF: Record<string, FeedbackCategory | null> = {
  CORRECTION: 'CORRECTION',
  COPYRIGHT: 'ABUSE',
  INAPPROPRIATE: 'ABUSE',
  OFFENSIVE: 'ABUSE',
  IMAGE_PROBLEM: 'PROBLEM',
  ACCOUNT: 'PROBLEM',
  INSTITUTION: 'PROBLEM',
  OTHER_PROBLEM: 'PROBLEM',
  SITE_PROBLEM: 'PROBLEM',
  BETA: 'FEEDBACK',
  BUSINESS_INQUIRY: 'FEEDBACK',
  FEEDBACK: 'FEEDBACK',
  CONTENT: null,
  NOT_MILITARY: null,
};

/** §4 "Category derived from subject": null means the user must pick one; unknown subjects are FEEDBACK. */
export function categoryForSubject(subject: string): FeedbackCategory | null {
  return Object.hasOwn(CATEGORY_OF, subject) ? CATEGORY_OF[subject] : 'FEEDBACK';
}

/** §2 Ratings. */
export const RATINGS = [
  [1, 'Disliked'],
  [2, "It's okay"],
  [3, 'I like it'],
] as const;

/** The rating is asked for feedback about the site itself (docs/decisions/feedback.md); it is then required (§5). */
export const subjectAsksRating = (subject: string): boolean => subject === 'FEEDBACK' || subject === 'BETA';
/** The beta banner's dialog may be sent with a rating alone (docs/decisions/feedback.md). */
export const subjectMessageOptional = (subject: string): boolean => subject === 'BETA';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;
export const EMAIL_MAX = 254;

export type FeedbackErrorType = 'EMAIL' | 'MESSAGE' | 'TYPE' | 'CATEGORY' | 'RATING';

/** §5 and §8: the message for each error type, and for anything else. */
export const FEEDBACK_ERRORS: Record<FeedbackErrorType, string> = {
  EMAIL: 'Please enter a valid email',
  MESSAGE: `Please enter a message between ${MESSAGE_MIN} and ${MESSAGE_MAX} characters`,
  TYPE: 'Please select a subject',
  CATEGORY: 'Please select a category',
  RATING: 'Please select a rating',
};
export const FEEDBACK_ERROR_OTHER = 'There was an error with your submission. Please try again.';

export const feedbackErrorMessage = (type: string | null | undefined): string =>
  type && Object.hasOwn(FEEDBACK_ERRORS, type) ? FEEDBACK_ERRORS[type as FeedbackErrorType] : FEEDBACK_ERROR_OTHER;

/** §8 success messages by subject. */
export function feedbackSuccessMessage(subject: string): string {
  if (subject === 'CORRECTION') return 'Thank you for your contribution.';
  if (subject === 'BETA' || subject === 'FEEDBACK') return 'Thank you for your feedback.';
  return (
    'Thank you for contacting us. We respond to messages within 1-2 business days, in the order we receive them. ' +
    'Sending another message about the same issue will not speed up our response.'
  );
}

/** Characters as a reader counts them (code points), around the text the user typed. */
export const messageLength = (message: string): number => [...message.trim()].length;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL.test(value);

export interface FeedbackFields {
  type?: string | null;
  category?: string | null;
  email?: string | null;
  message?: string | null;
  rating?: number | null;
}

export interface FeedbackRuleOptions {
  /** Signed-in senders need no email: theirs is the account's. */
  signedIn: boolean;
  /** Whether the rating is asked (then required); by default for FEEDBACK and BETA. */
  asksRating?: boolean;
  /** Whether the message may be left out; by default for BETA. */
  messageOptional?: boolean;
}

/** The category a submission is filed under: the one given, else the subject's (§4); null when neither. */
export const categoryOf = (input: FeedbackFields): string | null =>
  input.category == null || input.category === ''
    ? isSubject(input.type)
      ? categoryForSubject(input.type)
      : null
    : input.category;

/** Which rule each field breaks, null for none (§5): the form shows them all, the service the first. */
export function feedbackFieldErrors(
  input: FeedbackFields,
  options: FeedbackRuleOptions,
): Record<'type' | 'category' | 'rating' | 'message' | 'email', FeedbackErrorType | null> {
  const subject = input.type ?? '';
  const rating = input.rating ?? null;
  const asksRating = options.asksRating ?? subjectAsksRating(subject);
  const message = input.message ?? '';
  const optional = (options.messageOptional ?? subjectMessageOptional(subject)) && message.trim() === '';
  const email = input.email?.trim() ?? '';
  return {
    type: isSubject(subject) ? null : 'TYPE',
    category: !isSubject(subject) || isCategory(categoryOf(input)) ? null : 'CATEGORY',
    rating: (rating === null ? asksRating : !RATINGS.some(([value]) => value === rating)) ? 'RATING' : null,
    message:
      optional || (messageLength(message) >= MESSAGE_MIN && messageLength(message) <= MESSAGE_MAX) ? null : 'MESSAGE',
    email: (options.signedIn ? email === '' || isEmail(email) : isEmail(email)) ? null : 'EMAIL',
  };
}

/** The form's order, in which the service reports the first broken rule. */
const FIELD_ORDER = ['type', 'category', 'rating', 'message', 'email'] as const;

/** The first rule a submission breaks, or the category to store it under. */
export function validateFeedback(
  input: FeedbackFields,
  signedIn: boolean,
): { ok: true; category: FeedbackCategory } | { ok: false; type: FeedbackErrorType; message: string } {
  const errors = feedbackFieldErrors(input, { signedIn });
  const broken = FIELD_ORDER.map((field) => errors[field]).find((type) => type !== null);
  if (broken) return { ok: false, type: broken, message: FEEDBACK_ERRORS[broken] };
  return { ok: true, category: categoryOf(input) as FeedbackCategory };
}
