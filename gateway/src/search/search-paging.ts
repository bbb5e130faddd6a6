import { MAX_COUNT, PAGE_SIZE } from '@muster/contract';
import { SEARCH_LIMITS } from '@muster/contract/rules';
import type { QuerySearchArgs, SearchQueryInput } from '../__generated__/resolvers-types';
import { badPagingArgument, PAGE_MAX } from '../common/connection';
import { atLeast, badUserInput, tooLarge } from '../common/input-error';

export interface Paging {
  offset: number;
  maxCount: number;
  after?: string;
}

/** The paging arguments of `search` itself (the connection convention). */
export type SearchPageArgs = Partial<Pick<QuerySearchArgs, 'first' | 'after' | 'offset'>>;
type LegacyPaging = Pick<SearchQueryInput, 'offset' | 'maxCount' | 'after'>;

/**
 * A page holds at most 100 hits. Offset paging (the website's numbered pager) stops at offset + first = 10,000
 * (content §9, TOO_LARGE); a cursor (`after`) walks on from there, so it starts where the previous page ended
 * and never takes an offset of its own. Paging belongs to `search`'s arguments (`first`, `after`, `offset`); the
 * deprecated fields inside the query still work alone, but not mixed with the arguments.
 */
export function checkPaging(input: LegacyPaging, args: SearchPageArgs = {}): Paging {
  const legacy = input.offset != null || input.maxCount != null || input.after != null;
  const modern = args.first != null || args.after != null || args.offset != null;
  if (legacy && modern)
    throw badPagingArgument(
      'query',
      'Page with search(first, after, offset) or with the deprecated query.offset, maxCount and after, not both',
    );
  if (!legacy) return checkConnectionPaging(args);
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
  return withCursor(offset, maxCount, input.after ?? undefined, 'maxCount');
}

function checkConnectionPaging({ first, after, offset }: SearchPageArgs): Paging {
  if (first != null && (first < 1 || first > PAGE_MAX))
    throw badPagingArgument('first', `first must be between 1 and ${PAGE_MAX} (got ${first})`, {
      minimum: 1,
      maximum: PAGE_MAX,
    });
  if (offset != null && offset < 0)
    throw badPagingArgument('offset', `offset may not be negative (got ${offset})`, { minimum: 0 });
  return withCursor(offset ?? 0, first ?? PAGE_SIZE, after ?? undefined, 'first');
}

function withCursor(offset: number, maxCount: number, after: string | undefined, size: string): Paging {
  if (after === undefined) {
    if (offset + maxCount > MAX_COUNT) {
      throw tooLarge(
        `offset + ${size} may not exceed ${MAX_COUNT} (got ${offset + maxCount}); page further with after`,
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
