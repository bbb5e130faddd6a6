import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { demoPassword as PASSWORD } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Galleries, bookmarks, tags and uploads in the browser (issue 6 §4): each page opened, its main action done
// and its result checked, with screenshots at desktop (1280) and phone (390) widths.
const env = useBrowserStack();
const WIDTHS = [
  [1280, 'desktop'],
  [390, 'phone'],
] as const;

async function signedIn(width: number, next: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await pageWithErrors(env.browser, width);
  await opened.page.goto(`${env.stack.url}/login?next=${encodeURIComponent(next)}`);
  await opened.page.getByLabel('Email or username').fill('annual');
  await opened.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await opened.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await opened.page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return opened;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

/** A scanned page of the demo data nobody has tagged, and a public tag name to complete. */
async function untaggedScan(): Promise<{ imageId: number; title: string }> {
  const db = env.stack.db.db;
  const row = await db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select(['i.id', 'i.title'])
    .where('p.slug', '<>', 'member-uploads')
    .where('i.id', 'not in', db.selectFrom('tags').select('object_id'))
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  // Another member's public tag on another page, for the name to complete from.
  await db
    .insertInto('tags')
    .values({
      user_id: 2,
      name: 'Gettysburg campaign',
      content_type: 'IMAGE',
      object_id: row.id + 1,
      private: 0,
      created: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  return { imageId: row.id, title: row.title };
}

test('Tag Image: a tag completed as the member types, a bookmark and a gallery place; then Bookmarks, Your Gallery and the tag page', async () => {
  const scan = await untaggedScan();
  const { page, errors } = await signedIn(1280, `/gallery/recent?objectId=${scan.imageId}&contentType=IMAGE`);
  const panel = page.locator('.tag-panel');
  await panel.getByRole('heading', { name: `Tag Image: ${scan.title}` }).waitFor();
  await panel.getByText('No tags yet.').waitFor();

  await page.getByLabel('Add a tag').pressSequentially('gettysburg c');
  await page.getByRole('option', { name: /Gettysburg campaign/ }).click();
  await expect(page.getByLabel('Add a tag').inputValue()).resolves.toBe('Gettysburg campaign');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await panel.locator('.tag-chip--mine', { hasText: 'Gettysburg campaign' }).waitFor();
  await panel.getByRole('button', { name: '☆ Bookmark' }).click();
  await panel.getByRole('button', { name: '★ Bookmarked' }).waitFor();
  await panel.getByRole('button', { name: 'Add to Gallery' }).click();
  await panel.getByRole('button', { name: 'In Your Gallery ✓' }).waitFor();
  // Bad input: the reason, and no new tag.
  await page.getByLabel('Add a tag').fill('my ancestor:12');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await page.getByRole('alert').getByText('A tag may not end with a colon and a number').waitFor();
  await expect(panel.locator('.tag-chip--mine').count()).resolves.toBe(2);
  await page.locator('.gallery-tile', { hasText: scan.title }).waitFor();
  await shot(page, 'gallery-recent-desktop');

  await page.getByRole('link', { name: 'Bookmarks' }).first().click();
  await page.getByRole('heading', { name: 'Bookmarks' }).waitFor();
  await page.locator('.gallery-tile', { hasText: scan.title }).waitFor();
  await shot(page, 'gallery-bookmarks-desktop');

  await page.locator('.gallery-nav').getByRole('link', { name: 'Your Gallery' }).click();
  await page.getByRole('heading', { name: 'Your Gallery', level: 1 }).waitFor();
  await page.locator('.gallery-grid .gallery-tile', { hasText: scan.title }).waitFor();
  const tags = page.locator('.tag-list');
  await tags.getByRole('link', { name: 'Gettysburg campaign' }).waitFor();
  await shot(page, 'gallery-desktop');

  await tags.getByRole('link', { name: 'Gettysburg campaign' }).click();
  await page.getByRole('heading', { name: 'Tagged “Gettysburg campaign”' }).waitFor();
  await page.getByText('1 image', { exact: true }).waitFor();
  await shot(page, 'gallery-tag-desktop');
  expect(errors).toEqual([]);
  await page.close();

  for (const [path_, name] of [
    ['/gallery', 'gallery'],
    ['/gallery/tags/bookmarks', 'gallery-bookmarks'],
    [`/gallery/recent?objectId=${scan.imageId}&contentType=IMAGE`, 'gallery-recent'],
  ]) {
    const phone = await signedIn(390, path_);
    await phone.page.locator('.gallery-tile').first().waitFor();
    await shot(phone.page, `${name}-phone`);
    expect(phone.errors).toEqual([]);
    await phone.page.close();
  }
}, 120_000);

test('Your Uploads: a file uploaded with progress, described, made public and opened in the viewer; a wrong file refused', async () => {
  for (const [width, name] of WIDTHS) {
    const { page, errors } = await signedIn(width, '/gallery/uploads');
    await page.getByRole('heading', { name: 'Your Uploads' }).waitFor();
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a5c3a' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: `Tintype ${name}.jpg`, mimeType: 'image/jpeg', buffer: picture });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('status').getByText(`Uploaded Tintype ${name}.jpg`).waitFor();
    // Newest first; the row keeps its place while its form is open.
    const row = page.locator('.upload-row').first();
    await row.getByRole('heading', { name: `Tintype ${name}` }).waitFor();
    await row.getByText(/^Private ·/).waitFor();

    await row.getByRole('button', { name: 'Edit details' }).click();
    await row.getByLabel('Title').fill(`Pvt. Josiah Whitcomb (${name})`);
    await row.getByLabel('Description').fill('Tintype, about 1861, from the family album.');
    await row.getByLabel(/Public/).check();
    await row.getByRole('button', { name: 'Save' }).click();
    const saved = page.locator('.upload-row', { hasText: `Pvt. Josiah Whitcomb (${name})` });
    await saved.getByText('Tintype, about 1861, from the family album.').waitFor();
    await saved.getByText(/^Public ·/).waitFor();

    await page.getByLabel('Image file').setInputFiles({
      name: 'scan.gif',
      mimeType: 'image/gif',
      buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').getByText('The file is not a JPEG, PNG, WebP or TIFF image').waitFor();
    await shot(page, `gallery-uploads-${name}`);

    await saved
      .getByRole('link', { name: `Pvt. Josiah Whitcomb (${name})` })
      .last()
      .click();
    await page.waitForURL(/\/image\/\d+/);
    await page.locator('.scan-viewer__canvas canvas').first().waitFor();
    await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
    await shot(page, `gallery-upload-viewer-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  }
}, 120_000);

test('a visitor opening Bookmarks is asked to sign in and comes back to it', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 390);
  await page.goto(`${env.stack.url}/gallery/tags/bookmarks`);
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/gallery/tags/bookmarks');
  await page.getByLabel('Email or username').fill('basic');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'Bookmarks' }).waitFor();
  await page.getByText('No bookmarks yet.', { exact: false }).waitFor();
  await shot(page, 'gallery-bookmarks-empty-phone');
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
