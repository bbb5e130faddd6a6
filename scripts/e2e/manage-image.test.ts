import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// 'Manage this image' (content §2.4, issue 15 point 6): the demo admin opens it from the viewer's more menu, turns
// the scan, moves it in its roll, retitles and hides it; a Basic member never sees the item, nor the hidden page.
const env = useBrowserStack();
const shots = path.join(screenshotDir, 'manage');

async function signedIn(width: number, height: number, username: string): Promise<{ page: Page; errors: string[] }> {
  const page = await env.browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await submitSignIn(page, env.stack.url, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { page, errors };
}

async function openViewer(page: Page, imageId: number) {
  await page.goto(`${env.stack.url}/image/${imageId}`);
  await page.locator('.scan-viewer__canvas canvas').first().waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  const tips = page.getByRole('region', { name: 'Tips for the viewer' });
  if (await tips.count()) await tips.getByRole('button', { name: 'Got it' }).click();
}

/** The first page of the longest roll (the tiny demo's rolls of several pages are for subscribers), and an open page. */
async function firstPageOfLongRoll(): Promise<{ imageId: number; rollId: number; openId: number }> {
  const db = env.stack.db.db;
  const roll = await db
    .selectFrom('images')
    .select('roll_id')
    .groupBy('roll_id')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('roll_id')
    .limit(1)
    .executeTakeFirst();
  const first =
    roll &&
    (await db
      .selectFrom('images')
      .select('id')
      .where('roll_id', '=', roll.roll_id)
      .orderBy('ordinal')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst());
  const open = await db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select('i.id')
    .where('p.access_level', 'in', ['PUBLIC', 'REGISTERED'])
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirst();
  if (!roll || !first || !open) throw new Error('No demo roll of two pages, or no open page');
  return { imageId: first.id, rollId: roll.roll_id, openId: open.id };
}

const moreMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'More ▾' }).click();
  return page.getByRole('menu');
};

test('staff rotate, move, retitle and hide a page from the viewer; a Basic member never sees the item', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const { imageId, rollId, openId } = await firstPageOfLongRoll();
  const db = env.stack.db.db;

  const basic = await signedIn(1366, 768, 'basic');
  await openViewer(basic.page, openId);
  const basicMenu = await moreMenu(basic.page);
  await basicMenu.getByRole('menuitem', { name: 'Share' }).waitFor();
  await expect(basicMenu.getByRole('menuitem', { name: 'Manage this image' }).count()).resolves.toBe(0);

  const { page, errors } = await signedIn(1366, 768, 'admin');
  await openViewer(page, imageId);
  await (await moreMenu(page)).getByRole('menuitem', { name: 'Manage this image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage this image' });
  await dialog.getByText('Rotate for good').waitFor();
  await page.screenshot({ path: path.join(shots, 'manage-dialog-desktop.png') });

  // Rotate: the scan is turned for good and the viewer opens its new revision.
  const before = await db
    .selectFrom('images')
    .select(['width', 'height'])
    .where('id', '=', imageId)
    .executeTakeFirstOrThrow();
  await dialog.getByRole('button', { name: '⟳ Right' }).click();
  await dialog.getByText('Turned 90° clockwise.').waitFor();
  const after = await db
    .selectFrom('images')
    .select(['width', 'height', 'revision'])
    .where('id', '=', imageId)
    .executeTakeFirstOrThrow();
  expect(after).toEqual({ width: before.height, height: before.width, revision: 1 });
  await dialog.getByText(`Now ${after.width} × ${after.height} pixels, revision 1.`).waitFor();

  // Move to page 2: the others shift.
  await dialog.getByLabel('Page').fill('2');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await dialog.getByText('Moved.').waitFor();
  const order = await db
    .selectFrom('images')
    .select('id')
    .where('roll_id', '=', rollId)
    .orderBy('ordinal')
    .limit(2)
    .execute();
  expect(order[1]!.id).toBe(imageId);

  // Retitle.
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Muster roll, first page (rescanned)');
  await dialog.getByRole('button', { name: 'Save title' }).click();
  await dialog.getByText('Title saved.').waitFor();

  // Hide: staff still open it, marked hidden.
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await dialog.getByText('The page is hidden.').waitFor();
  await dialog.getByText('Hidden: members and visitors cannot find this page.').waitFor();
  await page.screenshot({ path: path.join(shots, 'manage-dialog-hidden-desktop.png') });
  await page.keyboard.press('Escape');
  await page.getByText('Hidden by staff: members and visitors cannot find this page.').waitFor();
  await expect(page.title()).resolves.toContain('Muster roll, first page (rescanned)');
  await page.screenshot({ path: path.join(shots, 'viewer-hidden-page-desktop.png') });

  // The Basic member: the hidden page is not found.
  await basic.page.goto(`${env.stack.url}/image/${imageId}`);
  await basic.page.getByRole('heading', { name: 'We couldn’t find that image' }).first().waitFor();
  await basic.page.screenshot({ path: path.join(shots, 'hidden-page-basic-member-desktop.png') });

  // The dialog on a phone, opened from the admin link.
  const phone = await signedIn(390, 844, 'admin');
  await phone.page.goto(`${env.stack.url}/image/${imageId}?manage=1`);
  await phone.page.getByRole('dialog', { name: 'Manage this image' }).getByText('Rotate for good').waitFor();
  await phone.page.screenshot({ path: path.join(shots, 'manage-dialog-phone.png') });
  await phone.page.getByRole('dialog').getByRole('button', { name: 'Show' }).click();
  await phone.page.getByText('The page is visible again.').waitFor();

  expect(
    (
      await db.selectFrom('staff_audit').select('action').where('action', 'like', 'image-%').orderBy('id').execute()
    ).map((row) => row.action),
  ).toEqual(['image-rotated', 'image-moved', 'image-retitled', 'image-hidden', 'image-shown']);
  expect([...errors, ...basic.errors, ...phone.errors]).toEqual([]);
  for (const p of [page, basic.page, phone.page]) await p.close();
}, 120_000);
