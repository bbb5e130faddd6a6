import { GraphQLError, execute, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { SwappableExecution, compile, withPlainErrors, type ExecutionOptions } from './executor';
import { rootFieldNames } from './root-fields';

const typeDefs = parse(`
  type Query { items(n: Int!): [Item!]!  publications: [Item!]!  failing: Item  search: Item }
  type Item { id: ID! name: String! twice: Int! }
`);

const resolvers = {
  Query: {
    items: (_: unknown, { n }: { n: number }) =>
      Array.from({ length: n }, (_, i) => ({ id: String(i), name: `item ${i}`, value: i })),
    publications: () => [{ id: 'p', name: 'catalogue', value: 1 }],
    failing: () => {
      throw new GraphQLError('refused', { extensions: { code: 'TOO_LARGE', maximum: 3 } });
    },
    search: async () => ({ id: 's', name: 'hit', value: 2 }),
  },
  Item: { twice: (item: { value: number }) => item.value * 2 },
} as unknown as Resolvers;

function setUp(options: ExecutionOptions = {}) {
  const plans: { operationName: string | null; path: string; reason: string }[] = [];
  const execution = new SwappableExecution(typeDefs, resolvers, { ...options, onPlan: (plan) => plans.push(plan) });
  const run = (
    source: string,
    variables: Record<string, unknown> = {},
    operationName?: string,
    operationNode = operationName,
  ) => {
    const document = parse(source);
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode =>
        d.kind === 'OperationDefinition' && (operationNode === undefined || d.name?.value === operationNode),
    )!;
    return execution.executor({
      document,
      operation,
      queryHash: source,
      source,
      operationName: operationName ?? null,
      request: { query: source, variables, operationName },
      context: {},
    } as never);
  };
  return { execution, plans, run };
}

const plainly = (document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string) =>
  execute({ schema: setUp({ jit: false }).execution.schema, document, variableValues: variables, operationName });

describe('SwappableExecution', () => {
  const QUERY = 'query Items($n: Int!) { items(n: $n) { id name twice } search { id twice } }';

  test('compiles an operation once and answers as graphql-js does', async () => {
    const { plans, run } = setUp();
    const first = await run(QUERY, { n: 3 });
    const second = await run(QUERY, { n: 5 });
    expect(plans).toEqual([{ operationName: null, path: 'jit', reason: 'compiled' }]);
    expect(first).toEqual(await plainly(parse(QUERY), { n: 3 }));
    expect(second).toEqual(await plainly(parse(QUERY), { n: 5 }));
  });

  test.each([
    ['missing', {}],
    ['of the wrong type', { n: 'three' }],
    ['null for a non-null type', { n: null }],
  ])(
    "a compiled operation answers a variable %s with graphql-js's error, running nothing",
    async (_name, variables) => {
      const { run } = setUp();
      const result = await run(QUERY, variables);
      expect(result).not.toHaveProperty('data');
      expect(JSON.parse(JSON.stringify(result))).toEqual(
        JSON.parse(JSON.stringify(await plainly(parse(QUERY), variables))),
      );
      expect(result.errors?.[0]?.message).toMatch(/^Variable "\$n"/);
    },
  );

  test('runs every operation on graphql-js when jit is off', async () => {
    const { plans, run } = setUp({ jit: false });
    expect(await run(QUERY, { n: 2 })).toEqual(await plainly(parse(QUERY), { n: 2 }));
    expect(plans.map((p) => p.path)).toEqual(['graphql-js']);
  });

  test.each([
    ['{ publications { id } }', 'publicly cacheable'],
    ['{ ...F } fragment F on Query { publications { id } __typename }', 'publicly cacheable'],
    ['{ __schema { queryType { name } } }', 'introspection'],
    ['{ items(n: 1) { id } __type(name: "Item") { name } }', 'introspection'],
  ])('%s runs on graphql-js (%s)', async (source, reason) => {
    const { plans, run } = setUp();
    expect(await run(source)).toEqual(await plainly(parse(source)));
    expect(plans).toEqual([{ operationName: null, path: 'graphql-js', reason }]);
  });

  test('a mix of cacheable and other root fields is compiled: it can never be cached anyway', async () => {
    const { plans, run } = setUp();
    await run('{ publications { id } items(n: 1) { id } }');
    expect(plans.map((p) => p.path)).toEqual(['jit']);
  });

  test('falls back to graphql-js when graphql-jit cannot compile the operation', async () => {
    const source = 'query A { items(n: 1) { id } } query B { search { name } }';
    const { plans, run } = setUp();
    // An operation name graphql-jit cannot find in the document makes it refuse to compile.
    const result = await run(source, {}, 'Missing', 'A');
    expect(plans).toEqual([
      { operationName: 'Missing', path: 'graphql-js', reason: expect.stringMatching(/^jit cannot compile: /) },
    ]);
    expect(result).toEqual(await plainly(parse(source), {}, 'Missing'));
    expect(compile(setUp().execution.schema, parse(source), 'B').path).toBe('jit');
  });

  test('errors keep their code, path and location, and their message can be rewritten like graphql-js errors', async () => {
    const { run } = setUp();
    const result = await run('{ failing { id } }');
    const expected = await plainly(parse('{ failing { id } }'));
    expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse(JSON.stringify(expected)));
    const [error] = result.errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.extensions).toEqual({ code: 'TOO_LARGE', maximum: 3 });
    // graphql-armor masks field suggestions in production by assigning the message.
    (error as { message: string }).message = 'masked';
    expect(error.message).toBe('masked');
  });

  test('withPlainErrors leaves results without errors untouched', () => {
    const result = { data: { a: 1 } };
    expect(withPlainErrors(result)).toBe(result);
  });

  test('keeps at most maxCompiled plans, dropping the least recently used', async () => {
    const { plans, run } = setUp({ maxCompiled: 2 });
    await run('{ search { id } }');
    await run('{ search { name } }');
    await run('{ search { id } }');
    await run('{ search { twice } }');
    await run('{ search { id } }');
    await run('{ search { name } }');
    expect(plans.length).toBe(4);
  });
});

describe('rootFieldNames', () => {
  test('follows inline fragments and fragment spreads', () => {
    const document = parse(
      'query { a ... on Query { b } ...F } fragment F on Query { c ...G } fragment G on Query { d }',
    );
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect([...rootFieldNames(document, operation)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
