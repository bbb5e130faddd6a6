// Members are never silently demoted (issue 16 point 5): a paying member whose session lapsed (idle longer than the
// gateway's idle time, here 4 s) keeps the header's plan label, and where access is needed "Verify your account"
// asks for the password and brings them back to the page. The header's Sign In comes back to its page.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword } from '@muster/scripts/data';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

const IDLE_MS = 4_000;
const env = useBrowserStack({ gateway: { session: { idleMs: IDLE_MS } } });

/** A record of a publication for subscribers: a visitor gets a deny page, a subscriber its details. */
async function subscriberRecord(): Promise<{ id: number; fullName: string }> {
  return env.stack.db.db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .select(['r.id', 'r.full_name as fullName'])
    .where('p.access_level', '=', 'SUBSCRIBER')
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
}

/** The record's own details (a denied record shows its title alone, under the dialog). */
const details = (page: Page) => page.locator('.detail-header .eyebrow', { hasText: 'Index Record' });

test('an idle paying member keeps "premium", verifies the account on a subscriber page and comes back to it', async () => {
  const record = await subscriberRecord();
  const { page, errors } = await pageWithErrors(env.browser, 390);
  await page.setViewportSize({ width: 390, height: 844 });
  await submitSignIn(page, env.stack.url, 'annual', `/record/${record.id}`);
  await page.waitForURL(new RegExp(`/record/${record.id}$`));
  await details(page).waitFor();

  await page.waitForTimeout(IDLE_MS + 1_000);
  await page.goto(`${env.stack.url}/record/${record.id}`);
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  await dialog.waitFor();
  await expect(dialog.getByText('Signing in as annual').isVisible()).resolves.toBe(true);
  // Not demoted: the header still names the plan, and nothing asks a paying member to subscribe or to sign in.
  await expect(page.locator('.user-menu__plan').textContent()).resolves.toBe('premium');
  await expect(page.getByRole('link', { name: 'Subscribe' }).count()).resolves.toBe(0);
  await expect(page.getByText('Already a member?').count()).resolves.toBe(0);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-verify-account-390.png') });

  await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'detached' });
  await details(page).waitFor();
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(record.fullName);
  expect(new URL(page.url()).pathname).toBe(`/record/${record.id}`);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);

test('a wrong password keeps the verify dialog with the sign-in error', async () => {
  const record = await subscriberRecord();
  const { page } = await pageWithErrors(env.browser, 1366);
  await submitSignIn(page, env.stack.url, 'monthly', `/record/${record.id}`);
  await details(page).waitFor();
  await page.waitForTimeout(IDLE_MS + 1_000);
  await page.goto(`${env.stack.url}/record/${record.id}`);
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  await dialog.getByRole('link', { name: 'Sign out' }).waitFor();
  await expect(dialog.getByRole('link', { name: 'Forgot your password?' }).count()).resolves.toBe(1);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByText(/did not match our records/).waitFor();
  // The error's own link is the one way to the reset: the dialog's standing link steps aside meanwhile.
  await expect(dialog.getByRole('link', { name: 'Forgot your password?' }).count()).resolves.toBe(1);
  await expect(dialog.getByRole('link', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-verify-account-1366.png') });
  await expect(details(page).count()).resolves.toBe(0);
  await expect(dialog.getByText('Signing in as monthly').isVisible()).resolves.toBe(true);
  await page.close();
}, 90_000);

test("the header's Sign In comes back to the page it was clicked on; the signed-in header fits one line", async () => {
  const { page, errors } = await pageWithErrors(env.browser, 1366);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${env.stack.url}/browse`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/login\?next=%2Fbrowse$/);
  await page.getByLabel('Email or username').fill('annual');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/browse$/);
  const menu = page.locator('.user-menu__toggle');
  await menu.waitFor();
  const header = await page.getByRole('banner').boundingBox();
  const toggle = await menu.boundingBox();
  // The account area sits inside the header row, not wrapped under it, and a member's links share one line.
  expect(toggle!.y + toggle!.height).toBeLessThanOrEqual(header!.y + header!.height);
  const links = page.getByRole('banner').locator('.site-nav a');
  await expect(links.filter({ hasText: 'Your Memorials' }).count()).resolves.toBe(1);
  const tops = await links.evaluateAll((as) => [...new Set(as.map((a) => Math.round(a.getBoundingClientRect().top)))]);
  expect(tops).toHaveLength(1);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-header-signed-in-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-header-signed-in-390.png') });

  // Create a Memorial from a record names the record, not its number.
  const record = await subscriberRecord();
  await page.goto(`${env.stack.url}/memorial/create?record=${record.id}`);
  await page.getByText(`From the record of ${record.fullName}:`).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-memorial-from-record-390.png') });
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);

test('a locked search hit carries a drawn lock, not an emoji', async () => {
  const record = await subscriberRecord();
  const surname = record.fullName.split(' ').at(-1)!;
  for (const width of [1366, 390]) {
    const { page } = await pageWithErrors(env.browser, width);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto(`${env.stack.url}/search?docQuery=k:${encodeURIComponent(surname)}`);
    const lock = page.locator('.search-hit__lock').first();
    await lock.waitFor();
    await expect(lock.locator('svg').count()).resolves.toBe(1);
    await expect(lock.textContent()).resolves.toBe('');
    await page.screenshot({ path: path.join(screenshotDir, `e2e-search-lock-${width}.png`) });
    await page.close();
  }
}, 90_000);
