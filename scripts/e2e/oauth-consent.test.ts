import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// A member allows a mobile app (issue 14 point 1) as they would on a phone: the app opens Muster's authorization
// address, the member signs in on the website's page, sees the consent screen in the site's look naming the app
// and what it asks, and Allow sends the browser back to the app with a code. Their account page then lists the
// app under "Connected apps", where they can take its access away.
const env = useBrowserStack();
const APP_REDIRECT = 'org.muster.mobile:/oauth/callback';

test('a visitor signs in, reads the consent screen and allows the app, which gets its code; the account page lists the app and disconnects it', async () => {
  for (const width of [390, 1280]) {
    const { page, errors } = await pageWithErrors(env.browser, width);
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URLSearchParams({
      client_id: 'muster-mobile',
      response_type: 'code',
      redirect_uri: APP_REDIRECT,
      scope: 'openid profile offline_access muster:read',
      prompt: 'consent',
      state: 'phone-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    await page.goto(`${env.stack.url}/oauth/auth?${authorize}`);
    await page.waitForURL(/\/login\?next=/);
    const next = new URL(page.url()).searchParams.get('next')!;
    await submitSignIn(page, env.stack.url, 'basic', next);

    await page.getByRole('button', { name: 'Allow' }).waitFor();
    await expectText(page, 'Muster mobile');
    await page.screenshot({ path: path.join(screenshotDir, `oauth-consent-${width}.png`), fullPage: true });
    const back = page.waitForResponse((response) => (response.headers().location ?? '').startsWith(APP_REDIRECT));
    await page.getByRole('button', { name: 'Allow' }).click();
    const redirect = new URL((await back).headers().location!);
    expect(redirect.searchParams.get('state')).toBe('phone-1');
    expect(redirect.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);

    // The member's account page now lists the app, and Disconnect (asked twice) takes its access away. In a window
    // of its own with the member's cookies: the app's redirect left this one with Chromium's "open the app?"
    // prompt, which takes the mouse and keys.
    const context = await env.browser.newContext({ viewport: page.viewportSize()! });
    await context.addCookies(await page.context().cookies());
    const account = await context.newPage();
    account.on('pageerror', (e) => errors.push(e.message));
    await account.goto(`${env.stack.url}/account`);
    const apps = account.getByRole('region', { name: 'Connected apps' });
    await apps.getByText('Muster mobile').waitFor();
    expect(await apps.innerText()).toContain('may search and read records as you');
    await apps.scrollIntoViewIfNeeded();
    await account.screenshot({ path: path.join(screenshotDir, `account-connected-apps-${width}.png`) });
    await apps.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await apps.getByRole('button', { name: 'Disconnect Muster mobile' }).click();
    await account.getByText('Muster mobile can no longer use your account.').waitFor();
    expect(await account.getByRole('button', { name: /^Disconnect/ }).count()).toBe(0);
    await account.reload();
    await account.getByRole('region', { name: 'Email settings' }).waitFor();
    expect(await account.getByRole('region', { name: 'Connected apps' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await page.close();
  }
}, 120_000);

async function expectText(page: import('playwright-core').Page, text: string) {
  expect(await page.locator('body').innerText()).toContain(text);
}
