import path from 'node:path';
import { ACCOUNT_LOCKED_MESSAGE } from '@muster/contract';
import { issueToken } from '@muster/services/users';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// An account locked after failed sign-ins from anywhere: the sign-in screen says so and how to get out, and the
// emailed link unlocks it.
const env = useBrowserStack();

test('a locked member is told why, follows the unlock link and signs in', async () => {
  const db = env.stack.db.db;
  const { id } = await db.selectFrom('users').select('id').where('username', '=', 'basic').executeTakeFirstOrThrow();
  await db.updateTable('users').set({ locked_at: new Date().toISOString() }).where('id', '=', id).execute();
  const token = await issueToken(db, id, 'unlock-account', new Date());

  const { page, errors } = await pageWithErrors(env.browser);
  const signIn = () => submitSignIn(page, env.stack.url, 'basic');
  await signIn();
  await page.getByRole('alert').filter({ hasText: ACCOUNT_LOCKED_MESSAGE }).waitFor();
  await page.getByRole('link', { name: 'Reset your password' }).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-sign-in-account-locked.png'), fullPage: true });

  await page.goto(`${env.stack.url}/unlock-account/${token}`);
  await page.getByRole('status').filter({ hasText: 'Your account is unlocked. You can sign in again.' }).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-unlock-account.png'), fullPage: true });
  await signIn();
  await page.locator('.user-menu__toggle').waitFor();

  await page.goto(`${env.stack.url}/unlock-account/${token}`);
  await page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired.' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
