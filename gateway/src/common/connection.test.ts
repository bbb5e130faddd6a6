import { arrayConnection, cursorOf, type ConnectionArgs } from './connection';

const list = Array.from({ length: 7 }, (_, i) => i);
const page = (args: ConnectionArgs) => arrayConnection('test', list, args, 3);
const at = (n: number) => cursorOf('test', n);

describe('arrayConnection', () => {
  test.each<[string, ConnectionArgs, number[], boolean, boolean]>([
    ['the first page by default', {}, [0, 1, 2], true, false],
    ['first', { first: 5 }, [0, 1, 2, 3, 4], true, false],
    ['after a cursor', { first: 3, after: at(2) }, [3, 4, 5], true, true],
    ['the end', { first: 3, after: at(5) }, [6], false, true],
    ['past the end', { first: 3, after: at(6) }, [], false, true],
    ['last, from the end', { last: 2 }, [5, 6], false, true],
    ['last before a cursor', { last: 2, before: at(3) }, [1, 2], true, true],
    ['last before a cursor near the start', { last: 5, before: at(2) }, [0, 1], true, false],
    ['between two cursors', { first: 10, after: at(1), before: at(4) }, [2, 3], true, true],
    ['an offset for a numbered pager', { first: 2, offset: 4 }, [4, 5], true, true],
  ])('%s', async (_, args, nodes, hasNextPage, hasPreviousPage) => {
    const connection = await page(args);
    expect(connection.nodes).toEqual(nodes);
    expect(connection.edges.map((e) => e.node)).toEqual(nodes);
    expect(connection.totalCount).toBe(7);
    expect(connection.pageInfo).toMatchObject({ hasNextPage, hasPreviousPage });
    expect(connection.pageInfo.startCursor).toBe(nodes.length ? at(nodes[0]!) : null);
    expect(connection.pageInfo.endCursor).toBe(nodes.length ? at(nodes.at(-1)!) : null);
  });

  test('walking forward and backward meets every item once', async () => {
    const forward: number[] = [];
    for (let after: string | null = null, more = true; more;) {
      const { nodes, pageInfo } = await page({ first: 2, after });
      forward.push(...nodes);
      [after, more] = [pageInfo.endCursor, pageInfo.hasNextPage];
    }
    const backward: number[] = [];
    for (let before: string | null = null, more = true; more;) {
      const { nodes, pageInfo } = await page({ last: 2, before });
      backward.unshift(...nodes);
      [before, more] = [pageInfo.startCursor, pageInfo.hasPreviousPage];
    }
    expect(forward).toEqual(list);
    expect(backward).toEqual(list);
  });

  test.each<[string, ConnectionArgs, string, Record<string, unknown>]>([
    ['first 0', { first: 0 }, 'first', { minimum: 1, maximum: 100 }],
    ['first 101', { first: 101 }, 'first', { minimum: 1, maximum: 100 }],
    ['last 0', { last: 0 }, 'last', { minimum: 1, maximum: 100 }],
    ['first and last', { first: 1, last: 1 }, 'last', {}],
    ['a malformed cursor', { after: 'bm90LWEtY3Vyc29y' }, 'after', {}],
    ['a cursor of another list', { before: cursorOf('other', 1) }, 'before', {}],
    ['an altered cursor', { after: `${at(1)}x` }, 'after', {}],
    ['a negative offset', { offset: -1 }, 'offset', { minimum: 0 }],
    ['an offset with a cursor', { offset: 2, after: at(1) }, 'offset', {}],
  ])('%s is BAD_USER_INPUT naming the argument', async (_, args, argumentName, allowed) => {
    await expect(page(args)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', argumentName, ...allowed },
    });
  });
});
