import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { demoPassword as PASSWORD } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// The viewer's breadcrumb of a member upload (content spec §2.4): '{name}'s Uploads', which opens the search
// page filtered by that contributor, most recently modified first. Screenshots at 1280 and 390 wide.
const env = useBrowserStack();
const NAME = 'Annie Whitcomb';

async function signedIn(width: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await pageWithErrors(env.browser, width);
  await opened.page.goto(`${env.stack.url}/login?next=%2F`);
  await opened.page.getByLabel('Email or username').fill('annual');
  await opened.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await opened.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await opened.page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return opened;
}

/** Uploads a picture as the page's member and makes it public under `title`; answers its image id. */
async function publicUpload(page: Page, title: string): Promise<number> {
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a5c3a' } })
    .jpeg()
    .toBuffer();
  const sent = await page.request.post(
    `${env.stack.url}/gallery/upload?filename=${encodeURIComponent(`${title}.jpg`)}`,
    { data: bytes, headers: { 'content-type': 'image/jpeg' } },
  );
  expect(sent.status()).toBe(201);
  const { imageId } = (await sent.json()) as { imageId: number };
  const made = await page.request.post(`${env.stack.url}/graphql`, {
    data: {
      query: `mutation($id: Int!, $title: String!) { updateUpload(imageId: $id, title: $title, public: true) { upload { public } } }`,
      variables: { id: imageId, title },
    },
  });
  expect((await made.json()).data.updateUpload.upload.public).toBe(true);
  return imageId;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

test("an uploaded image's breadcrumb reads '{name}'s Uploads' and lists that member's uploads, newest first", async () => {
  const { page, errors } = await signedIn(1280);
  await page.request.post(`${env.stack.url}/graphql`, {
    data: { query: `mutation { updateProfile(input: { displayName: "${NAME}" }) { account { userId } } }` },
  });
  const first = await publicUpload(page, 'Tintype of Josiah');
  const second = await publicUpload(page, 'Furlough letter');
  // Someone else's public upload must not be listed.
  const other = await pageWithErrors(env.browser, 1280);
  await other.page.goto(`${env.stack.url}/login?next=%2F`);
  await other.page.getByLabel('Email or username').fill('admin');
  await other.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await other.page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await publicUpload(other.page, 'Regimental colours');
  await other.page.close();

  await page.goto(`${env.stack.url}/image/${first}`);
  const crumb = page.locator('.viewer-breadcrumb').getByRole('link', { name: `${NAME}'s Uploads` });
  await crumb.waitFor();
  await expect(page.locator('.viewer-breadcrumb a').count()).resolves.toBe(1);
  // The top bar's breadcrumb is the same link (content §2.4), not the browse window.
  await page
    .locator('.viewer-top')
    .getByRole('link', { name: `${NAME}'s Uploads` })
    .waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Got it' }).click();
  await shot(page, 'uploads-breadcrumb-desktop');

  await crumb.click();
  await page.waitForURL(/\/search\?docQuery=/);
  await page.locator('.search-hit').first().waitFor();
  await expect(page.locator('.search-hit__title').allTextContents()).resolves.toEqual([
    'Furlough letter',
    'Tintype of Josiah',
  ]);
  await page.locator('.filter-chip', { hasText: NAME }).waitFor();
  await shot(page, 'uploads-breadcrumb-search-desktop');
  expect(errors).toEqual([]);
  await page.close();

  // On a phone the info pane starts closed; its Source section carries the same link.
  const phone = await signedIn(390);
  await phone.page.goto(`${env.stack.url}/image/${second}`);
  await phone.page.getByRole('button', { name: 'Got it' }).click();
  await phone.page.getByRole('button', { name: 'Info' }).click();
  await phone.page
    .locator('.viewer-breadcrumb')
    .getByRole('link', { name: `${NAME}'s Uploads` })
    .waitFor();
  await phone.page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await shot(phone.page, 'uploads-breadcrumb-phone');
  expect(phone.errors).toEqual([]);
  await phone.page.close();
}, 180_000);
