import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '@muster/services/db';
import { demoPassword } from '@muster/scripts/data';
import { launchChromium, watchCspViolations } from './chromium';
import { type Stack, type StackOptions, startStack } from './stack';

/** Where browser tests leave screenshots for a person to look at (ignored by git). */
export const screenshotDir = path.join(repoRoot, 'data', 'screenshots');

export interface BrowserStack {
  stack: Stack;
  browser: Browser;
  /** What the pages' Content-Security-Policy refused during the current test; a test that expects a refusal takes it out. */
  cspViolations: string[];
}

/**
 * The whole of Muster as `npm start` runs it (SQLite filled by the demo-data generator's tiny size, the services,
 * the gateway serving the built website) and Chromium, started once before a test file's tests and stopped after
 * them; `prepare` may change the generated data first, `settings` override the services' settings from the
 * environment (the payments mode, say), `gateway` the gateway's (a short session idle time, say). Each test fails if a page broke the site's Content-Security-Policy.
 */
export function useBrowserStack({
  prepare,
  settings,
  gateway,
}: Pick<StackOptions, 'prepare' | 'settings' | 'gateway'> = {}): BrowserStack {
  const env = {} as BrowserStack;
  beforeAll(async () => {
    env.stack = await startStack({ backend: 'sqlite', data: 'tiny', site: true, prepare, settings, gateway });
    env.browser = await launchChromium();
    env.cspViolations = watchCspViolations(env.browser);
    fs.mkdirSync(screenshotDir, { recursive: true });
  }, 120_000);
  afterEach(() => {
    expect(env.cspViolations?.splice(0) ?? []).toEqual([]);
  });
  // Stopping waits for the services' background work (a tile pyramid being written, tiles' disk copies), which
  // takes longer than Jest's default five seconds on a busy machine.
  afterAll(async () => {
    await env.browser?.close();
    await env.stack?.stop();
  }, 60_000);
  return env;
}

/** A fresh page at the given width that collects the page's uncaught errors, which a test expects to stay empty. */
export async function pageWithErrors(browser: Browser, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Fills the sign-in form as a demo user (every demo user's password is the same) and submits it. */
export async function submitSignIn(page: Page, siteUrl: string, username: string, next?: string): Promise<void> {
  await page.goto(`${siteUrl}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
