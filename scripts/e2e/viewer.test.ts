import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword } from '../data/build/users';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// The document viewer of content §2.4 as a visitor uses it: one deep-zoom viewer, find in page over the OCR
// word boxes, the shortcuts dialog, live brightness and turning the page from the keyboard.
const env = useBrowserStack();

/** GraphQL as the signed-in member of the page (the session cookie goes along). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = (await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    [query, variables] as const,
  )) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The tiny demo's rolls of several pages are for members, so the visitor signs in as a subscriber. */
async function signIn(page: Page) {
  await page.goto(`${env.stack.url}/login`);
  await page.getByLabel('Email or username').fill('annual');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A page with a next page and a word written on it at least twice, the word read from its OCR text through GraphQL. */
async function pageWithRepeatedWord(
  page: Page,
): Promise<{ imageId: number; word: string; total: number; nextId: number }> {
  const rows = await env.stack.db.db
    .selectFrom('images as i')
    .select('i.id')
    .where('i.ocr_words', '!=', '[]')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('images as n')
          .select('n.id')
          .whereRef('n.roll_id', '=', 'i.roll_id')
          .whereRef('n.ordinal', '>', 'i.ordinal'),
      ),
    )
    .orderBy('i.id')
    .limit(20)
    .execute();
  for (const { id } of rows) {
    const { image } = await gql<{ image: { ocrText: string | null; nextImage: { imageId: number } | null } }>(
      page,
      'query($id: Int!) { image(id: $id) { ocrText nextImage { imageId } } }',
      { id },
    );
    if (!image.ocrText || !image.nextImage) continue;
    const counts = new Map<string, number>();
    for (const w of image.ocrText
      .split(/\s+/)
      .map((t) => t.replace(/[^A-Za-z]/g, ''))
      .filter((t) => t.length >= 5))
      counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const [word, n] of counts) {
      if (n < 2) continue;
      const found = await gql<{ image: { findInPage: { total: number } } }>(
        page,
        'query($id: Int!, $text: String!) { image(id: $id) { findInPage(text: $text) { total } } }',
        { id, text: word },
      );
      if (found.image.findInPage.total >= 2)
        return { imageId: id, word, total: found.image.findInPage.total, nextId: image.nextImage.imageId };
    }
  }
  throw new Error('No demo page with a next page repeats a word');
}

async function openViewer(page: Page, address: string) {
  await page.goto(`${env.stack.url}${address}`);
  await page.locator('.scan-viewer__canvas canvas').first().waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
}

