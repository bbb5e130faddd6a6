import path from 'node:path';
import type { Page } from 'playwright-core';
import { initialBrowseState, selectValue, changeColumn } from '@muster/client/browse/state';
import { browseSearch } from '@muster/client/browse/url';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// The browse tool as a visitor drives it (content spec §2.3): publications, the publication's own level
// columns, a column's filter both ways with the retry link, down to the thumbnails and into the viewer,
// back again through the address; then the same link on a phone, one column at a time.
const env = useBrowserStack();

interface Trail {
  publicationId: number;
  title: string;
  accessLevel: string;
  levels: string[];
  /** The browse values of one roll, level by level. */
  values: string[];
}

/** The publication with the most browse levels (at most four), and one roll's path through them. */
async function pickTrail(): Promise<Trail> {
  const rows = await env.stack.db.db
    .selectFrom('rolls')
    .innerJoin('publications as p', 'p.id', 'rolls.publication_id')
    .select([
      'p.id',
      'p.title',
      'p.access_level',
      'p.browse_labels',
      'rolls.browse_1',
      'rolls.browse_2',
      'rolls.browse_3',
      'rolls.browse_4',
    ])
    .orderBy('rolls.id')
    .execute();
  const trails = rows
    .map((r) => {
      const levels = JSON.parse(r.browse_labels) as string[];
      const values = [r.browse_1, r.browse_2, r.browse_3, r.browse_4];
      return {
        publicationId: r.id,
        title: r.title,
        accessLevel: r.access_level,
        levels,
        values: levels.map((_, i) => values[i] ?? ''),
      };
    })
    .filter((t) => t.levels.length <= 4 && t.values.every(Boolean) && t.values[0].length >= 5);
  trails.sort((a, b) => b.levels.length - a.levels.length);
  if (!trails[0] || trails[0].levels.length < 2)
    throw new Error('The tiny data set has no publication with two browse levels');
  return trails[0];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const column = (page: Page, title: string) =>
  page.locator('.browse-column', { has: page.getByRole('heading', { name: title, exact: true }) });
const option = (page: Page, title: string, label: string) =>
  column(page, title)
    .getByRole('option')
    .filter({ has: page.locator('.browse-option__label', { hasText: new RegExp(`^${escape(label)}$`) }) });

/** Picks a value unless the column's auto-select (a single value, 250 ms after a click) already did. */
async function choose(page: Page, title: string, label: string) {
  const o = option(page, title, label);
  await o.waitFor();
  if ((await o.getAttribute('aria-selected')) !== 'true') await o.click();
  await page.waitForFunction(
    ([t, l]) =>
      [...document.querySelectorAll('.browse-column')].some(
        (c) =>
          c.querySelector('h2')?.textContent === t &&
          [...c.querySelectorAll('[role="option"][aria-selected="true"] .browse-option__label')].some(
            (e) => e.textContent === l,
          ),
      ),
    [title, label],
  );
}

test('a visitor browses a publication down to its pages and opens one', async () => {
  const trail = await pickTrail();
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${env.stack.url}/browse`);
  const publications = column(page, 'Publications');
  const publication = option(page, 'Publications', trail.title);
  await publication.waitFor();
  // Signed out: free publications say so, others do not.
  await expect(publication.locator('.browse-option__free').count()).resolves.toBe(
    trail.accessLevel === 'PUBLIC' ? 1 : 0,
  );
  await expect(page.locator('.browse-option__free').count()).resolves.toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Show previous browse section' }).isDisabled()).resolves.toBe(true);
  // The publication column filters by 'contain' only.
  await expect(publications.getByRole('combobox').count()).resolves.toBe(0);
  const word = trail.title.split(' ')[1] ?? trail.title;
  await publications.getByRole('searchbox').fill(word);
  await page.waitForFunction((w) => {
    const labels = [...document.querySelectorAll('.browse-column:first-child .browse-option__label')].map(
      (e) => e.textContent ?? '',
    );
    return labels.length > 0 && labels.every((l) => l.toLowerCase().includes(w.toLowerCase()));
  }, word);
  await publication.click();

  // The publication's level labels title the next columns; single values pick themselves after a click.
  for (const [i, value] of trail.values.entries()) await choose(page, trail.levels[i], value);
  await page.locator('.browse-grid .grid-thumb img').first().waitFor();

  // A shared link with a 'start with' filter that matches nothing offers 'contain' instead.
  const middle = trail.values[0].slice(1, 4);
  let state = selectValue(initialBrowseState(), 0, String(trail.publicationId), trail.title);
  state = changeColumn(state, 1, { filterVal: middle, filterType: 'PREFIX' });
  await page.goto(`${env.stack.url}/browse${browseSearch(state)}`);
  const first = column(page, trail.levels[0]);
  await first.getByText(`No results matching "${middle}"`).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-browse-no-results.png') });
  await first.getByRole('button', { name: 'Try "contain" instead' }).click();
  await option(page, trail.levels[0], trail.values[0]).waitFor();
  await expect(first.getByRole('combobox').inputValue()).resolves.toBe('TERM');
  // 'start with' the beginning of the value finds it as well.
  await first.getByRole('combobox').selectOption('PREFIX');
  await first.getByText(`No results matching "${middle}"`).waitFor();
  await first.getByRole('searchbox').fill(trail.values[0].slice(0, 3));
  for (const [i, value] of trail.values.entries()) await choose(page, trail.levels[i], value);

  // The deepest level chosen: the thumbnail grid, titles without the chosen labels.
  const thumbs = page.locator('.browse-grid .grid-thumb');
  await page.locator('.browse-grid .grid-thumb img').first().waitFor();
  const title = await thumbs.first().locator('.grid-thumb__title').textContent();
  expect(title!.length).toBeLessThanOrEqual(50);
  expect(title).not.toContain(`${trail.values[trail.values.length - 1]} - `);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-browse-grid.png') });
  const shared = page.url();

  await thumbs.first().click();
  await page.waitForURL(/\/image\/\d+/);

  // Back restores the columns from the address.
  await page.goBack();
  await page.locator('.browse-grid .grid-thumb').first().waitFor();
  const last = trail.levels.length - 1;
  await expect(option(page, trail.levels[last], trail.values[last]).getAttribute('aria-selected')).resolves.toBe(
    'true',
  );
  await page.close();

  // On a phone the same link shows one column at a time, and the arrows slide to the others.
  const phone = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
  phone.on('pageerror', (e) => errors.push(e.message));
  await phone.goto(shared);
  await phone.locator('.browse-grid .grid-thumb').first().waitFor();
  const inView = () =>
    phone.evaluate(() =>
      [...document.querySelectorAll('.browse-tool__slot')]
        .filter((slot) => {
          const box = slot.getBoundingClientRect();
          return box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1;
        })
        .map((slot) => slot.querySelector('h2')?.textContent),
    );
  await phone.waitForTimeout(500);
  await expect(inView()).resolves.toHaveLength(1);
  await phone.screenshot({ path: path.join(screenshotDir, 'e2e-browse-phone.png') });
  await phone.getByRole('button', { name: 'Show previous browse section' }).click();
  await phone.waitForTimeout(500);
  await expect(inView()).resolves.toEqual([trail.levels[last]]);
  await phone.close();

  expect(errors).toEqual([]);
}, 120_000);

/** The counts among the given options that are not whole inside their column (cut off or of no width). */
const cutCounts = (page: Page, scope: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} .browse-column`)].flatMap((col) => {
        const edge = col.getBoundingClientRect();
        if (edge.right <= 0 || edge.left >= window.innerWidth) return [];
        return [...col.querySelectorAll('.browse-option__count')]
          .filter((count) => {
            const box = count.getBoundingClientRect();
            return box.width === 0 || box.left < edge.left || box.right > Math.min(edge.right, window.innerWidth);
          })
          .map((count) => count.closest('[role="option"]')?.textContent ?? '');
      }),
    scope,
  );

