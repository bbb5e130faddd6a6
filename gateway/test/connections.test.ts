import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';

const stack = useStack();

interface Page {
  edges: { cursor: string; node: Record<string, unknown> }[];
  nodes: Record<string, unknown>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}
const PAGE = 'edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount';

/** Walks a connection forward (first/after) or backward (last/before) to its end, page by page. */
async function walk(
  read: (args: Record<string, unknown>) => Promise<Page>,
  direction: 'forward' | 'backward',
  size = 2,
) {
  const pages: Page[] = [];
  for (let cursor: string | null = null; ;) {
    const page: Page = await read(
      direction === 'forward' ? { first: size, after: cursor } : { last: size, before: cursor },
    );
    expect(page.edges.map((e) => e.cursor)).toHaveLength(page.nodes.length);
    pages.push(page);
    const more = direction === 'forward' ? page.pageInfo.hasNextPage : page.pageInfo.hasPreviousPage;
    if (!more) break;
    cursor = direction === 'forward' ? page.pageInfo.endCursor : page.pageInfo.startCursor;
  }
  const ordered = direction === 'forward' ? pages : pages.reverse();
  return ordered.flatMap((p) => p.nodes);
}

async function data<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const { body } = await stack.gql(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

test('search walks every hit with first and after, the same hits as offset pages, each once', async () => {
  const SEARCH = `query S($first: Int, $after: String, $offset: Int) {
    search(query: { facetRequests: [] }, first: $first, after: $after, offset: $offset) {
      ${PAGE} nodes { doc { id } } facets { type } } }`;
  const read = async (args: Record<string, unknown>) => (await data<{ search: Page }>(SEARCH, args)).search;
  const walked = (await walk(read, 'forward', 7)).map((n) => (n.doc as { id: string }).id);
  const offsetPage = await read({ first: 100, offset: 0 });
  expect(walked).toEqual(offsetPage.nodes.map((n) => (n.doc as { id: string }).id));
  expect(new Set(walked).size).toBe(walked.length);
  expect(walked.length).toBeGreaterThan(7);
  // Every hit's cursor resumes after it; an offset page can start a walk.
  const second = await read({ first: 3, offset: 3 });
  expect(second.pageInfo.hasPreviousPage).toBe(true);
  const resumed = await read({ first: 2, after: second.edges[0]!.cursor });
  expect(resumed.nodes).toEqual(second.nodes.slice(1));
});

test.each([
  ['first: 0', 'BAD_USER_INPUT', 'first'],
  ['first: 101', 'BAD_USER_INPUT', 'first'],
  ['first: 100, offset: 9950', 'TOO_LARGE', undefined],
  ['after: "bm90LWEtY3Vyc29y"', 'BAD_USER_INPUT', undefined],
])('search(%s) is refused with %s', async (args, code, argumentName) => {
  const { body } = await stack.gql(`{ search(query: { facetRequests: [] }, ${args}) { totalCount } }`);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code, ...(argumentName ? { argumentName } : {}) });
});

test('paging inside the query still works alone, and is refused mixed with the arguments', async () => {
  const old = await data<{ search: { total: number; hits: unknown[] } }>(
    '{ search(query: { maxCount: 2, facetRequests: [] }) { total hits { title } } }',
    {},
  );
  expect(old.search.hits).toHaveLength(2);
  const { body } = await stack.gql('{ search(query: { maxCount: 2 }, first: 2) { totalCount } }');
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'query' });
});

test("a file's pages walk forward and backward to the same images in reading order", async () => {
  const FILE = `query F($id: Int!, $first: Int, $after: String, $last: Int, $before: String) {
    file(id: $id) { pages(first: $first, after: $after, last: $last, before: $before) { ${PAGE} nodes { id ordinal } } } }`;
  const read = async (args: Record<string, unknown>) =>
    (await data<{ file: { pages: Page } }>(FILE, { id: fixture.rolls.companyA, ...args })).file.pages;
  const forward = await walk(read, 'forward');
  expect(forward.map((n) => n.ordinal)).toEqual([1, 2, 3]);
  expect(await walk(read, 'backward')).toEqual(forward);
  const { body } = await stack.gql(`{ file(id: ${fixture.rolls.companyA}) { pages(last: 101) { totalCount } } }`);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'last', maximum: 100 });
});

test('the honor wall walks to its end with cursors, and its numbered pages agree', async () => {
  const WALL = `query W($first: Int, $after: String, $last: Int, $before: String, $offset: Int) {
    honorWall(first: $first, after: $after, last: $last, before: $before, offset: $offset) {
      ${PAGE} nodes { id } conflicts { conflict } } }`;
  const read = async (args: Record<string, unknown>) => (await data<{ honorWall: Page }>(WALL, args)).honorWall;
  const forward = await walk(read, 'forward', 1);
  const all = await read({ first: 100 });
  expect(forward).toEqual(all.nodes);
  expect(forward.length).toBe(all.totalCount);
  expect(await walk(read, 'backward', 1)).toEqual(forward);
  expect((await read({ first: 1, offset: 1 })).nodes).toEqual(forward.slice(1, 2));
  const { body } = await stack.gql('{ honorWall(after: "bm90LWEtY3Vyc29y") { totalCount } }');
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'after' });
});
