import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { demoPassword as PASSWORD } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Accounts as a member lives them, on the real stack: sign in with the keyboard alone and out again, a wrong
// password, a registration, and the forced password update of a legacy account.
const env = useBrowserStack();

const newPage = (width?: number) => pageWithErrors(env.browser, width);

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`, as a keyboard user would. */
async function tabTo(page: Page, selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${env.stack.url}/login`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Waits for the dictionary check of the live checklist to pass (it is asked once typing pauses). */
async function dictionaryPassed(page: Page) {
  await page.locator('[data-rule="dictionary"][data-state="met"]').first().waitFor();
}

test('a member signs in with the keyboard alone, sees the user menu and signs out', async () => {
  const { page, errors } = await newPage();
  await page.goto(`${env.stack.url}/login?next=%2Fsearch`);
  await page.getByRole('heading', { name: 'Sign in to Muster' }).waitFor();
  await tabTo(page, 'input[name="username"]');
  await page.keyboard.type('basic');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search$/);

  const toggle = page.locator('.user-menu__toggle');
  await expect(toggle.textContent()).resolves.toContain('basic');
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-signed-in.png') });
  // Focus was on the form that is gone; the header comes before the page's content.
  await tabTo(page, '.user-menu__toggle', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, 'a[href="/signoff"]');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('.account-area a[href="/login"]').waitFor();
  await expect(page.locator('.user-menu__toggle').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);

test('a wrong password gets the spec message and a forgot-password link', async () => {
  const { page } = await newPage();
  await signIn(page, 'basic', 'not-the-password-9');
  const alert = page.getByRole('alert');
  await expect(alert.textContent()).resolves.toContain(
    'The email/username and password you entered did not match our records.',
  );
  await expect(alert.getByRole('link').getAttribute('href')).resolves.toBe('/forgot-password');
  await expect(page.getByRole('link', { name: 'Forgot your password?' }).count()).resolves.toBe(1);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-login-credentials.png') });
  await page.close();
}, 60_000);

test('a visitor registers and is signed in as the new member', async () => {
  const { page, errors } = await newPage(390);
  await page.goto(`${env.stack.url}/register`);
  await page.getByLabel('Email').fill('new.recruit@example.com');
  await page.getByLabel('Password', { exact: true }).fill('company-b-1862');
  await page.getByLabel('Username (optional)').fill('newrecruit');
  await page.getByText('This username is available.').waitFor();
  await dictionaryPassed(page);
  await page.getByLabel('How did you hear about us?').selectOption('Friend or family');
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-register-filled.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.locator('.user-menu__toggle').textContent()).resolves.toContain('newrecruit');
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);

test('a legacy account must choose a new password at sign-in, then uses it', async () => {
  const { page } = await newPage();
  await signIn(page, 'legacy', PASSWORD);
  await page.getByText('Your current password no longer meets our security requirements.').waitFor();
  await page.getByLabel('New password').fill('stronger-legacy-42');
  await page.getByLabel('Confirm password').fill('stronger-legacy-42');
  await dictionaryPassed(page);
  await page.getByRole('button', { name: 'Update password' }).click();
  // The change signs the member in, or asks them to sign in again with the new password.
  const changed = page.getByText('Your password has been changed. Please sign in below.');
  await Promise.race([page.waitForURL((u) => u.pathname === '/'), changed.waitFor()]);
  if (new URL(page.url()).pathname === '/login') {
    await page.getByLabel('Email or username').fill('legacy');
    await page.getByLabel('Password', { exact: true }).fill('stronger-legacy-42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
  }
  await expect(page.locator('.user-menu__toggle').textContent()).resolves.toContain('legacy');
  await page.close();
}, 60_000);

test('a member edits the profile on /account and sees it on the public profile', async () => {
  const { page, errors } = await newPage();
  await signIn(page, 'annual', PASSWORD);
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto(`${env.stack.url}/account`);
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Annie Annual');
  await profile.getByLabel('Location').fill('Gettysburg, Pennsylvania');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await profile.getByText('Your profile has been saved.').waitFor();
  // A new photo, sent through the gateway's multipart route, shows at once in the header at 50 px.
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#7a5a1c' } })
    .png()
    .toBuffer();
  await profile.getByLabel('Choose a new photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await profile.getByText('Your photo has been updated.').waitFor();
  const avatar = page.locator('.user-menu__toggle img');
  await avatar.waitFor();
  await expect(avatar.getAttribute('src')).resolves.toMatch(/32/);
  await expect(
    avatar.evaluate((img: HTMLImageElement) => [
      img.complete && img.naturalWidth > 0,
      img.getBoundingClientRect().width,
    ]),
  ).resolves.toEqual([true, 50]);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-account.png'), fullPage: true });
  await page.goto(`${env.stack.url}/profile/annual`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Annie Annual');
  await page.getByText('Gettysburg, Pennsylvania').waitFor();
  await page.getByRole('img', { name: 'Photo of Annie Annual' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);

test('a password changed in one browser signs the other one out with the page-expired reason', async () => {
  const first = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [a, b] = [await first.newPage(), await second.newPage()];
  for (const page of [a, b]) {
    await signIn(page, 'comp', PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
  }
  await a.goto(`${env.stack.url}/account`);
  const section = a.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('New password').fill('comp-changed-77');
  await section.getByLabel('Confirm password').fill('comp-changed-77');
  await dictionaryPassed(a);
  await section.getByRole('button', { name: 'Update password' }).click();
  await section.getByText('Your password has been changed.').waitFor();

  // The other browser's next GraphQL answer carries x-muster-signout; the site follows it to /signoff.
  await b.goto(`${env.stack.url}/search`);
  await b.waitForURL(/\/signoff\?signout-reason=page-expired$/);
  await b.getByText('Your session has expired, so we have signed you out.').waitFor();
  await b.locator('.account-area a[href="/login"]').waitFor();
  await b.screenshot({ path: path.join(screenshotDir, 'e2e-signed-off.png') });
  // The browser that made the change stays signed in.
  await a.goto(`${env.stack.url}/search`);
  await expect(a.locator('.user-menu__toggle').textContent()).resolves.toContain('comp');
  expect(new URL(a.url()).pathname).toBe('/search');
  await first.close();
  await second.close();
}, 60_000);
