import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { citationDate } from '@muster/services/download';
import { readPdf } from '@muster/testkit/files';
import { demoPassword } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Download and print of issue 5 §6 as a member uses them: the viewer's Download dialog, the JPEG of the view, the
// PDF asked for, watched while it is prepared and saved with its citation, and the refusals.
// The second open publication lets its pages be saved as images but not as PDFs (the gateway keeps the catalogue
// for minutes, so the switch is set before it starts).
const env = useBrowserStack({
  prepare: async (db) => {
    const open = await db
      .selectFrom('publications')
      .select('id')
      .where('access_level', '=', 'PUBLIC')
      .orderBy('id')
      .execute();
    await db
      .updateTable('publications')
      .set({ allow_download: 1, allow_download_doc: 0 })
      .where('id', '=', open[1]!.id)
      .execute();
  },
});

async function signIn(page: Page, username: string) {
  await page.goto(`${env.stack.url}/login`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The first page of a publication of the given access level (and PDF switch), with what its citation names. */
async function pageOf(level: string, pdf = level === 'SUBSCRIBER' ? 0 : 1) {
  return env.stack.db.db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select(['i.id', 'i.title', 'i.ordinal', 'p.title as publication', 'p.allow_download', 'p.allow_download_doc'])
    .where('p.access_level', '=', level as never)
    .where('p.allow_download_doc', '=', pdf)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
}

/** Opens the viewer; on a page the caller may not see, its own deny dialog comes first and is closed. */
async function openViewer(page: Page, imageId: number, denied = false) {
  await page.goto(`${env.stack.url}/image/${imageId}`);
  await page.getByRole('toolbar', { name: 'Tools' }).waitFor();
  if (denied) {
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  const tips = page.getByRole('region', { name: 'Tips for the viewer' }).getByRole('button', { name: 'Got it' });
  if (await tips.isVisible()) await tips.click();
}

async function openDownload(page: Page) {
  await page.getByRole('button', { name: 'More ▾' }).click();
  await page.getByRole('menuitem', { name: 'Download' }).click();
  return page.getByRole('dialog', { name: 'Download this image' });
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, name) });

test('a member downloads the view as a JPEG, then as a PDF with its citation, watching it being prepared', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 1280);
  await signIn(page, 'annual');
  const open = await pageOf('PUBLIC');
  expect(open.allow_download).toBe(1);
  await openViewer(page, open.id);
  await page.locator('.scan-viewer__canvas canvas').first().waitFor();

  const dialog = await openDownload(page);
  await dialog.getByRole('button', { name: 'Prepare PDF' }).waitFor();
  await shot(page, 'download-dialog-desktop.png');

  const [jpeg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download JPEG' }).click(),
  ]);
  expect(jpeg.suggestedFilename()).toBe(`muster-image-${open.id}.jpg`);
  expect(fs.readFileSync((await jpeg.path())!).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

  const again = await openDownload(page);
  await again.getByRole('button', { name: 'Prepare PDF' }).click();
  // The request is answered at once; the dialog shows it waiting, then asks every second until it is ready.
  await again.getByText('Asked for the PDF: waiting its turn…').waitFor();
  await expect(again.getByRole('progressbar', { name: 'PDF preparation' }).isVisible()).resolves.toBe(true);
  await shot(page, 'download-pdf-preparing-desktop.png');
  await again.getByText('Your PDF is ready.').waitFor({ timeout: 20_000 });
  await shot(page, 'download-pdf-ready-desktop.png');

  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    again.getByRole('link', { name: 'Save the PDF' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe(`muster-page-${open.id}.pdf`);
  const pdf = await readPdf(fs.readFileSync((await saved.path())!));
  expect(pdf.pages).toBe(1);
  for (const part of [
    open.title.replace(/[.\s]+$/, ''),
    open.publication,
    `page ${open.ordinal}.`,
    `/image/${open.id}`,
    `(seen ${citationDate(new Date())})`,
  ]) {
    expect(pdf.text).toContain(part);
  }
  expect(errors).toEqual([]);
}, 90_000);

test('on a phone the choices stack, and the ready PDF fits the screen', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 390);
  await signIn(page, 'monthly');
  await openViewer(page, (await pageOf('REGISTERED')).id);
  const dialog = await openDownload(page);
  await dialog.getByRole('button', { name: 'Prepare PDF' }).waitFor();
  await shot(page, 'download-dialog-phone.png');
  await dialog.getByRole('button', { name: 'Prepare PDF' }).click();
  await dialog.getByText('Your PDF is ready.').waitFor({ timeout: 20_000 });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await shot(page, 'download-pdf-ready-phone.png');
  expect(errors).toEqual([]);
}, 90_000);

