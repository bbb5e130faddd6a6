import type { GatewayContext } from '../context';
import type { LinkedKind } from '../backends/regiment';
import { offsetConnection, type ConnectionArgs } from '../common/connection';

/** Linked lists open with 20 items when the caller names no page size. */
const DEFAULT_FIRST = 20;

/** A Relay connection over one page of ids, with the nodes read through a batched loader. */
function connection<T>(
  context: GatewayContext,
  kind: LinkedKind,
  list: 'records' | 'memorials',
  id: number,
  args: ConnectionArgs,
  load: (id: number) => Promise<T | null>,
) {
  return offsetConnection<T>(`${kind}.${list}`, args, DEFAULT_FIRST, async ({ offset, limit }) => {
    const page = await context.backends.regiment.linked(kind, list, id, offset, limit);
    // A record or memorial that vanished between the two reads is left out rather than failing the page.
    const items = await Promise.all((page?.ids ?? []).map(load));
    return { items, total: page?.totalCount ?? 0 };
  });
}

export const recordConnection = (context: GatewayContext, kind: LinkedKind, id: number, args: ConnectionArgs) =>
  connection(context, kind, 'records', id, args, (recordId) => context.backends.indexRecord.record(recordId));

export const memorialConnection = (context: GatewayContext, kind: LinkedKind, id: number, args: ConnectionArgs) =>
  connection(context, kind, 'memorials', id, args, (memorialId) => context.backends.memorial.memorial(memorialId));
