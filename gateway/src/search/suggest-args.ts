import { SUGGESTION_LIMIT } from '@muster/contract';
import type { QuerySuggestArgs } from '../__generated__/resolvers-types';
import { badUserInput } from '../common/input-error';

/** Longest prefix worth completing; anything longer is not typing, and would only fill the cache. */
export const MAX_SUGGEST_PREFIX = 100;

/** The suggestion request, checked: a prefix to complete and at most 10 entries (content §9). */
export function checkSuggestArgs({ type, prefix, limit }: QuerySuggestArgs): {
  type: string;
  prefix: string;
  limit: number;
} {
  if (prefix.trim() === '') throw badUserInput('prefix may not be empty: type at least one letter or digit');
  if (prefix.length > MAX_SUGGEST_PREFIX)
    throw badUserInput(`prefix may not be longer than ${MAX_SUGGEST_PREFIX} characters (got ${prefix.length})`);
  const count = limit ?? SUGGESTION_LIMIT;
  if (count < 1 || count > SUGGESTION_LIMIT)
    throw badUserInput(`limit must be between 1 and ${SUGGESTION_LIMIT} (got ${count})`);
  // Passed as typed: a trailing space means the word is complete ("Josiah " completes Josiah's surnames).
  return { type, prefix, limit: count };
}