test('find in page, shortcuts, brightness and the next page in the viewer', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  const { imageId, word, total, nextId } = await pageWithRepeatedWord(page);
  await openViewer(page, `/image/${imageId}`);
  await expect(page.locator('.openseadragon-container').count()).resolves.toBe(1);

  // First visit: the tips show once, and stay dismissed.
  await page.getByRole('region', { name: 'Tips for the viewer' }).getByRole('button', { name: 'Got it' }).click();

  // Ctrl+F opens find in page; every hit is drawn over the scan and the first is current.
  await page.keyboard.press('Control+f');
  const findBox = page.getByRole('searchbox', { name: 'Find in page' });
  await expect(findBox.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await findBox.fill(word);
  await page.getByText(`1 of ${total}`).waitFor();
  await expect(page.locator('.scan-viewer__hit').count()).resolves.toBeGreaterThanOrEqual(total);
  await expect(page.locator('.scan-viewer__hit--current').first().getAttribute('data-hit')).resolves.toBe('0');
  expect(page.url()).toContain(`find=${encodeURIComponent(word)}`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(screenshotDir, 'viewer-find-desktop.png') });
  await page.getByRole('button', { name: 'Next match' }).click();
  await page.getByText(`2 of ${total}`).waitFor();
  await expect(page.locator('.scan-viewer__hit--current').first().getAttribute('data-hit')).resolves.toBe('1');

  // ? shows the shortcuts (outside a text field).
  await page.locator('.viewer-top__title').click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Fold3 Viewer Shortcuts' });
  await dialog.waitFor();
  await expect(dialog.textContent()).resolves.toContain('Toggle Filmstrip');
  await page.screenshot({ path: path.join(screenshotDir, 'viewer-shortcuts-desktop.png') });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Brightness applies live: the drawn canvas goes through the viewer's colour filter.
  await page.getByRole('slider', { name: 'Brightness' }).fill('40');
  await page.locator('.scan-viewer__filter filter').waitFor({ state: 'attached' });
  await expect(
    page
      .locator('.scan-viewer__canvas canvas')
      .first()
      .evaluate((c) => getComputedStyle(c).filter),
  ).resolves.toMatch(/url\(/);

  // Print opens /print in a new window with the same adjustments, signed for printing.
  await page.context().addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await page.getByRole('button', { name: 'More ▾' }).click();
  const [printPage] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'Print' }).click(),
  ]);
  await printPage.waitForURL(new RegExp(`/print\\?image=${imageId}&brightness=40$`));
  await printPage.locator('body[data-printed="yes"]').waitFor();
  const printed = printPage.locator('.print-page img');
  expect(new URL((await printed.getAttribute('src'))!, env.stack.url).searchParams.get('action')).toBe('print');
  await expect(printed.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
  await printPage.close();

  // The site-navigation toggle gives the scan the whole window, and brings the site back.
  await page.getByRole('button', { name: 'Hide site navigation' }).click();
  await page.locator('.site-header').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Show site navigation' }).click();
  await page.locator('.site-header').waitFor({ state: 'visible' });

  // Ctrl+→ turns to the next page of the roll, still finding the same word.
  await page.locator('.viewer-top__title').click();
  await page.keyboard.press('Control+ArrowRight');
  await page.waitForURL(new RegExp(`/image/${nextId}\\?find=`));
  await page.locator(`.filmstrip .is-current a[href^="/image/${nextId}"]`).waitFor();
  // The page's viewer is replaced, never doubled: one container, drawing the new page.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.openseadragon-container canvas').length > 0 &&
      !document.querySelector('.scan-viewer__status'),
  );
  await expect(page.locator('.openseadragon-container').count()).resolves.toBe(1);
  await expect(page.getByRole('region', { name: 'Tips for the viewer' }).count()).resolves.toBe(0);

  // A search for the word links its page hits into the viewer on the first hit.
  await page.goto(`${env.stack.url}/search?docQuery=k:${encodeURIComponent(word)}`);
  const imageHit = page.locator(`.search-hit__title a[href*="?find=${encodeURIComponent(word)}"]`).first();
  await imageHit.waitFor();
  await imageHit.click();
  await page.waitForURL(/\/image\/\d+\?find=/);
  await page.getByText(/^1 of \d+$/).waitFor();
  await page.locator('.scan-viewer__hit--current').first().waitFor();
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

test('the viewer on a phone: find hits and the shortcuts dialog fit 390 px', async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  const { imageId, word, total } = await pageWithRepeatedWord(page);
  await openViewer(page, `/image/${imageId}?find=${encodeURIComponent(word)}`);
  await page.getByRole('button', { name: 'Got it' }).click();
  // Opened from a search hit: the find bar is open on the first hit.
  await page.getByText(`1 of ${total}`).waitFor();
  await expect(page.locator('.viewer-info').count()).resolves.toBe(0);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(screenshotDir, 'viewer-find-phone.png') });
  await page.getByRole('button', { name: 'More ▾' }).click();
  await page.getByRole('menuitem', { name: 'Tag Image' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'See Keyboard Shortcuts' }).click();
  await page.getByRole('dialog', { name: 'Fold3 Viewer Shortcuts' }).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'viewer-shortcuts-phone.png') });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Info' }).click();
  await page.locator('.viewer-info').waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'viewer-info-phone.png') });
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
