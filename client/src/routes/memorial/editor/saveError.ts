import { errorFacts } from '../../../lib/signInErrors';

/** Codes whose message is written for the member (a §5 length message, an unreadable date, a missing image). */
const SHOWN_AS_IS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);

/** What a form says when the gateway refused a memorial change. */
export function saveErrorText(error: unknown): string {
  const { code, message } = errorFacts(error);
  if (code === 'UNAUTHENTICATED') return 'Please sign in again to save your changes.';
  if (code && SHOWN_AS_IS.has(code) && message) return message;
  return 'We could not save your changes at this time. Please try again later.';
}
