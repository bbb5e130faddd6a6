import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { citationDate } from '@muster/contract/rules';
import { screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// Issue 16's addresses that led nowhere: the terms and privacy pages, the share dialog's pop-ups and its
// collection, partner and external addresses, /document/{id}, and the source citation of a record and a page.
const env = useBrowserStack();
const SIZES = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function open(viewport: { width: number; height: number }, clipboard = false) {
  const context = await env.browser.newContext({
    viewport,
    ...(clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `e2e-${name}.png`), fullPage: true });

test.each(SIZES)(
  'the terms and the privacy notice are pages, reached from the footer (%s)',
  async (device, viewport) => {
    const { context, page, errors } = await open(viewport);
    await page.goto(`${env.stack.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    expect(await page.title()).toBe('Terms of Use | Muster');
    await shot(page, `terms-${device}`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
    await expect(page.getByText('expires after 4 hours').count()).resolves.toBe(1);
    await shot(page, `privacy-${device}`);
    // Opened straight, as the provider sign-up's terms pop-up opens it.
    await page.goto(`${env.stack.url}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    await context.close();
    expect(errors).toEqual([]);
  },
  60_000,
);

/** The networks' share pages, answered here (this machine reaches no internet). */
async function fakeNetworks(context: BrowserContext) {
  for (const host of ['https://www.facebook.com/**', 'https://twitter.com/**'])
    await context.route(host, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>share</title><p>share</p>' }),
    );
}

test('choosing another network closes the previous share window', async () => {
  const { id } = await env.stack.db.db
    .selectFrom('memorials')
    .select('id')
    .where('privacy_mode', '=', 'PUBLIC')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { context, page, errors } = await open({ width: 1366, height: 768 });
  await fakeNetworks(context);
  await page.goto(`${env.stack.url}/memorial/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this Memorial' });
  const [facebook] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Facebook' }).click(),
  ]);
  await facebook.waitForLoadState();
  expect(facebook.url()).toContain('https://www.facebook.com/sharer/sharer.php?u=');
  expect(await facebook.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([640, 480]);
  const [twitter] = await Promise.all([
    context.waitForEvent('page'),
    facebook.waitForEvent('close'),
    dialog.getByRole('button', { name: 'X (Twitter)' }).click(),
  ]);
  expect(facebook.isClosed()).toBe(true);
  await twitter.waitForLoadState();
  expect(twitter.url()).toContain('https://twitter.com/intent/tweet?url=');
  expect(context.pages()).toHaveLength(2);
  await context.close();
  expect(errors).toEqual([]);
}, 60_000);

test('share addresses of collections, partners and external records, and /document/{id}, open pages', async () => {
  const db = env.stack.db.db;
  const collection = await db.selectFrom('title_collections').select(['id', 'slug', 'title']).executeTakeFirstOrThrow();
  const partner = await db.selectFrom('partners').select(['id', 'slug', 'name']).executeTakeFirstOrThrow();
  const record = await db
    .selectFrom('index_records')
    .select(['id', 'image_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { context, page, errors } = await open({ width: 1366, height: 768 });

  await page.goto(`${env.stack.url}/collection/${collection.id}`);
  await page.waitForURL(`${env.stack.url}/collection/${collection.slug}`);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: collection.title }).waitFor();
  await page.goto(`${env.stack.url}/partner/${partner.id}`);
  await page.waitForURL(`${env.stack.url}/partner/${partner.slug}`);
  await page.getByRole('heading', { level: 1, name: partner.name }).waitFor();
  await page.goto(`${env.stack.url}/partner/987654`);
  await page.getByRole('heading', { name: 'We couldn’t find that partner' }).waitFor();

  await page.goto(`${env.stack.url}/document/INDEX_RECORD.${record.id}`);
  await page.waitForURL(`${env.stack.url}/record/${record.id}`);
  await page.goto(`${env.stack.url}/document/${record.image_id}`);
  await page.waitForURL(`${env.stack.url}/image/${record.image_id}`);
  await page.goto(`${env.stack.url}/document/USER.1`);
  await page.getByRole('heading', { name: 'We couldn’t find that document' }).waitFor();

  await page.goto(`${env.stack.url}/external/ANCESTRY_DOCUMENT/123456:1234`);
  await page.getByRole('heading', { level: 1, name: 'This record is held on Ancestry' }).waitFor();
  await expect(page.getByRole('link', { name: 'View the record on Ancestry' }).getAttribute('href')).resolves.toBe(
    'https://www.ancestry.com/discoveryui-content/view/123456:1234',
  );
  // Its share address (the id's colon encoded) opens the same page.
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.getByRole('textbox', { name: 'Page address' }).inputValue();
  expect(shared).toBe(`${env.stack.url}/external/ANCESTRY_DOCUMENT/123456%3A1234`);
  await page.goto(shared);
  await page.getByRole('heading', { level: 1, name: 'This record is held on Ancestry' }).waitFor();
  await page.goto(`${env.stack.url}/external/ANCESTRY_DOCUMENT/not-a-record`);
  await page.getByRole('heading', { name: 'We couldn’t find that record' }).waitFor();
  await context.close();
  expect(errors).toEqual([]);
}, 60_000);

test.each(SIZES)(
  'a subscriber copies the source citation of a record and of its page (%s)',
  async (device, viewport) => {
    const db = env.stack.db.db;
    const record = await db
      .selectFrom('index_records')
      .innerJoin('publications', 'publications.id', 'index_records.publication_id')
      .select(['index_records.id', 'index_records.image_id', 'publications.title'])
      .orderBy('index_records.id')
      .executeTakeFirstOrThrow();
    const { context, page, errors } = await open(viewport, true);
    await submitSignIn(page, env.stack.url, 'annual');
    await page.locator('.user-menu__toggle').waitFor();
    await page.goto(`${env.stack.url}/record/${record.id}`);
    const citation = page.getByTestId('source-citation');
    await citation.waitFor();
    const text = (await citation.textContent())!;
    expect(text.startsWith(`"${record.title.replace(/[.,;\s]+$/, '')}," database with images, Muster (`)).toBe(true);
    expect(text).toContain(`${env.stack.url}/record/${record.id} : accessed ${citationDate(new Date())})`);
    expect(text).toMatch(/, entry for .+; .*page \d+; citing .+\.$/);
    await page.getByRole('button', { name: 'Copy citation' }).click();
    await page.getByText('Copied to clipboard.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
    await citation.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotDir, `e2e-record-citation-${device}.png`) });

    // The page's own citation, in the viewer's info pane.
    await page.goto(`${env.stack.url}/image/${record.image_id}`);
    const pageCitation = page.getByTestId('source-citation');
    // The info pane starts open on a desktop and closed on a phone.
    const info = page.getByRole('button', { name: 'Info', exact: true });
    await info.waitFor();
    if ((await info.getAttribute('aria-expanded')) !== 'true') await info.click();
    await pageCitation.waitFor();
    await expect(pageCitation.textContent()).resolves.toContain(`${env.stack.url}/image/${record.image_id} : accessed`);
    await context.close();
    expect(errors).toEqual([]);
  },
  60_000,
);
