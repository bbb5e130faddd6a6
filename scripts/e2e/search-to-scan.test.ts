import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// The walking skeleton's promise, as a visitor lives it: open the home page, search a surname that is
// in the generated records, open a hit, and see its scan in the viewer.
const env = useBrowserStack();

/** The most common surname whose records all sit on PUBLIC pages, which a visitor may see in full. */
async function commonSurname(): Promise<string> {
  const row = await env.stack.db.db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .select(['r.surname', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('r.surname')
    .having((eb) => eb.fn.sum(eb.case().when('p.access_level', '=', 'PUBLIC').then(0).else(1).end()), '=', 0)
    .orderBy('n', 'desc')
    .orderBy('r.surname')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.surname;
}

/** Standard deviation of the grey levels of an element's screenshot: near 0 for a blank box. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).screenshot();
  const stats = await sharp(png).greyscale().stats();
  return stats.channels[0].stdev;
}

test('a visitor searches a surname from the home page, opens a hit and sees its scan', async () => {
  const surname = await commonSurname();
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${env.stack.url}/`);
  await page.getByRole('search').locator('input[name="keywords"]').fill(surname);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

  await page.waitForURL(/\/search\?/);
  const hits = page.locator('.search-hit');
  await hits.first().waitFor();
  await expect(page.locator('.search-hit__title').first().textContent()).resolves.toContain(surname);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-search.png') });

  // Open the first record of that surname the visitor may view (the keywords also find other records, some
  // locked: a place of the same name), then its original page (a record always sits on a scan).
  await page
    .locator('.search-hit:not(:has(.search-hit__lock)) .search-hit__title a[href^="/record/"]', { hasText: surname })
    .first()
    .click();
  await page.waitForURL(/\/record\/\d+/);
  // The address changes before the record has loaded: wait for its heading rather than read the old one.
  await page.locator('h1', { hasText: surname }).first().waitFor();

  // Deep zoom: the viewer reads the signed IIIF info.json and then 512-px tiles carrying the same token.
  const imagePaths: string[] = [];
  page.on('request', (r) => {
    if (/^\/(iiif|scan|download)\//.test(new URL(r.url()).pathname)) imagePaths.push(r.url());
  });
  const tileResponse = page.waitForResponse((r) =>
    /^\/iiif\/3\/\d+\/[^/]+\/[^/]+\/[^/]+\/default\.jpg$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('link', { name: 'View the original page' }).first().click();
  await page.waitForURL(/\/image\/\d+/);
  const tile = await tileResponse;
  expect(tile.status()).toBe(200);
  expect(tile.headers()['content-type']).toBe('image/jpeg');
  expect(new URL(tile.url()).searchParams.get('token')).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);

  await page.locator('.scan-viewer__canvas canvas').first().waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await expect(page.locator('.scan-viewer__canvas .openseadragon-container').count()).resolves.toBe(1);
  await expect(page.getByText('The scan could not be loaded.').count()).resolves.toBe(0);
  // Ink on paper: the drawn scan has real contrast, unlike an empty viewer.
  await page.waitForTimeout(500);
  expect(await contrastOf(page, '.scan-viewer__canvas')).toBeGreaterThan(8);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-viewer.png') });
  expect(imagePaths.some((url) => new URL(url).pathname.endsWith('/info.json'))).toBe(true);
  expect(imagePaths.filter((url) => !/^\/iiif\/3\//.test(new URL(url).pathname))).toEqual([]);

  expect(errors).toEqual([]);
}, 120_000);
