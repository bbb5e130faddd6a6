import { MAX_COUNT, PAGE_SIZE } from '@muster/contract';
import { SEARCH_LIMITS } from '@muster/contract/rules';
import type { SearchQueryInput } from '../__generated__/resolvers-types';
import { atLeast, badUserInput, tooLarge } from '../common/input-error';

export interface Paging {
  offset: number;
  maxCount: number;
  after?: string;
}

/**
 * A page holds at most 100 hits (the website's page size), by offset or by cursor (TOO_LARGE). Offset paging
 * stops at offset + maxCount = 10,000 (content §9, TOO_LARGE); a cursor (`after`) walks on from there, so it
 * starts where the previous page ended and never takes an offset of its own.
 */
export function checkPaging(input: Pick<SearchQueryInput, 'offset' | 'maxCount' | 'after'>): Paging {
  const offset = input.offset ?? 0;
  const maxCount = input.maxCount ?? PAGE_SIZE;
  atLeast(offset, 0, 'offset');
  atLeast(maxCount, 0, 'maxCount');
  if (maxCount > SEARCH_LIMITS.pageSize) {
    throw tooLarge(
      `maxCount may not exceed ${SEARCH_LIMITS.pageSize} hits per page (got ${maxCount}); page on with after`,
      SEARCH_LIMITS.pageSize,
    );
  }
  const after = input.after ?? undefined;
  if (after === undefined) {
    if (offset + maxCount > MAX_COUNT) {
      throw tooLarge(
        `offset + maxCount may not exceed ${MAX_COUNT} (got ${offset + maxCount}); page further with after`,
        MAX_COUNT,
      );
    }
    return { offset, maxCount };
  }
  if (after.trim() === '') throw badUserInput('after must be the endCursor of a previous page, not an empty string');
  if (offset !== 0)
    throw badUserInput(
      `after and offset cannot be combined (got offset ${offset}): a cursor page starts where the previous page ended`,
    );
  return { offset, maxCount, after };
}
