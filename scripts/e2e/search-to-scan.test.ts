import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../services/src/db/connect';
import { launchChromium } from './browser';
import { type Stack, startStack } from './stack';

// The walking skeleton's promise, as a visitor lives it: open the home page, search a surname that is
// in the generated records, open a hit, and see its scan in the viewer.
let stack: Stack;
let browser: Browser;
const shots = path.join(repoRoot, 'data', 'screenshots');

beforeAll(async () => {
  stack = await startStack('tiny');
  browser = await launchChromium();
  fs.mkdirSync(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function commonSurname(): Promise<string> {
  const row = await stack.db.db.selectFrom('index_records')
    .select(['surname', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('surname').orderBy('n', 'desc').orderBy('surname').limit(1)
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
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${stack.url}/`);
  await page.getByRole('search').locator('input[name="keywords"]').fill(surname);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

  await page.waitForURL(/\/search\?/);
  const hits = page.locator('.search-hit');
  await hits.first().waitFor();
  await expect(page.locator('.search-hit__title').first().textContent()).resolves.toContain(surname);
  await page.screenshot({ path: path.join(shots, 'e2e-search.png') });

  // Open the first record hit, then its original page (a record always sits on a scan).
  await page.locator('.search-hit__title a[href^="/record/"]').first().click();
  await page.waitForURL(/\/record\/\d+/);
  await expect(page.locator('h1').first().textContent()).resolves.toContain(surname);

  const scanResponse = page.waitForResponse((r) => /\/scan\/\d+\.jpg$/.test(new URL(r.url()).pathname));
  await page.getByRole('link', { name: 'View the original page' }).first().click();
  await page.waitForURL(/\/image\/\d+/);
  const scan = await scanResponse;
  expect(scan.status()).toBe(200);
  expect(scan.headers()['content-type']).toBe('image/jpeg');

  await page.locator('.scan-viewer__canvas canvas').first().waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await expect(page.getByText('The scan could not be loaded.').count()).resolves.toBe(0);
  // Ink on paper: the drawn scan has real contrast, unlike an empty viewer.
  await page.waitForTimeout(500);
  expect(await contrastOf(page, '.scan-viewer__canvas')).toBeGreaterThan(8);
  await page.screenshot({ path: path.join(shots, 'e2e-viewer.png') });

  expect(errors).toEqual([]);
}, 120_000);
