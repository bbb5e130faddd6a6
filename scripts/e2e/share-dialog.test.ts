import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// The share dialog as a visitor uses it on a memorial (accounts spec §2, content spec §2.5): the address
// to copy, the network pop-ups, deselecting, and Escape giving focus back to the Share button; on a
// desktop and on a phone.
const env = useBrowserStack();

async function firstPublicMemorial(): Promise<number> {
  const row = await env.stack.db.db
    .selectFrom('memorials')
    .select('id')
    .where('privacy_mode', '=', 'PUBLIC')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records window.open calls instead of opening the networks' pages (this machine reaches no internet). */
async function recordPopups(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { opened: string[][] };
    w.opened = [];
    window.open = (url, name, features) => {
      w.opened.push([String(url), String(name), String(features)]);
      return {
        closed: false,
        close() {
          w.opened.push(['closed']);
        },
      } as Window;
    };
  });
  return () => page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
}

const pressed = (page: Page) => page.locator('.share-options [aria-pressed="true"]').allTextContents();

test.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
])(
  'a visitor shares a memorial on a %s',
  async (device, viewport) => {
    const id = await firstPublicMemorial();
    const context = await env.browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.stack.url}/memorial/${id}`);

    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this Memorial' });
    await dialog.waitFor();
    const address = `${env.stack.url}/memorial/${id}`;
    await expect(pressed(page)).resolves.toEqual(['Link']);
    await expect(dialog.getByRole('textbox', { name: 'Page address' }).inputValue()).resolves.toBe(address);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText('Copied to clipboard.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(address);
    await page.screenshot({ path: path.join(screenshotDir, `e2e-share-dialog-${device}.png`) });

    // Each network opens one 640 by 480 FOLD3SHARE pop-up, closing the one before.
    const opened = await recordPopups(page);
    await dialog.getByRole('button', { name: 'Facebook' }).click();
    await dialog.getByRole('button', { name: 'X (Twitter)' }).click();
    const features = 'width=640,height=480,menubar=no,toolbar=no,location=yes,resizable=yes,scrollbars=yes';
    await expect(opened()).resolves.toEqual([
      [`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`, 'FOLD3SHARE', features],
      ['closed'],
      [`https://twitter.com/intent/tweet?url=${encodeURIComponent(address)}`, 'FOLD3SHARE', features],
    ]);
    // Clicking the chosen option again deselects it.
    await dialog.getByRole('button', { name: 'X (Twitter)' }).click();
    await expect(pressed(page)).resolves.toEqual([]);

    // Escape closes the dialog and gives focus back to the Share button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(share.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    // Opened again, it starts on Link.
    await share.click();
    await expect(pressed(page)).resolves.toEqual(['Link']);
    await context.close();
    expect(errors).toEqual([]);
  },
  60_000,
);
