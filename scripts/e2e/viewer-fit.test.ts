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
    } else {
      // On a wide screen they sit in the info pane beside the scan, which keeps its whole height.
      expect(await tips.evaluate((el) => el.closest('.viewer-info') !== null)).toBe(true);
      expect(scanBox.height).toBeGreaterThan(330);
    }
    // Opened for a record, the view is zoomed in on its line (as wide as the line, a couple of lines around it).
    // Opened for a record, the view is zoomed in on its line: the line, drawn across the page, spans the scan's width
    // (on a wide screen that is well past the whole page's fit; on a phone the page's width already is).
    if (!phone) await viewSettles(page, { zoom: '>1.2', moved: 'true' });
    await page.waitForFunction(
      () => {
        const line = document.querySelector('.scan-viewer__region')?.getBoundingClientRect();
        const canvas = document.querySelector('.scan-viewer__canvas')?.getBoundingClientRect();
        return !!line && !!canvas && line.width / canvas.width > 0.85;
      },
      null,
      { timeout: 10_000 },
    );
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

/** The view as OpenSeadragon has it (ScanViewer writes it on the scan's element after each move settles). */
const view = (page: Page) =>
  page.locator('.scan-viewer__canvas').evaluate((el: HTMLElement) => ({ ...el.dataset }) as Record<string, string>);

/** Waits for the view to settle as asked: each value exactly, or above the number after a '>'. */
async function viewSettles(page: Page, want: Record<string, string>) {
  const settled = page.waitForFunction(
    (w) => {
      const d = (document.querySelector('.scan-viewer__canvas') as HTMLElement | null)?.dataset;
      return (
        d !== undefined &&
        Object.entries(w).every(([k, v]) => (v.startsWith('>') ? Number(d[k]) > Number(v.slice(1)) : d[k] === v))
      );
    },
    want,
    { timeout: 10_000 },
  );
  // On a timeout, say where the view was.
  await settled.catch(async (e: Error) => {
    throw new Error(`${e.message}: wanted ${JSON.stringify(want)}, the view is ${JSON.stringify(await view(page))}`);
  });
}

/** Clicks the middle of the scan, as a reader does before using the keys; the scan then has the focus. */
async function clickScan(page: Page) {
  await page.locator('.scan-viewer__canvas').click();
  await expect(page.evaluate(() => document.activeElement?.classList.contains('openseadragon-canvas'))).resolves.toBe(
    true,
  );
}

