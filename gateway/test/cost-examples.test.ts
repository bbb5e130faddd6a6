import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@muster/services/db';
import { useStack } from '@muster/testkit';
import { rateLimitsFromEnv } from '../src/limits/rate-budget';

/**
 * The worked examples of docs/api.md "Cost": each fenced ```graphql block followed by "Costs **N**" is sent to
 * the real gateway, which must report exactly that requested cost, and an actual cost no larger (the examples
 * size every list they may fill).
 */
const api = fs.readFileSync(path.join(repoRoot, 'docs', 'api.md'), 'utf8');
const EXAMPLE = /```graphql\n((?:(?!```)[\s\S])*?)\n```\n+Costs \*\*([\d,]+)\*\*/g;
const examples = [...api.matchAll(EXAMPLE)].map(([, query, cost]) => ({
  query: query!,
  cost: Number(cost!.replaceAll(',', '')),
}));

const stack = useStack({ gateway: { rateLimits: rateLimitsFromEnv({}) } });

test('docs/api.md states worked examples of the cost', () => {
  expect(examples.length).toBeGreaterThanOrEqual(5);
});

test.each(examples)('costs $cost: $query', async ({ query, cost }) => {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  expect(body.extensions.cost.requestedQueryCost).toBe(cost);
  expect(body.extensions.cost.actualQueryCost).toBeLessThanOrEqual(cost);
});
