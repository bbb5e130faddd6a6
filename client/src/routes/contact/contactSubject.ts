import type { FeedbackSubject } from '../../__generated__/graphql';
import { OFFERED_SUBJECTS } from '@muster/contract/rules';

/** Words other pages and emails link with (`/contact/?subject=Support`), for the subjects they mean. */
const ALIASES: Record<string, FeedbackSubject> = {
  SUPPORT: 'SITE_PROBLEM',
  HELP: 'SITE_PROBLEM',
  PRESS: 'BUSINESS_INQUIRY',
  BUSINESS: 'BUSINESS_INQUIRY',
  LIBRARY: 'INSTITUTION',
};

/** The subject `?subject=` starts the contact form at: an offered subject (any case) or an alias; else none. */
export function contactSubject(param: string | null): FeedbackSubject | null {
  if (!param) return null;
  const key = param
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (OFFERED_SUBJECTS.some(([value]) => value === key)) return key as FeedbackSubject;
  return ALIASES[key] ?? null;
}