test('every key of the shortcuts dialog does what it says after a click on the scan; OpenSeadragon keys do not shadow them', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  const { imageId } = await pageWithRegions();
  await openViewer(page, `/image/${imageId}`);
  await page.getByRole('button', { name: 'Got it' }).click();
  // The scan grew as the tips went: fit the page to it.
  await page.getByRole('button', { name: 'Fit page' }).click();
  await viewSettles(page, { zoom: '1.00', moved: 'false' });
  await clickScan(page);

  // F toggles the filmstrip, and does not mirror the scan.
  await page.keyboard.press('f');
  await page.locator('.filmstrip').waitFor({ state: 'detached' });
  await page.keyboard.press('f');
  await page.locator('.filmstrip').waitFor();
  await page.waitForTimeout(400);
  expect((await view(page)).flipped).toBe('false');

  // R is nobody's key: the scan does not turn behind the Rotate button's back.
  await page.keyboard.press('r');
  await page.waitForTimeout(600);
  expect((await view(page)).rotation).toBe('0');

  // A starts an annotation (where the caller may annotate) and does not scroll the scan sideways.
  const canAnnotate = (await page.getByRole('button', { name: 'Annotate' }).count()) > 0;
  await page.keyboard.press('a');
  await page.waitForTimeout(600);
  expect((await view(page)).moved).toBe('false');
  if (canAnnotate) {
    await page.getByText(/Drag a rectangle|Loading the annotation tools/).waitFor();
    await page.locator('.annotation-hint').getByRole('button', { name: 'Cancel' }).click();
  }
  await clickScan(page);

  // I toggles the info pane.
  const infoShown = await page.locator('.viewer-info').count();
  await page.keyboard.press('i');
  await expect(page.locator('.viewer-info').count()).resolves.toBe(1 - infoShown);
  await page.keyboard.press('i');
  await expect(page.locator('.viewer-info').count()).resolves.toBe(infoShown);

  // Ctrl and + / − zoom (the browser's page zoom does not), Z fits the page again.
  await page.keyboard.press('Control+Equal');
  await viewSettles(page, { zoom: '>1.2' });
  const zoomed = Number((await view(page)).zoom);
  await page.keyboard.press('Control+Minus');
  await page.waitForFunction(
    (z) => Number((document.querySelector('.scan-viewer__canvas') as HTMLElement).dataset.zoom) < z - 0.1,
    zoomed,
  );
  await page.keyboard.press('Control+Equal');
  await viewSettles(page, { zoom: '>1.2' });
  await page.keyboard.press('z');
  await viewSettles(page, { zoom: '1.00', moved: 'false' });

  // ? shows the dialog; closing it gives the focus back to the scan, where the keys go on working.
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Fold3 Viewer Shortcuts' });
  await dialog.waitFor();
  for (const row of ['Zoom fit', 'Create Annotation', 'Toggle Info Pane', 'Toggle Filmstrip', 'Find in Page'])
    await dialog.getByText(row).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(page.evaluate(() => document.activeElement?.classList.contains('openseadragon-canvas'))).resolves.toBe(
    true,
  );

  // Ctrl+F opens find in page on its text box; Escape closes it.
  await page.keyboard.press('Control+f');
  const findBox = page.getByRole('searchbox', { name: 'Find in page' });
  await expect(findBox.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await findBox.waitFor({ state: 'detached' });
  await clickScan(page);

  // Ctrl+S opens Download where the publication allows it; Ctrl+Shift+P prints where it allows printing.
  await page.getByRole('button', { name: 'More ▾' }).click();
  const canDownload = (await page.getByRole('menuitem', { name: 'Download' }).count()) > 0;
  const canPrint = (await page.getByRole('menuitem', { name: 'Print' }).count()) > 0;
  await page.keyboard.press('Escape');
  await clickScan(page);
  if (canDownload) {
    await page.keyboard.press('Control+s');
    await page.getByRole('dialog', { name: 'Download this image' }).waitFor();
    await page.keyboard.press('Escape');
    await clickScan(page);
  }
  if (canPrint) {
    await page.context().addInitScript(() => {
      window.print = () => {};
    });
    const [printPage] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Control+Shift+P')]);
    await printPage.waitForURL(new RegExp(`/print\\?image=${imageId}`));
    await printPage.close();
    await clickScan(page);
  }

  // Ctrl+→ and Ctrl+← turn the pages.
  await page.keyboard.press('Control+ArrowRight');
  await page.waitForURL((url) => url.pathname.startsWith('/image/') && url.pathname !== `/image/${imageId}`);
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await clickScan(page);
  await page.keyboard.press('Control+ArrowLeft');
  await page.waitForURL((url) => url.pathname === `/image/${imageId}`);
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await clickScan(page);

  // Ctrl+A adds the page to a memorial (not the browser's select-all).
  await page.keyboard.press('Control+a');
  await Promise.race([
    page.waitForURL(/\/memorial\/create\?image=/),
    page.getByRole('dialog', { name: /Memorial/ }).waitFor(),
  ]);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

test('Reset is there after any change, a turned page is fitted again, and closing a dialog gives the focus back to what opened it', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  const { imageId } = await pageWithRegions();
  await openViewer(page, `/image/${imageId}`);
  await page.getByRole('button', { name: 'Got it' }).click();
  // The scan grew as the tips went: fit the page to it.
  await page.getByRole('button', { name: 'Fit page' }).click();
  await viewSettles(page, { zoom: '1.00', moved: 'false' });
  const reset = page.getByRole('button', { name: 'Reset' });
  await expect(reset.isDisabled()).resolves.toBe(true);

  await page.getByRole('slider', { name: 'Brightness' }).fill('20');
  await expect(reset.isEnabled()).resolves.toBe(true);
  await reset.click();
  await expect(reset.isDisabled()).resolves.toBe(true);

  // Zooming is a change too; Reset fits the page again.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await viewSettles(page, { zoom: '>1.2' });
  await expect(reset.isEnabled()).resolves.toBe(true);
  await reset.click();
  await viewSettles(page, { zoom: '1.00', moved: 'false' });
  await expect(reset.isDisabled()).resolves.toBe(true);

  // A zoomed page turned a quarter is fitted again, turned.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await viewSettles(page, { zoom: '>1.2' });
  await page.getByRole('button', { name: 'Rotate ↻' }).click();
  await viewSettles(page, { rotation: '90', zoom: '1.00', moved: 'false' });
  await expect(reset.isEnabled()).resolves.toBe(true);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(screenshotDir, 'viewer-fit-rotated-desktop.png') });
  await reset.click();
  await viewSettles(page, { rotation: '0', zoom: '1.00' });

  // Focus goes back to the button that opened a dialog, the More menu's for its items.
  const more = page.getByRole('button', { name: 'More ▾' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await page.getByRole('dialog', { name: /^Share this/ }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await expect(more.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  const shortcuts = page.getByRole('button', { name: 'See Keyboard Shortcuts' });
  await shortcuts.click();
  await page.getByRole('dialog', { name: 'Fold3 Viewer Shortcuts' }).getByRole('button', { name: 'Close' }).click();
  await expect(shortcuts.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

test('a record opens its page with the person outlined and zoomed to; hovering a name in On this page marks it', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  const { imageId, recordId, subImageId, other } = await pageWithRegions();

  await page.goto(`${env.stack.url}/record/${recordId}`);
  const open = page.getByRole('link', { name: 'View the original page', exact: true });
  await expect(open.getAttribute('href')).resolves.toBe(`/image/${imageId}?rec=${subImageId}`);
  await open.click();
  await page.waitForURL(new RegExp(`/image/${imageId}\\?rec=${subImageId}$`));
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Got it' }).click();

  // The record's line is outlined and the view brought to it: zoomed in, the box across most of the scan.
  const box = page.locator('.scan-viewer__region:not(.scan-viewer__region--hover)');
  await box.waitFor();
  await viewSettles(page, { zoom: '>1.1', moved: 'true' });
  const scan = (await page.locator('.scan-viewer').boundingBox())!;
  const marked = (await box.boundingBox())!;
  expect(marked.width).toBeGreaterThan(scan.width * 0.5);
  expect(marked.x).toBeGreaterThanOrEqual(scan.x);
  expect(marked.x + marked.width).toBeLessThanOrEqual(scan.x + scan.width);
  expect(marked.y).toBeGreaterThanOrEqual(scan.y);
  expect(marked.y + marked.height).toBeLessThanOrEqual(scan.y + scan.height);

  // Hovering another name in On this page outlines that person too, without moving the view; leaving clears it.
  const before = await view(page);
  const names = page.locator('.viewer-info__records li', {
    has: page.locator(`a[href="/image/${imageId}?rec=${other}"]`),
  });
  await names.first().hover();
  const hovered = page.locator('.scan-viewer__region--hover');
  await hovered.waitFor();
  const hoveredBox = (await hovered.boundingBox())!;
  expect(Math.abs(hoveredBox.y - marked.y)).toBeGreaterThan(2);
  await page.screenshot({ path: path.join(screenshotDir, 'viewer-fit-record-desktop.png') });
  expect((await view(page)).zoom).toBe(before.zoom);
  await page.locator('.viewer-top__title').hover();
  await hovered.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
