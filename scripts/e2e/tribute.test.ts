import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Memorials and the Honor Wall look like tributes (issue 16 point 13): the wall leads with pictures, a memorial
// made from a record shows a portrait or the record's page (not a one-line sliver), and its source link reads as
// the record's title. Screenshots at 1366 × 768 and 390 × 844.
const env = useBrowserStack();

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `tribute-${name}.png`), fullPage: true });

/** Waits until every picture in `selector` has loaded, and answers their shapes (width / height). */
async function loadedShapes(page: Page, selector: string): Promise<number[]> {
  // At least one: right after a link is followed the old page may still be there, with none of them.
  await page.waitForFunction((s) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>(s)];
    return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
  }, selector);
  return page.$$eval(selector, (imgs) => (imgs as HTMLImageElement[]).map((i) => i.naturalWidth / i.naturalHeight));
}

for (const [name, width, height] of [
  ['desktop', 1366, 768],
  ['phone', 390, 844],
] as const) {
  test(`the Honor Wall leads with pictures and a memorial reads as a tribute (${name})`, async () => {
    const page = await env.browser.newPage({ viewport: { width, height } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.stack.url}/wall`);
    await page.locator('.honor-tile').first().waitFor();
    // The first row of the wall is on screen without scrolling, each tile a picture over a name.
    const first = await page.locator('.honor-tile__picture').first().boundingBox();
    expect(first!.y + first!.height).toBeLessThan(height);
    const shapes = await loadedShapes(page, '.honor-tile__picture img');
    expect(shapes.length).toBeGreaterThan(0);
    // No sliver: every honor picture is at most about twice as wide as it is tall.
    for (const shape of shapes) expect(shape).toBeLessThan(2.2);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await shot(page, `wall-${name}`);

    // A serviceperson's memorial from the wall: its cover is a picture with a shape, its source names the record.
    const memorialLink = page.locator('.honor-tile a').first();
    await memorialLink.click();
    await page.waitForURL(/\/memorial\/\d+$/);
    await page.locator('.memorial-header h1, .memorial-header__text h1').first().waitFor();
    const cover = await loadedShapes(page, '.memorial-header__portrait img');
    expect(cover[0]).toBeLessThan(2.2);
    const source = page.locator('.memorial-refs a[href^="/record/"]').first();
    if ((await source.count()) > 0) await expect(source.textContent()).resolves.not.toMatch(/^\/record\//);
    await shot(page, `memorial-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
}
