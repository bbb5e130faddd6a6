import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword } from '../data/build/users';
import { STANDIN_APP } from '../facebook-standin/accounts';
import { type FacebookStandin, startFacebookStandin } from '../facebook-standin/server';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Facebook sign-in as a visitor lives it (accounts spec §2 mode 3, §4, §8): the real gateway and site, and the
// local stand-in of Facebook's login dialog. The stand-in starts first, so the gateway's FACEBOOK_* point at it.
let standin: FacebookStandin;
beforeAll(async () => {
  standin = await startFacebookStandin();
  Object.assign(process.env, {
    FACEBOOK_APP_ID: STANDIN_APP.clientId,
    FACEBOOK_APP_SECRET: STANDIN_APP.clientSecret,
    FACEBOOK_AUTHORIZATION_URL: standin.endpoints.authorizationURL,
    FACEBOOK_TOKEN_URL: standin.endpoints.tokenURL,
    FACEBOOK_PROFILE_URL: standin.endpoints.profileURL,
  });
});
const env = useBrowserStack();
afterAll(async () => {
  await standin?.close();
});

const DEFAULT_MESSAGE =
  'There was an error signing you in with your Facebook account. Please try again, or try signing in with your email and password.';
const CREDENTIALS_MESSAGE =
  'The email/username and password you entered did not match our records. Please double-check and try again.';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, name), fullPage: true });

/** From the sign-in screen through the stand-in's dialog, choosing `who` (a demo person's name, or Cancel). */
async function throughFacebook(page: Page, who: string, screenshot?: string) {
  await page.getByRole('link', { name: 'Sign in with Facebook' }).click();
  await page.getByRole('heading', { name: 'Facebook (local stand-in)' }).waitFor();
  if (screenshot) await shot(page, screenshot);
  await page.getByRole('button', { name: who }).click();
}

test('a demo member connects Facebook with their password, then signs in with Facebook alone', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 1280);
  await page.goto(`${env.stack.url}/login?next=%2Fsearch`);
  await throughFacebook(page, 'Basic Member basic@muster.test', 'e2e-facebook-standin-1280.png');

  // No account is linked yet: the connect step, with the email Facebook gave prefilled.
  await page.waitForURL(/\/login\/facebook\?result=NO_F3_ACCOUNT&next=%2Fsearch$/);
  await page.getByText('You are signed in to Facebook as').waitFor();
  const connect = page.getByRole('form', { name: 'Connect accounts' });
  await expect(connect.getByLabel('Email or username').inputValue()).resolves.toBe('basic@muster.test');
  await shot(page, 'e2e-facebook-connect-1280.png');
  await connect.getByLabel('Password').fill('not-the-password');
  await connect.getByRole('button', { name: 'Connect accounts' }).click();
  await expect(connect.getByRole('alert').textContent()).resolves.toContain(CREDENTIALS_MESSAGE);

  await connect.getByLabel('Password').fill(demoPassword);
  await connect.getByRole('button', { name: 'Connect accounts' }).click();
  await page.waitForURL(/\/search$/);
  await expect(page.locator('.user-menu__toggle').textContent()).resolves.toContain('basic');
  expect(errors).toEqual([]);
  await page.close();

  // Another browser: Facebook alone signs the member in and goes on to next.
  const again = await pageWithErrors(env.browser, 390);
  await again.page.goto(`${env.stack.url}/login?next=%2Fsearch`);
  await throughFacebook(again.page, 'Basic Member basic@muster.test', 'e2e-facebook-standin-390.png');
  await again.page.waitForURL(/\/search$/);
  await again.page.locator('.user-menu__toggle').waitFor();
  await expect(again.page.locator('.user-menu__toggle').textContent()).resolves.toContain('basic');
  expect(again.errors).toEqual([]);
  await again.page.close();
}, 90_000);

test('Cancel at Facebook shows the spec message and the way back', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 390);
  await page.goto(`${env.stack.url}/login`);
  await shot(page, 'e2e-facebook-login-button-390.png');
  await throughFacebook(page, 'Cancel');
  await page.waitForURL(/\/login\/facebook\?result=null$/);
  await expect(page.getByRole('alert').textContent()).resolves.toBe(DEFAULT_MESSAGE);
  await page.getByRole('link', { name: 'Try Facebook again' }).waitFor();
  await page.getByRole('link', { name: 'Sign in with your email and password' }).waitFor();
  await shot(page, 'e2e-facebook-cancelled-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'e2e-facebook-cancelled-1280.png');
  await expect(page.locator('.user-menu__toggle').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);

test('a Facebook person without an email creates an account by entering one', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 390);
  await page.goto(`${env.stack.url}/login`);
  await throughFacebook(page, 'Sam Private no email shared');
  await page.waitForURL(/\/login\/facebook\?result=NO_F3_ACCOUNT$/);
  const create = page.getByRole('form', { name: 'Create an account' });
  await create.getByText('Facebook did not share an email address with us.').waitFor();
  await expect(create.getByLabel('Email').inputValue()).resolves.toBe('');
  await shot(page, 'e2e-facebook-connect-390.png');
  await create.getByRole('button', { name: 'Create account' }).click();
  await create.getByText('Please enter a valid email').waitFor();
  await create.getByLabel('Email').fill('sam.private@example.net');
  await create.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('.user-menu__toggle').waitFor();
  await expect(page.locator('.user-menu__toggle').textContent()).resolves.toContain('sam.private');
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
