import { GraphQLError } from 'graphql';

/**
 * One paging convention for every list that can grow (docs/api.md "Paging"): Relay connections with
 * `first`/`after` and `last`/`before`, `first` and `last` from 1 to 100 as on GitHub. Lists the website pages
 * with numbers (search, the honor wall, a file's images, stored feedback) also take `offset`, a jump to an item
 * that a cursor cannot name; it combines with `first` only.
 */
export const PAGE_MAX = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  offset?: number | null;
}

/** The slice of the list a page asks for. */
export interface Window {
  offset: number;
  limit: number;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** BAD_USER_INPUT naming the argument, so a client can point at it (extensions.argumentName). */
export function badPagingArgument(argumentName: string, message: string, allowed: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argumentName, ...allowed } });
}

/**
 * Cursors are opaque to callers; inside they name the list and the item's position in it, so a cursor of
 * another list is refused rather than silently read as a position here.
 */
export const cursorOf = (list: string, position: number) => Buffer.from(`${list}:${position}`).toString('base64url');

export function positionOf(list: string, cursor: string, argumentName: 'after' | 'before'): number {
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = /^([A-Za-z.]+):(\d{1,10})$/.exec(text);
  if (!match || Buffer.from(text).toString('base64url') !== cursor)
    throw badPagingArgument(
      argumentName,
      `${argumentName} is not a cursor: pass a cursor this list gave out, unchanged`,
    );
  if (match[1] !== list)
    throw badPagingArgument(argumentName, `${argumentName} is a cursor of another list than ${list}: start again`);
  return Number(match[2]);
}

function checkSize(name: 'first' | 'last', value: number | null | undefined): void {
  if (value != null && (value < 1 || value > PAGE_MAX))
    throw badPagingArgument(name, `${name} must be between 1 and ${PAGE_MAX} (got ${value})`, {
      minimum: 1,
      maximum: PAGE_MAX,
    });
}

/**
 * Checks a page's arguments before any service call (a bad size or cursor is the caller's to fix) and says
 * which slice it asks for; `total` is asked for only by `last` without `before` (the slice ends at the end).
 */
export async function windowOf(
  list: string,
  args: ConnectionArgs,
  defaultFirst: number,
  total: () => Promise<number>,
): Promise<Window> {
  const { first, after, last, before, offset } = args;
  checkSize('first', first);
  checkSize('last', last);
  if (first != null && last != null)
    throw badPagingArgument('last', 'Pass first or last, not both: first pages forward, last backward');
  if (offset != null && offset !== 0) {
    if (offset < 0) throw badPagingArgument('offset', `offset may not be negative (got ${offset})`, { minimum: 0 });
    if (after != null || before != null || last != null)
      throw badPagingArgument('offset', 'offset combines with first only, not with after, before or last');
  }
  const start = after != null ? positionOf(list, after, 'after') + 1 : (offset ?? 0);
  const end = before != null ? positionOf(list, before, 'before') : Infinity;
  if (last != null) {
    const stop = before != null ? end : await total();
    const from = Math.max(start, stop - last);
    return { offset: from, limit: Math.max(0, stop - from) };
  }
  const size = first ?? defaultFirst;
  return { offset: start, limit: Math.max(0, Math.min(size, end - start)) };
}

/**
 * The connection of one fetched slice; `items` are in list order, starting at `window.offset`. A null item
 * (gone between two reads) is left out but keeps its place, so the cursors around it stay true.
 */
export function connectionOf<T>(list: string, window: Window, items: (T | null)[], totalCount: number): Connection<T> {
  const edges = items.flatMap((node, i) => (node == null ? [] : [{ node, cursor: cursorOf(list, window.offset + i) }]));
  return edges.length === 0
    ? emptyPage(window.offset + items.length, totalCount)
    : {
        edges,
        nodes: edges.map((edge) => edge.node),
        totalCount,
        pageInfo: {
          hasNextPage: window.offset + items.length < totalCount,
          hasPreviousPage: window.offset > 0,
          startCursor: edges[0]!.cursor,
          endCursor: edges.at(-1)!.cursor,
        },
      };
}

function emptyPage<T>(offset: number, totalCount: number): Connection<T> {
  return {
    edges: [],
    nodes: [],
    totalCount,
    pageInfo: {
      hasNextPage: offset < totalCount,
      hasPreviousPage: offset > 0 && totalCount > 0,
      startCursor: null,
      endCursor: null,
    },
  };
}

/** A page of a list a service pages by offset and limit, returning the slice and the list's length. */
export async function offsetConnection<T>(
  list: string,
  args: ConnectionArgs,
  defaultFirst: number,
  fetch: (window: Window) => Promise<{ items: (T | null)[]; total: number }>,
): Promise<Connection<T>> {
  const window = await windowOf(list, args, defaultFirst, async () => (await fetch({ offset: 0, limit: 1 })).total);
  if (window.limit === 0) return emptyPage(window.offset, (await fetch({ offset: 0, limit: 1 })).total);
  const { items, total } = await fetch(window);
  return connectionOf(list, window, items, total);
}

/** A page of a list the service returns whole (a member's gallery, their uploads). */
export function arrayConnection<T>(list: string, all: readonly T[], args: ConnectionArgs, defaultFirst: number) {
  return offsetConnection(list, args, defaultFirst, async ({ offset, limit }) => ({
    items: all.slice(offset, offset + limit),
    total: all.length,
  }));
}
