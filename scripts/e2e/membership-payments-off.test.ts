import path from 'node:path';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@muster/contract';
import { subscriptionConfigFromEnv } from '@muster/services/subscription';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// A production site started without Stripe keys and without PAYMENTS_MODE=test: the plans page says that plans
// cannot be bought, and offers no button that would start a checkout.
const env = useBrowserStack({
  settings: { subscription: subscriptionConfigFromEnv('http://localhost:4000', { NODE_ENV: 'production' }) },
});

test('with payments off, a Basic member sees why on the plans page and no way to check out', async () => {
  const { page, errors } = await pageWithErrors(env.browser);
  await submitSignIn(page, env.stack.url, 'basic', '/choose-a-plan');
  await page.waitForURL(/\/choose-a-plan$/);
  await page.getByRole('alert').filter({ hasText: PAYMENTS_UNAVAILABLE_MESSAGE }).waitFor();
  await expect(page.getByRole('button', { name: 'Join Now' }).count()).resolves.toBe(0);
  await expect(page.getByText('Not available at the moment').count()).resolves.toBe(3);
  await expect(page.getByText(/Test mode/).count()).resolves.toBe(0);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-choose-a-plan-payments-off.png'), fullPage: true });
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
