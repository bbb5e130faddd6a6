import type { Request } from 'playwright-core';
import { useBrowserStack } from '@muster/testkit/browser';

// Trusted documents (issue 14 point 10): the website never sends an operation's text, only the hash its build
// gave it; queries go by GET (cacheable when public) and the gateway knows every hash the pages use.
const env = useBrowserStack();

test('the website sends every operation by hash, and every hash is known', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const sent: Request[] = [];
  const answers: Promise<string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') sent.push(request);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql') answers.push(response.text());
  });

  await page.goto(`${env.stack.url}/`);
  await page.getByRole('search').locator('input[name="keywords"]').fill('Smith');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/search/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(answers);
  await page.close();

  expect(sent.length).toBeGreaterThan(1);
  for (const request of sent) {
    const url = new URL(request.url());
    const extensions = JSON.parse(url.searchParams.get('extensions') ?? request.postDataJSON()?.extensions ?? '{}');
    expect(request.method()).toBe('GET');
    expect(url.searchParams.get('query')).toBeNull();
    expect(extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  }
  for (const text of texts) expect(text).not.toContain('PERSISTED_QUERY_NOT_FOUND');
}, 60_000);