test("every publication's count shows on a phone, and the viewer's Browse dialog opens with its columns in view", async () => {
  const trail = await pickTrail();
  const phone = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(`${env.stack.url}/browse`);
  await option(phone, 'Publications', trail.title).waitFor();
  await expect(phone.locator('.browse-option__count').first().isVisible()).resolves.toBe(true);
  await expect(cutCounts(phone, '.browse-page')).resolves.toEqual([]);
  await phone.screenshot({ path: path.join(screenshotDir, 'e2e-browse-counts-phone.png') });
  await phone.close();

  // The dialog opens after its tool mounts: the tool must measure itself then, not keep the 0 px of a closed dialog.
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const image = await env.stack.db.db
    .selectFrom('images')
    .select('id')
    .where('publication_id', '=', trail.publicationId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await page.goto(`${env.stack.url}/image/${image.id}`);
  await page.getByRole('button', { name: new RegExp(escape(trail.title)) }).click();
  const dialog = page.getByRole('dialog', { name: 'Browse the collections' });
  await dialog.locator('.browse-grid .grid-thumb').first().waitFor();
  await page.waitForTimeout(500);
  const slots = await dialog
    .locator('.browse-tool__slot')
    .evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).filter((r) => r.right > 0 && r.left < window.innerWidth),
    );
  expect(slots.length).toBeGreaterThanOrEqual(2);
  expect(slots.every((r) => r.width > 200)).toBe(true);
  await expect(cutCounts(page, '.browse-dialog')).resolves.toEqual([]);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-browse-dialog.png') });
  await page.close();
}, 90_000);
