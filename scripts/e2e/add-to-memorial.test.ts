import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// The viewer's "Add to Memorial…" (issue 16 point 14): a member adds the page they are reading to one of their
// own memorials, or goes on to create a new one. Another member's memorials are never offered. Screenshots at
// 1366 × 768 and 390 × 844.
const env = useBrowserStack();

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `add-to-memorial-${name}.png`), fullPage: true });

async function signedIn(browser: Browser, username: string, width: number, height: number) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await submitSignIn(page, env.stack.url, username);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { page, errors };
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.request.post(`${env.stack.url}/graphql`, { data: { query, variables } });
  const body = (await answer.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const createMemorial = async (page: Page, title: string) =>
  (
    await gql<{ createMemorial: { memorial: { memorialId: number } } }>(
      page,
      `mutation($title: String!) { createMemorial(input: { type: SERVICEPERSON, title: $title, description: "Of the 20th Maine." }) { memorial { memorialId } } }`,
      { title },
    )
  ).createMemorial.memorial.memorialId;

/** The first scanned page of the demo the member may view. */
async function viewablePage(page: Page): Promise<number> {
  const rows = await env.stack.db.db.selectFrom('images').select('id').orderBy('id').limit(20).execute();
  for (const { id } of rows) {
    const { image } = await gql<{ image: { imageId: number } | null }>(
      page,
      'query($id: Int!) { image(id: $id) { imageId } }',
      { id },
    );
    if (image) return image.imageId;
  }
  throw new Error('No demo page to view');
}

test('Add to Memorial adds the viewer page to an existing memorial of the member, never to anyone else’s', async () => {
  const other = await signedIn(env.browser, 'admin', 1366, 768);
  await createMemorial(other.page, 'Someone else’s memorial');
  await other.page.close();

  const { page, errors } = await signedIn(env.browser, 'annual', 1366, 768);
  const memorialId = await createMemorial(page, 'Cpl. Amos Reed');
  const imageId = await viewablePage(page);

  await page.goto(`${env.stack.url}/image/${imageId}`);
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  const tips = page.getByRole('region', { name: 'Tips for the viewer' });
  if (await tips.isVisible()) await tips.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'More ▾' }).click();
  await page.getByRole('menuitem', { name: 'Add to Memorial…' }).click();
  await page.waitForURL(new RegExp(`/memorial/create\\?image=${imageId}$`));
  await page.getByRole('heading', { name: 'Add to Memorial', level: 1 }).waitFor();
  const chooser = page.getByRole('region', { name: 'Add this page to one of your memorials' });
  await chooser.getByRole('button', { name: 'Add to Cpl. Amos Reed' }).waitFor();
  await expect(chooser.getByText('Someone else’s memorial').count()).resolves.toBe(0);
  // Creating a new memorial stays offered below.
  await page.getByRole('heading', { name: 'Or create a new memorial with it' }).waitFor();
  await page.getByRole('button', { name: 'Create Memorial' }).waitFor();
  await shot(page, 'desktop');

  await chooser.getByRole('button', { name: 'Add to Cpl. Amos Reed' }).click();
  await page.waitForURL(new RegExp(`/memorial/${memorialId}\\?img=\\d+$`));
  await page.getByRole('heading', { name: 'Cpl. Amos Reed', level: 1 }).waitFor();
  const { memorial } = await gql<{ memorial: { images: { kind: string; reference: string }[] } }>(
    page,
    'query($id: Int!) { memorial(id: $id) { images { kind reference } } }',
    { id: memorialId },
  );
  expect(memorial.images).toEqual([{ kind: 'IMAGE', reference: `IMAGE:${imageId}` }]);
  await page.waitForTimeout(500);
  await shot(page, 'added-desktop');
  expect(errors).toEqual([]);
  await page.close();

  const phone = await signedIn(env.browser, 'annual', 390, 844);
  await phone.page.goto(`${env.stack.url}/memorial/create?image=${imageId}`);
  await phone.page.getByRole('button', { name: 'Add to Cpl. Amos Reed' }).waitFor();
  await expect(phone.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await shot(phone.page, 'phone');
  expect(phone.errors).toEqual([]);
  await phone.page.close();
}, 180_000);
