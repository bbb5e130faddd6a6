import { startGateway, useStack } from '@muster/testkit';

/**
 * GET /metrics (issue point 12): only a scraper holding METRICS_TOKEN reads it, and whatever callers send, the
 * label sets stay bounded (operation names from the website's own list, routes by prefix).
 */
const METRICS_TOKEN = 'metrics-access-test-token';
const stack = useStack({ gateway: { warmCache: false, metricsToken: METRICS_TOKEN } });

const scrape = (url = stack.url, authorization = `Bearer ${METRICS_TOKEN}`) =>
  fetch(`${url}/metrics`, { headers: { authorization } });
const seriesOf = (text: string, metric: string) => text.split('\n').filter((line) => line.startsWith(`${metric}{`));

test('without the bearer token (or from loopback, or with another scheme) /metrics is refused', async () => {
  for (const headers of [
    {} as Record<string, string>,
    { authorization: 'Bearer not-the-token-at-all' },
    { authorization: `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}` },
    { 'x-forwarded-for': '127.0.0.1' },
    { authorization: METRICS_TOKEN },
  ]) {
    const response = await fetch(`${stack.url}/metrics`, { headers });
    expect([headers, response.status]).toEqual([headers, 401]);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await response.text()).not.toContain('muster_gateway');
  }
});

test('with the token it is served, and never stored by a cache', async () => {
  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.text()).toContain('muster_gateway_http_requests_total');
});

test('a gateway without METRICS_TOKEN serves no metrics to anybody', async () => {
  const open = await startGateway({ servicesUrl: stack.servicesUrl, warmCache: false });
  try {
    for (const authorization of ['', `Bearer ${METRICS_TOKEN}`]) {
      const response = await scrape(open.url, authorization);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('muster_gateway');
    }
  } finally {
    await open.stop();
  }
});

test('a thousand made-up operation names and addresses add a bounded number of series', async () => {
  const made = Array.from({ length: 1000 }, (_, i) => `Probe${i}x${Math.random().toString(36).slice(2, 10)}`);
  const before = await (await scrape()).text();
  for (let i = 0; i < made.length; i += 50) {
    await Promise.all(
      made
        .slice(i, i + 50)
        .flatMap((name) => [
          stack.gql(`query ${name} { __typename }`),
          fetch(`${stack.url}/${name}/deep/${name}`, { headers: { accept: 'application/json' } }).then((r) =>
            r.arrayBuffer(),
          ),
        ]),
    );
  }
  // A website operation keeps its own name.
  await stack.gql('query Home { __typename }');
  const after = await (await scrape()).text();
  expect(after).not.toMatch(/Probe\d+x/);
  const operations = seriesOf(after, 'muster_gateway_graphql_operations_total');
  expect(operations.some((line) => line.includes('operationName="other",operationType="query",outcome="ok"'))).toBe(
    true,
  );
  expect(operations.some((line) => line.includes('operationName="Home"'))).toBe(true);
  expect(operations.length - seriesOf(before, 'muster_gateway_graphql_operations_total').length).toBeLessThanOrEqual(2);
  const routes = new Set(
    seriesOf(after, 'muster_gateway_http_requests_total').map((line) => /route="([^"]*)"/.exec(line)?.[1]),
  );
  expect([...routes].every((route) => route === 'site' || route?.startsWith('/'))).toBe(true);
  expect(routes.size).toBeLessThanOrEqual(10);
});