test('a publication that does not allow downloads offers no Download, and its PDF is refused', async () => {
  const { page } = await pageWithErrors(env.browser, 1280);
  await signIn(page, 'basic');
  const closed = await pageOf('SUBSCRIBER');
  expect([closed.allow_download, closed.allow_download_doc]).toEqual([0, 0]);
  await openViewer(page, closed.id, true);
  await page.getByRole('button', { name: 'More ▾' }).click();
  await page.getByRole('menuitem', { name: 'Find in image' }).waitFor();
  await expect(page.getByRole('menuitem', { name: 'Download' }).count()).resolves.toBe(0);
  // Asked for anyway, a Basic member gets the subscription requirement and no request.
  const answer = (await page.evaluate(
    async (id) =>
      (
        await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'mutation($id: Int!) { requestPdf(imageId: $id) { id } }', variables: { id } }),
        })
      ).json(),
    closed.id,
  )) as { errors: { extensions: Record<string, unknown> }[] };
  expect(answer.errors[0]!.extensions).toMatchObject({
    code: 'FORBIDDEN',
    action: 'DOWNLOAD_PDF',
    requirement: 'SUBSCRIBE',
  });
}, 90_000);

test("a publication that allows the image but not the PDF says so in the PDF's place", async () => {
  const { page, errors } = await pageWithErrors(env.browser, 1280);
  await signIn(page, 'annual');
  const imageOnly = await pageOf('PUBLIC', 0);
  expect([imageOnly.allow_download, imageOnly.allow_download_doc]).toEqual([1, 0]);
  await openViewer(page, imageOnly.id);
  const dialog = await openDownload(page);
  await dialog.getByText('This publication does not allow PDF downloads.').waitFor();
  await expect(dialog.getByRole('button', { name: 'Download JPEG' }).isEnabled()).resolves.toBe(true);
  await expect(dialog.getByRole('button', { name: 'Prepare PDF' }).count()).resolves.toBe(0);
  await shot(page, 'download-no-pdf-desktop.png');
  // On a phone the two cards stack; the note stays inside its card.
  await page.setViewportSize({ width: 390, height: 844 });
  const note = (await dialog.getByText('This publication does not allow PDF downloads.').boundingBox())!;
  expect(note.x + note.width).toBeLessThanOrEqual(390);
  await shot(page, 'download-no-pdf-phone.png');
  expect(errors).toEqual([]);
}, 90_000);

test('a visitor who may not download the page gets the deny dialog instead of the choices', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 1280);
  const members = await pageOf('REGISTERED');
  // The viewer's own dialog says the scan is for members; closed, the tools stay.
  await openViewer(page, members.id, true);
  await page.getByRole('button', { name: 'More ▾' }).click();
  await page.getByRole('menuitem', { name: 'Download' }).click();
  const deny = page.getByRole('dialog', { name: 'Get a free membership' });
  await deny.getByText('A free Basic membership lets you download this image.').waitFor();
  await expect(page.getByRole('dialog', { name: 'Download this image' }).count()).resolves.toBe(0);
  await shot(page, 'download-deny-desktop.png');
  expect(errors).toEqual([]);
}, 90_000);
