import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword as PASSWORD } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Staff tools on the real stack (issue 4 §10): the demo admin changes a member's roles, makes an impersonation
// link and opens it; and a library link opens the library edition (§8).
const env = useBrowserStack();

const newPage = (width?: number) => pageWithErrors(env.browser, width);

async function signIn(page: Page, username: string) {
  await page.goto(`${env.stack.url}/login?next=%2Fadmin`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin$/);
}

async function find(page: Page, search: string) {
  await page.getByLabel('Username, email or id').fill(search);
  await page.getByRole('button', { name: 'Find' }).click();
  return page.locator('.staff-user', { hasText: search }).first();
}

test('an admin changes a member’s roles, then views the site as another member through a link', async () => {
  const { page, errors } = await newPage();
  await signIn(page, 'admin');
  await page.getByRole('heading', { name: 'Admin' }).waitFor();
  await expect(page.locator('.site-nav a[href="/admin"]').count()).resolves.toBe(1);
  // Staff have eleven links (Admin too); at 1366 px they still share one line.
  await page.setViewportSize({ width: 1366, height: 768 });
  const tops = await page
    .locator('.site-nav a')
    .evaluateAll((as) => [...new Set(as.map((a) => Math.round(a.getBoundingClientRect().top)))]);
  expect(tops).toHaveLength(1);

  const comp = await find(page, 'comp');
  await comp.getByLabel('support').check();
  await comp.getByRole('button', { name: 'Save roles' }).click();
  await comp.getByText('Roles saved').waitFor();
  await page.reload();
  await expect((await find(page, 'comp')).getByLabel('support').isChecked()).resolves.toBe(true);

  const basic = await find(page, 'basic');
  await basic.getByRole('button', { name: 'Create impersonation link' }).click();
  const link = basic.locator('.staff-user__link a');
  await link.waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'admin-desktop.png'), fullPage: true });
  await link.click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('.impersonation-banner').getByText('Viewing as basic').waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'impersonation-banner-desktop.png') });
  await expect(page.locator('.user-menu__toggle').textContent()).resolves.toContain('basic');
  await expect(page.locator('.site-nav a[href="/admin"]').count()).resolves.toBe(0);

  await page.locator('.impersonation-banner').getByRole('link', { name: 'End' }).click();
  await page.waitForURL(/\/login/);
  await expect(page.locator('.impersonation-banner').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);

test('a member without a role is told /admin is not for them', async () => {
  const { page } = await newPage(390);
  await signIn(page, 'basic');
  await page.getByText('Only staff may use the admin pages').waitFor();
  await page.close();
}, 60_000);

test('a library link opens the library edition: banner, no Join Now', async () => {
  for (const [width, name] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    const { page } = await newPage(width);
    await page.goto(`${env.stack.url}/library/springfield-demo`);
    await page.getByText('Library Edition at Springfield Public Library').waitFor();
    await expect(page.getByRole('link', { name: 'Join Now' }).count()).resolves.toBe(0);
    await page.screenshot({ path: path.join(screenshotDir, `library-banner-${name}.png`) });
    await page.close();
  }
  const { page } = await newPage(390);
  await signIn(page, 'admin');
  await page.screenshot({ path: path.join(screenshotDir, 'admin-phone.png'), fullPage: true });
  await page.close();
}, 60_000);
