import type { GatewayContext } from '../context';
import type { LinkedKind } from '../backends/regiment';
import { badUserInput, tooLarge } from '../common/input-error';
import { present } from '../common/present';

/** Pages of linked lists: at most 100 at a time, and not past the 10,000th (content §9). */
export const LINKED_PAGE = { maxFirst: 100, maxEnd: 10_000 } as const;

/** Cursors are opaque to callers; inside they are the item's position in the list. */
export const cursorAt = (position: number) => Buffer.from(`at:${position}`).toString('base64url');

function offsetAfter(after: string | null | undefined): number {
  if (after == null) return 0;
  const match = /^at:(\d{1,6})$/.exec(Buffer.from(after, 'base64url').toString());
  if (!match) throw badUserInput(`The cursor "${after}" is not one this list gave out`);
  return Number(match[1]) + 1;
}

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** Checks the arguments before any service call: a bad page size or cursor is the caller's to fix. */
export function pageOf({ first, after }: PageArgs): { offset: number; limit: number } {
  const limit = first ?? 20;
  if (limit < 1 || limit > LINKED_PAGE.maxFirst)
    throw badUserInput(`first must be between 1 and ${LINKED_PAGE.maxFirst} (got ${limit})`);
  const offset = offsetAfter(after);
  if (offset + limit > LINKED_PAGE.maxEnd)
    throw tooLarge(`Lists can be paged up to item ${LINKED_PAGE.maxEnd}`, LINKED_PAGE.maxEnd);
  return { offset, limit };
}

/** A Relay connection over one page of ids, with the nodes read through a batched loader. */
async function connection<T>(
  context: GatewayContext,
  kind: LinkedKind,
  list: 'records' | 'memorials',
  id: number,
  args: PageArgs,
  load: (id: number) => Promise<T | null>,
) {
  const { offset, limit } = pageOf(args);
  const page = await context.backends.regiment.linked(kind, list, id, offset, limit);
  const ids = page?.ids ?? [];
  const totalCount = page?.totalCount ?? 0;
  // A record or memorial that vanished between the two reads is left out rather than failing the page.
  const nodes = await Promise.all(
    ids.map(async (nodeId, i) => ({ node: await load(nodeId), cursor: cursorAt(offset + i) })),
  );
  const edges = present(nodes.map((e) => (e.node ? { node: e.node, cursor: e.cursor } : null)));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: offset + ids.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: ids.length ? cursorAt(offset) : null,
      endCursor: ids.length ? cursorAt(offset + ids.length - 1) : null,
    },
  };
}

export const recordConnection = (context: GatewayContext, kind: LinkedKind, id: number, args: PageArgs) =>
  connection(context, kind, 'records', id, args, (recordId) => context.backends.indexRecord.record(recordId));

export const memorialConnection = (context: GatewayContext, kind: LinkedKind, id: number, args: PageArgs) =>
  connection(context, kind, 'memorials', id, args, (memorialId) => context.backends.memorial.memorial(memorialId));
