import { MAX_COUNT, PAGE_SIZE } from '../../../services/src/contract';
import type { SearchQueryInput } from '../__generated__/resolvers-types';
import { atLeast, badUserInput, tooLarge } from '../common/input-error';

/** Largest page a cursor walk may ask for: deep paging is for partners reading everything, in bounded steps. */
export const MAX_CURSOR_PAGE = 1000;

export interface Paging {
  offset: number;
  maxCount: number;
  after?: string;
}

/**
 * Offset paging stops at offset + maxCount = 10,000 (content §9, TOO_LARGE); a cursor (`after`) walks on
 * from there, so it starts where the previous page ended and never takes an offset of its own.
 */
export function checkPaging(input: Pick<SearchQueryInput, 'offset' | 'maxCount' | 'after'>): Paging {
  const offset = input.offset ?? 0;
  const maxCount = input.maxCount ?? PAGE_SIZE;
  atLeast(offset, 0, 'offset');
  atLeast(maxCount, 0, 'maxCount');
  const after = input.after ?? undefined;
  if (after === undefined) {
    if (offset + maxCount > MAX_COUNT) {
      throw tooLarge(`offset + maxCount may not exceed ${MAX_COUNT} (got ${offset + maxCount}); page further with after`, MAX_COUNT);
    }
    return { offset, maxCount };
  }
  if (after.trim() === '') throw badUserInput('after must be the endCursor of a previous page, not an empty string');
  if (offset !== 0) throw badUserInput(`after and offset cannot be combined (got offset ${offset}): a cursor page starts where the previous page ended`);
  if (maxCount > MAX_CURSOR_PAGE) {
    throw tooLarge(`maxCount may not exceed ${MAX_CURSOR_PAGE} when paging with after (got ${maxCount})`, MAX_CURSOR_PAGE);
  }
  return { offset, maxCount, after };
}
