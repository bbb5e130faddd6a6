import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { demoPassword } from '../data/build/users';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Every way from a record to its scan outlines the person (issue 16 point 3): a memorial's source made from a
// record, a publication's "A look inside" tile and a search hit in the grid view open `/image/{id}?rec={region}`,
// and the viewer draws the box around that record's line.
const env = useBrowserStack();

async function signIn(page: Page) {
  await page.goto(`${env.stack.url}/login`);
  await page.getByLabel('Email or username').fill('annual');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Clicks a link to a scan and checks the viewer opened on the record's region with its box drawn. */
async function opensOutlined(page: Page, link: Locator, shot: string) {
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/image\/\d+\?rec=\d+$/);
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  const tips = page.getByRole('button', { name: 'Got it' });
  if (await tips.isVisible()) await tips.click();
  const box = page.locator('.scan-viewer__region:not(.scan-viewer__region--hover)');
  await box.waitFor();
  const scan = (await page.locator('.scan-viewer').boundingBox())!;
  const marked = (await box.boundingBox())!;
  expect(marked.width).toBeGreaterThan(20);
  expect(marked.y).toBeGreaterThanOrEqual(scan.y - 1);
  expect(marked.y + marked.height).toBeLessThanOrEqual(scan.y + scan.height + 1);
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(screenshotDir, `scan-links-${shot}.png`) });
}

test("a memorial's record source opens the scan with the person outlined", async () => {
  // A public memorial whose source is a record cut out of its page.
  const row = await env.stack.db.db
    .selectFrom('memorials as m')
    .innerJoin('index_records as r', 'r.id', 'm.index_record_id')
    .select(['m.id as memorialId', 'r.image_id as imageId', 'r.sub_image_id as subImageId'])
    .where('m.privacy_mode', '=', 'PUBLIC')
    .where('r.sub_image_id', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('memorial_elements as e')
          .select('e.id')
          .whereRef('e.memorial_id', '=', 'm.id')
          .where('e.type', '=', 'SOURCE'),
      ),
    )
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await page.goto(`${env.stack.url}/memorial/${row.memorialId}`);
  const link = page
    .locator('.memorial-refs')
    .getByRole('link', { name: /^View the original page/ })
    .first();
  await expect(link.getAttribute('href')).resolves.toBe(`/image/${row.imageId}?rec=${row.subImageId}`);
  await opensOutlined(page, link, 'memorial-source');
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

test("a publication's sample tile of a record opens the scan with the person outlined", async () => {
  const { publicationId } = await env.stack.db.db
    .selectFrom('index_records')
    .select('publication_id as publicationId')
    .where('sub_image_id', 'is not', null)
    .orderBy('publication_id')
    .executeTakeFirstOrThrow();
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signIn(page);
  await page.goto(`${env.stack.url}/publication/${publicationId}`);
  await page.locator('.tile').first().waitFor();
  const tile = page.locator('.tile a[href*="?rec="]').first();
  await opensOutlined(page, tile, 'publication-tile');
  await page.close();
}, 120_000);

test('a record hit in the search grid view opens the scan with the person outlined', async () => {
  const { surname } = await env.stack.db.db
    .selectFrom('index_records')
    .select('surname')
    .where('sub_image_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signIn(page);
  await page.goto(`${env.stack.url}/search?keywords=${encodeURIComponent(surname)}`);
  await page.locator('.search-hit').first().waitFor();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Grid' }).click();
  await page.locator('.search-hit--grid').first().waitFor();
  await opensOutlined(
    page,
    page.locator('.search-hit--grid a.search-hit__thumb[href*="?rec="]').first(),
    'search-grid',
  );
  await page.close();
}, 120_000);
