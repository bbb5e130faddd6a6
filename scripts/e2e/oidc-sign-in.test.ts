import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword } from '../data/build/users';
import { PROVIDER_DEMO_PASSWORD } from '../oidc-provider/accounts';
import { startLocalProvider, type LocalProvider } from '../oidc-provider/local-provider';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// The genealogy provider's single sign-on in a browser (issue 4 point 5, accounts spec §2 mode 2, §4): the
// button opens the 500×550 popup, the person signs in and consents at the local OpenID provider, the popup
// closes and the sign-in page shows the step the result leads to.
let provider: LocalProvider;
beforeAll(async () => {
  // Before the stack: its gateway reads the provider's address from the environment.
  provider = await startLocalProvider();
  process.env.OIDC_ISSUER = provider.issuer;
});
afterAll(async () => {
  delete process.env.OIDC_ISSUER;
  await provider?.close();
});
const env = useBrowserStack();

/** Screenshots of a step at desktop and phone widths, for a person to look at. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `oidc-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshotDir, `oidc-${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Clicks the provider button, signs in and consents in the popup, and waits for it to close. */
async function throughPopup(page: Page, login: string, { screenshots = false } = {}) {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { opened: unknown[] }).opened = args;
      return open(...args);
    };
  });
  await page.goto(page.url());
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with your genealogy-site account' }).click(),
  ]);
  const opened = await page.evaluate(() => (window as unknown as { opened: [string, string, string] }).opened);
  expect(opened[0]).toBe('/auth/oidc/start');
  expect(opened[2]).toMatch(/width=500,height=550/);
  await popup.getByLabel('Username').waitFor();
  expect(new URL(popup.url()).origin).toBe(provider.issuer);
  await expect(popup.evaluate(() => [window.innerWidth, window.innerHeight])).resolves.toEqual([500, 550]);
  if (screenshots) await popup.screenshot({ path: path.join(screenshotDir, 'oidc-popup-provider-sign-in.png') });
  await popup.getByLabel('Username').fill(login);
  await popup.getByLabel('Password').fill(PROVIDER_DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.getByRole('button', { name: 'Allow' }).waitFor();
  if (screenshots) await popup.screenshot({ path: path.join(screenshotDir, 'oidc-popup-provider-consent.png') });
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Allow' }).click()]);
}

async function signInPage(width = 1280) {
  const { page, errors } = await pageWithErrors(env.browser, width);
  await page.goto(`${env.stack.url}/login`);
  await page.getByRole('heading', { name: 'Sign in to Muster' }).waitFor();
  return { page, errors };
}

const userMenu = (page: Page) => page.locator('.user-menu__toggle');

test('a newcomer creates an account: choice, terms, registered, Continue signs in', async () => {
  const { page, errors } = await signInPage();
  await shoot(page, 'sign-in');
  await throughPopup(page, 'newcomer', { screenshots: true });
  await page.getByRole('heading', { name: 'Connect your genealogy-site account' }).waitFor();
  await shoot(page, 'choice');
  await page.getByRole('button', { name: 'No, create a free Muster account' }).click();
  await page.getByRole('heading', { name: 'Create your free Muster account' }).waitFor();
  // "Go back" returns to the choice; the terms need accepting before "Save & continue" does anything.
  await page.getByRole('button', { name: 'Go back' }).click();
  await page.getByRole('button', { name: 'No, create a free Muster account' }).click();
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please accept the Terms of Use' }).waitFor();
  await page.getByLabel('I accept the Muster Terms of Use').check();
  await shoot(page, 'terms');
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();
  await expect(page.getByRole('status').textContent()).resolves.toContain('nell.newcomer');
  await shoot(page, 'registered');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(userMenu(page).textContent()).resolves.toContain('nell.newcomer');
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);

test('an address that matches a Muster account gets the link form with it prefilled; the password links them', async () => {
  const { page, errors } = await signInPage();
  await throughPopup(page, 'hannah');
  await page.getByRole('heading', { name: 'Connect your accounts' }).waitFor();
  await expect(page.getByLabel('Email or username').inputValue()).resolves.toBe('basic@muster.test');
  await page.getByLabel('Muster password').fill('not-the-password-9');
  await page.getByRole('button', { name: 'Connect accounts' }).click();
  await page.getByRole('alert').filter({ hasText: 'did not match our records' }).waitFor();
  await shoot(page, 'link');
  await page.getByLabel('Muster password').fill(demoPassword);
  await page.getByRole('button', { name: 'Connect accounts' }).click();
  // Linking succeeds with a page reload (spec §4), here on /login: "You are signed in as basic".
  await page.getByText('You are signed in as basic').waitFor();
  await expect(userMenu(page).textContent()).resolves.toContain('basic');
  await page.close();

  // Linked: next time the popup alone signs in, and the page goes to the next address.
  const again = await pageWithErrors(env.browser);
  await again.page.goto(`${env.stack.url}/login?next=%2Fsearch`);
  await throughPopup(again.page, 'hannah');
  await again.page.waitForURL(/\/search$/);
  await expect(userMenu(again.page).textContent()).resolves.toContain('basic');
  expect([...errors, ...again.errors]).toEqual([]);
  await again.page.close();
}, 90_000);

test('several matching accounts: the dedupe step links the chosen one', async () => {
  const { page, errors } = await signInPage();
  await throughPopup(page, 'morgan');
  await page.getByRole('heading', { name: 'Which Muster account is yours?' }).waitFor();
  await page.getByLabel('monthly').check();
  await page.getByLabel('Muster password').fill('wrong-password-9');
  await page.getByRole('button', { name: 'Connect accounts' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'There was an error signing in with this username. Please refresh the page and try again.' })
    .waitFor();
  await shoot(page, 'dedupe');
  await page.getByLabel('Muster password').fill(demoPassword);
  await page.getByRole('button', { name: 'Connect accounts' }).click();
  await expect(userMenu(page).textContent()).resolves.toContain('monthly');
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);

test('on a phone the steps fit the narrow screen, and Cancel returns to the sign-in screen', async () => {
  const { page, errors } = await signInPage(390);
  await throughPopup(page, 'unverified');
  await page.getByRole('heading', { name: 'Connect your genealogy-site account' }).waitFor();
  await page.getByRole('button', { name: 'Yes, connect my Muster account' }).click();
  await expect(page.getByLabel('Email or username').inputValue()).resolves.toBe('');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('heading', { name: 'Connect your genealogy-site account' }).waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
