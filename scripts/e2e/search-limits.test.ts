import path from 'node:path';
import { searchHref } from '@muster/client/search-state';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// A user over one of the search's input limits (contract/src/rules/search-limits.ts) reads what to change,
// beside the box while typing, or in place of the results for an address that asks too much: never
// "Something went wrong".
const env = useBrowserStack();

test('eleven names in the last-name box: the form says the limit at once and does not search', async () => {
  const { page, errors } = await pageWithErrors(env.browser);
  await page.goto(`${env.stack.url}/search`);
  const lastName = page.getByRole('search').getByRole('combobox', { name: 'Last name', exact: true });
  await lastName.fill('Smith Jones Brown Taylor Wilson Davies Evans Thomas Roberts Walker Wright');
  await expect(page.getByText(/^Last name may have/).textContent()).resolves.toBe(
    'Last name may have at most 4 words (got 11).',
  );
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  expect(new URL(page.url()).search).toBe('');
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-search-limit-form.png') });
  expect(errors).toEqual([]);
});

test("an address over a limit shows the gateway's reason in place of the results", async () => {
  const { page, errors } = await pageWithErrors(env.browser);
  const names = Array.from({ length: 11 }, () => ({ type: 'FULL_NAME' as const, texts: ['Smith'] }));
  await page.goto(env.stack.url + searchHref({ fieldedKeywords: names }));
  const notice = page.getByRole('alert').filter({ hasText: 'This search can’t be run as it is.' });
  await expect(notice.textContent()).resolves.toContain('A search may have at most 10 fielded keywords (got 11).');
  await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-search-limit-refused.png') });
  expect(errors).toEqual([]);
});
