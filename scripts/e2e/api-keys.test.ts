import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword as PASSWORD } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Partner API keys on /admin (issue 14 point 1): the demo admin makes a key for the comp member's account, sees
// its secret once, copies it, finds it listed by prefix, uses it from a program, then revokes it.
const env = useBrowserStack();

async function signInAsAdmin(page: Page) {
  await page.goto(`${env.stack.url}/login?next=%2Fadmin`);
  await page.getByLabel('Email or username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin$/);
}

test('an admin makes a partner key, copies its secret once and revokes it', async () => {
  const partner = await env.stack.db.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'comp')
    .executeTakeFirstOrThrow();
  for (const [width, name] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    const { page, errors } = await pageWithErrors(env.browser, width);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.stack.url });
    await signInAsAdmin(page);
    const section = page.locator('section.admin__section', {
      has: page.getByRole('heading', { name: 'Partner API keys' }),
    });
    await section.getByLabel('Partner account id').fill(String(partner.id));
    await section.getByLabel('Key name').fill(`Catalogue sync (${name})`);
    await section.getByLabel(/write \(mutations\)/).check();
    await section.getByLabel(/Web origins/).fill('https://partner.example');
    await section.getByRole('button', { name: 'Create key' }).click();
    const panel = section.getByRole('region', { name: "New key's secret" });
    const secret = (await panel.locator('code').textContent())!;
    expect(secret).toMatch(/^mk_/);
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByText('Copied to clipboard.').waitFor();
    const row = section.locator('.api-key', { hasText: `Catalogue sync (${name})` });
    await row.getByText(`${secret.slice(0, 11)}…`).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, `api-keys-${name}.png`), fullPage: true });

    const answer = await fetch(`${env.stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ account { username } }' }),
    });
    expect(await answer.json()).toEqual({ data: { account: { username: 'comp' } } });

    await panel.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByText(secret).first().waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await section.getByRole('button', { name: 'Revoke for good' }).click();
    await section.getByText(/Revoked Catalogue sync/).waitFor();
    // The notice may show before the list has reloaded without the key: wait for the row to go.
    await section
      .locator('.api-key', { hasText: `Catalogue sync (${name})` })
      .first()
      .waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  }
}, 90_000);
