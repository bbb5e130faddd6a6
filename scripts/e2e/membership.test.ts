import path from 'node:path';
import { demoPassword } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// A Basic member upgrades as a member would, on the real stack with the offline test-mode payments:
// /choose-a-plan, the annual plan, the test checkout page, and Premium in the user menu.
const env = useBrowserStack();

test('a Basic member picks the annual plan, pays in test mode and sees Premium in the menu', async () => {
  const { page, errors } = await pageWithErrors(env.browser);
  await page.goto(`${env.stack.url}/login?next=%2Fchoose-a-plan`);
  await page.getByLabel('Email or username').fill('basic');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/choose-a-plan$/);
  await page.locator('.user-menu__toggle').waitFor();
  await expect(page.locator('.user-menu__plan').count()).resolves.toBe(0);

  const annual = page.getByRole('listitem', { name: 'Premium Annual' });
  await annual.getByText(/^Just \$\d+\.\d{2} a month$/).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-choose-a-plan.png'), fullPage: true });
  await annual.getByRole('button', { name: 'Join Now' }).click();
  await page.waitForURL(/\/checkout\/test\/test_cs_/);
  await expect(page.getByRole('note').textContent()).resolves.toContain('Test mode');

  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await page.getByText('Your card number is incorrect.').waitFor();
  // Stripe's decline cards are declined as in Stripe's test mode, and the checkout stays open.
  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await page.getByText('Your card has insufficient funds.').waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-test-checkout-declined.png'), fullPage: true });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await page.waitForURL(/\/checkout\/success$/);
  await page.getByRole('heading', { name: 'Welcome to Premium' }).waitFor();
  await page.locator('.user-menu__plan', { hasText: 'premium' }).waitFor();
  await expect(page.getByRole('link', { name: 'Upgrade' }).count()).resolves.toBe(0);

  await page.goto(`${env.stack.url}/account`);
  const section = page.getByRole('region', { name: 'Subscription' });
  await section.getByText('•••• •••• •••• 4242').waitFor();
  await section.getByText('Premium Annual', { exact: true }).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-account-subscription.png'), fullPage: true });

  // Now Premium, they may only move up to All-Access, and are told what becomes of the plan they have.
  await page.goto(`${env.stack.url}/choose-a-plan`);
  await page.getByRole('listitem', { name: 'Ancestry All-Access' }).getByRole('button', { name: 'Upgrade' }).waitFor();
  await page.getByText(/Upgrading to All-Access replaces your current plan/).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-choose-a-plan-upgrade.png'), fullPage: true });
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
