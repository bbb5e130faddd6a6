import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// The contact form as a visitor uses it (accounts spec §2, §4, §8): the subject preset by the address,
// the real self-hosted captcha solved by the altcha widget in the page, the thank-you alert and the stored
// message; then the beta banner's dialog on the search page, on a phone.
const env = useBrowserStack();

const waitVerified = (page: Page) =>
  page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as (Element & { getState?: () => string }) | null)?.getState?.() ===
      'verified',
    undefined,
    { timeout: 60_000 },
  );

/** What a person does: ticks "I'm not a robot" and waits while the widget does the proof of work. */
async function solveCaptcha(page: Page) {
  await page.getByText("I'm not a robot").click();
  await waitVerified(page);
}

test("a visitor sends a message from /contact/?subject=Support and it is stored with the browser's agent", async () => {
  const page = await env.browser.newPage({
    viewport: { width: 1280, height: 900 },
    userAgent: 'Mozilla/5.0 (MusterE2E)',
  });
  try {
    await page.goto(`${env.stack.url}/contact/?subject=Support`);
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'feedback-contact-desktop.png'), fullPage: true });
    expect(await page.getByLabel('Subject').inputValue()).toBe('SITE_PROBLEM');

    await solveCaptcha(page);
    // Too short: the form says so and sends nothing.
    await page.getByRole('textbox', { name: 'Enter your message' }).fill('Too short');
    await page.getByLabel('Email').fill('visitor@example.org');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please enter a message between 10 and 1000 characters').waitFor();
    expect(await env.stack.db.db.selectFrom('feedback').selectAll().execute()).toEqual([]);

    await page.getByRole('textbox', { name: 'Enter your message' }).fill('The browse tool does not open on my tablet.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/respond to messages within 1-2 business days/).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('textbox', { name: 'Enter your message' }).inputValue()).toBe('');

    const rows = await env.stack.db.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'SITE_PROBLEM',
        category: 'PROBLEM',
        email: 'visitor@example.org',
        message: 'The browse tool does not open on my tablet.',
        url: '/contact/?subject=Support',
        user_agent: 'Mozilla/5.0 (MusterE2E)',
        user_id: null,
      }),
    ]);
    expect(rows[0].ip_address).toMatch(/127\.0\.0\.1$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(screenshotDir, 'feedback-contact-phone.png'), fullPage: true });
  } finally {
    await page.close();
  }
}, 120_000);

test('the beta banner on the search page opens "Please provide your feedback" and sends a rating (phone)', async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    await page.goto(`${env.stack.url}/search`);
    await page.getByText('This page is currently in BETA.').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'feedback-beta-banner-phone.png') });
    await page.getByRole('button', { name: 'We would love your feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please provide your feedback' });
    await dialog.waitFor();
    await dialog.getByText('I like it').click();
    await dialog.getByLabel('Email').fill('reader@example.org');
    await page.screenshot({ path: path.join(screenshotDir, 'feedback-beta-dialog-phone.png') });
    // Sent without ticking "I'm not a robot": the one click waits for the widget's work and sends (issue 16).
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you for your feedback.').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });
    const row = await env.stack.db.db
      .selectFrom('feedback')
      .selectAll()
      .where('type', '=', 'BETA')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      category: 'FEEDBACK',
      rating: 3,
      message: '',
      url: '/search',
      email: 'reader@example.org',
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'We would love your feedback' }).click();
    await page.getByRole('dialog', { name: 'Please provide your feedback' }).getByText("I'm not a robot").waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'feedback-beta-dialog-desktop.png') });
  } finally {
    await page.close();
  }
}, 120_000);
