import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { demoPassword } from '../data/build/users';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Annotations in the document viewer (content §2.4, §3.4, §5): a subscriber draws a rectangle and names it,
// another member sees it, a text past the limit gets the spec's message and is not saved, and the page's
// annotations export as W3C Web Annotation JSON-LD.
const env = useBrowserStack();

async function signedIn(context: BrowserContext, username: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.stack.url}/login`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { page, errors };
}

async function openViewer(page: Page, address: string) {
  await page.goto(`${env.stack.url}${address}`);
  await page.locator('.scan-viewer__canvas canvas').first().waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  const tips = page.getByRole('button', { name: 'Got it' });
  if (await tips.isVisible()) await tips.click();
}

const annotationCount = async () => (await env.stack.db.db.selectFrom('annotations').select('id').execute()).length;

test('draw, name and save an annotation; another member sees it; too long is refused; W3C export', async () => {
  // A page of a publication that takes annotations (every demo publication does; the test asks the database).
  const { id: imageId } = await env.stack.db.db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select('i.id')
    .where('p.allow_annotations', '=', 1)
    .orderBy('i.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const author = await env.browser.newContext();
  const { page, errors } = await signedIn(author, 'annual');
  await openViewer(page, `/image/${imageId}`);
  await expect(page.locator('.openseadragon-container').count()).resolves.toBe(1);

  await page.getByRole('toolbar', { name: 'Tools' }).getByRole('button', { name: 'Annotate' }).click();
  await page.getByText('Drag a rectangle over the part of the page to annotate.').waitFor();
  const box = (await page.locator('.scan-viewer__canvas').boundingBox())!;
  const [x0, y0] = [box.x + box.width * 0.4, box.y + box.height * 0.3];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 160, y0 + 60, { steps: 12 });
  await page.mouse.up();

  const editor = page.getByRole('form', { name: 'New annotation' });
  await editor.waitFor();
  await editor.getByLabel('Name', { exact: true }).check();
  const text = editor.getByLabel('Text', { exact: true });

  // §5: a name is at most 1,024 characters; the spec's message shows as the member types and nothing is saved.
  const before = await annotationCount();
  await text.fill('x'.repeat(1025));
  await editor.getByText('The text you entered is too long. 1025 (Max: 1024)', { exact: true }).waitFor();
  await expect(editor.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
  await text.press('Enter').catch(() => undefined);
  expect(await annotationCount()).toBe(before);
  await page.screenshot({ path: path.join(screenshotDir, 'annotations-too-long-desktop.png') });

  await text.fill('Josiah Whitcomb');
  await editor.getByLabel('Label (optional)').fill('Private');
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.waitFor({ state: 'detached' });
  const list = page.getByRole('region', { name: /Annotations/ });
  await list.getByText('Josiah Whitcomb').waitFor();
  expect(await annotationCount()).toBe(before + 1);
  const row = await env.stack.db.db
    .selectFrom('annotations')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ image_id: imageId, type: 'name', value: 'Josiah Whitcomb', label: 'Private' });
  expect(row.w).toBeGreaterThan(10);
  expect(row.h).toBeGreaterThan(3);
  await page.waitForURL((url) => url.searchParams.get('ann') === String(row.id));
  await expect(
    page.locator('.a9s-osd-canvas, .a9s-gl-canvas, canvas.a9s-canvas, .a9s-osd-drawinglayer').count(),
  ).resolves.toBeGreaterThan(0);
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(screenshotDir, 'annotations-desktop.png') });
  expect(errors).toEqual([]);

  // Another member sees it (with no Edit), from the annotation's own address.
  const reader = await env.browser.newContext();
  const second = await signedIn(reader, 'monthly');
  await openViewer(second.page, `/image/${imageId}?ann=${row.id}`);
  const theirs = second.page.getByRole('region', { name: /Annotations/ });
  await theirs.getByText('Josiah Whitcomb').waitFor();
  await expect(theirs.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
  await expect(theirs.getByRole('link', { name: /Josiah Whitcomb/ }).getAttribute('aria-current')).resolves.toBe(
    'true',
  );

  // The export: W3C Web Annotation JSON-LD on the site's origin, read with the member's session.
  const href = await theirs.getByRole('link', { name: 'Export as W3C Web Annotations (JSON)' }).getAttribute('href');
  expect(href).toBe(`/annotations/${imageId}`);
  const response = await second.page.request.get(`${env.stack.url}${href}`);
  expect(response.status()).toBe(200);
  const exported = await response.json();
  expect(exported).toMatchObject({ '@context': 'http://www.w3.org/ns/anno.jsonld', type: 'AnnotationPage' });
  const item = exported.items.find((a: { id: string }) => a.id.endsWith(`?ann=${row.id}`));
  expect(item).toMatchObject({
    type: 'Annotation',
    body: expect.arrayContaining([expect.objectContaining({ type: 'TextualBody', value: 'Josiah Whitcomb' })]),
    target: {
      source: `${env.stack.url}/image/${imageId}`,
      selector: { type: 'FragmentSelector', conformsTo: 'http://www.w3.org/TR/media-frags/' },
    },
  });
  expect(item.target.selector.value).toBe(`xywh=pixel:${row.x},${row.y},${row.w},${row.h}`);
  expect(second.errors).toEqual([]);
  await reader.close();

  // On a phone the author opens the info pane on the annotation and edits it in the bottom sheet.
  // The same browser, already signed in.
  const phone = { page: await author.newPage(), errors: [] as string[] };
  phone.page.on('pageerror', (e) => phone.errors.push(e.message));
  await phone.page.setViewportSize({ width: 390, height: 844 });
  await openViewer(phone.page, `/image/${imageId}?ann=${row.id}`);
  await phone.page.getByRole('button', { name: 'Info' }).click();
  await phone.page
    .getByRole('region', { name: /Annotations/ })
    .getByText('Josiah Whitcomb')
    .waitFor();
  await phone.page.screenshot({ path: path.join(screenshotDir, 'annotations-phone.png') });
  await phone.page
    .getByRole('region', { name: /Annotations/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await phone.page.getByRole('form', { name: 'Edit annotation' }).waitFor();
  await phone.page.screenshot({ path: path.join(screenshotDir, 'annotations-edit-phone.png') });
  expect(phone.errors).toEqual([]);
  await author.close();
}, 180_000);
