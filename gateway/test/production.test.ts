import { type Stack, startStack } from '@muster/testkit';

// What a partner sees of the production gateway (NODE_ENV=production): the schema can be introspected
// (GraphiQL and codegen depend on it) and errors meant for callers keep their code and message.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: true, warmCache: false } });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

test('introspection answers in production', async () => {
  const { body } = await stack.gql('{ __schema { queryType { name } } __type(name: "Node") { kind } }');
  expect(body.errors).toBeUndefined();
  expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } }, __type: { kind: 'INTERFACE' } });
});

test('a page past the 10,000th hit is refused with TOO_LARGE and its message', async () => {
  const { body } = await stack.gql('{ search(query: { offset: 9950, maxCount: 100 }) { total } }');
  expect(body.errors?.[0]?.extensions?.code).toBe('TOO_LARGE');
  expect(body.errors?.[0]?.message).toMatch(/10,?000/);
});
