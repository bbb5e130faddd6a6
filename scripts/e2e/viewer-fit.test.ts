import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword } from '../data/build/users';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Issue 16's viewer points as a researcher lives them: the viewer fills the window with its filmstrip and image
// controls in view (1366×768 and a 390×844 phone), the keys do what the shortcuts dialog says wherever the focus
// is (after clicking the scan too), Reset is there after any change, focus comes back to what opened a dialog,
// and a record opens its page with the person outlined and zoomed to; hovering a name in "On this page" marks it.
const env = useBrowserStack();

async function signIn(page: Page) {
  await page.goto(`${env.stack.url}/login`);
  await page.getByLabel('Email or username').fill('annual');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A page with at least two records outlined on it (sub-images), a next page, and the first such record. */
async function pageWithRegions(): Promise<{ imageId: number; recordId: number; subImageId: number; other: number }> {
  const rows = await env.stack.db.db
    .selectFrom('index_records as r')
    .innerJoin('images as i', 'i.id', 'r.image_id')
    .select(['r.id as recordId', 'r.image_id as imageId', 'r.sub_image_id as subImageId'])
    .where('r.sub_image_id', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('images as n')
          .select('n.id')
          .whereRef('n.roll_id', '=', 'i.roll_id')
          .whereRef('n.ordinal', '>', 'i.ordinal'),
      ),
    )
    .orderBy('r.image_id')
    .orderBy('r.id')
    .limit(400)
    .execute();
  for (const row of rows) {
    const other = rows.find((r) => r.imageId === row.imageId && r.subImageId !== row.subImageId);
    if (other) return { ...row, subImageId: row.subImageId!, other: other.subImageId! };
  }
  throw new Error('No demo page holds two records with regions');
}

async function openViewer(page: Page, address: string) {
  await page.goto(`${env.stack.url}${address}`);
  await page.locator('.scan-viewer__canvas canvas').first().waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
}

/** Whether an element is wholly inside the window. */
const inWindow = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.height > 0 &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= innerHeight + 0.5 &&
        box.right <= innerWidth + 0.5
      );
    });

/** The page cannot scroll: nothing is taller or wider than the window. */
const scrolls = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollHeight > root.clientHeight + 1 || root.scrollWidth > root.clientWidth + 1;
  });

test.each([
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
])(
  'on a %s the viewer fills the window: no page scroll, filmstrip and image controls in view',
  async (name, size) => {
    const phone = size.width < 768;
    const page = await env.browser.newPage({ viewport: size, isMobile: phone, hasTouch: phone });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    const { imageId, subImageId } = await pageWithRegions();
    await openViewer(page, `/image/${imageId}?rec=${subImageId}`);

    // First visit: the tips show; on a phone they sit below the scan, never over it.
    const tips = page.getByRole('region', { name: 'Tips for the viewer' });
    await tips.waitFor();
    const scanBox = (await page.locator('.scan-viewer').boundingBox())!;
    if (phone) {
      const tipsBox = (await tips.boundingBox())!;
      expect(tipsBox.y).toBeGreaterThanOrEqual(scanBox.y + scanBox.height - 1);
      // The scan is the first thing under the viewer's one-row top bar.
      expect(scanBox.y).toBeLessThan(120);
      expect(scanBox.height).toBeGreaterThan(250);
    }
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(screenshotDir, `viewer-fit-tips-${name}.png`) });
    await tips.getByRole('button', { name: 'Got it' }).click();

    expect(await scrolls(page)).toBe(false);
    for (const part of ['.scan-viewer', '.filmstrip', '.image-controls', '.viewer-footer'])
      expect([part, await inWindow(page, part)]).toEqual([part, true]);
    expect((await page.locator('.scan-viewer').boundingBox())!.height).toBeGreaterThan(phone ? 400 : 330);

    // Find in page opens without pushing the controls or the filmstrip out of the window.
    await page.getByRole('button', { name: 'More ▾' }).click();
    await page.getByRole('menuitem', { name: 'Find in image' }).click();
    await page.getByRole('searchbox', { name: 'Find in page' }).waitFor();
    expect(await scrolls(page)).toBe(false);
    for (const part of ['.find-bar', '.filmstrip', '.image-controls'])
      expect([part, await inWindow(page, part)]).toEqual([part, true]);
    await page.getByRole('button', { name: 'Close find' }).click();

    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(screenshotDir, `viewer-fit-${name}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  },
  120_000,
);
