import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// Publications on /admin (issue 15 point 4): the demo admin finds a publication, sees a refusal by its field
// (minimum above maximum) with nothing saved, then saves a change and sees it listed with its from → to; a visitor
// then gets the publication's new access level.
const env = useBrowserStack();
const shots = process.env.MUSTER_SHOTS_DIR ?? screenshotDir;

async function openEditor(page: Page, title: string, name: string) {
  await submitSignIn(page, env.stack.url, 'admin', '/admin');
  await page.waitForURL(/\/admin$/);
  await page.getByRole('link', { name: 'Publications' }).waitFor();
  await page.screenshot({ path: path.join(shots, `admin-links-${name}.png`) });
  await page.getByRole('link', { name: 'Publications' }).click();
  await page.waitForURL(/\/admin\/publications$/);
  await page.getByLabel('Find a publication').fill(title.slice(0, 12));
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await page.getByRole('form', { name: /Edit publication/ }).waitFor();
}

test('staff edit a publication: a refusal by its field, then a saved change in the history', async () => {
  const publication = await env.stack.db.db
    .selectFrom('publications')
    .select(['id', 'title', 'access_level'])
    .where('access_level', '=', 'PUBLIC')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  fs.mkdirSync(shots, { recursive: true });
  for (const [width, height, name] of [
    [1366, 768, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    const page = await env.browser.newPage({ viewport: { width, height } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page, publication.title, name);
    const form = page.getByRole('form', { name: /Edit publication/ });
    await page.screenshot({ path: path.join(shots, `publications-admin-editor-${name}.png`) });
    await page.screenshot({ path: path.join(shots, `publications-admin-editor-full-${name}.png`), fullPage: true });

    await form.getByLabel('Minimum access level').selectOption('SILO');
    await form.getByLabel('Maximum access level').selectOption('SUBSCRIBER');
    await form.getByRole('button', { name: /Save 2 changes/ }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('minimum access level (SILO) is above the maximum (SUBSCRIBER)');
    expect(await form.getByLabel('Minimum access level').getAttribute('aria-invalid')).toBe('true');
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, `publications-admin-refused-${name}.png`) });
    expect(
      (
        await env.stack.db.db
          .selectFrom('publications')
          .select('access_level')
          .where('id', '=', publication.id)
          .executeTakeFirstOrThrow()
      ).access_level,
    ).toBe('PUBLIC');

    // Back to a valid range, and a real change: the publication needs a subscription now.
    await form.getByLabel('Minimum access level').selectOption('PUBLIC');
    await form.getByLabel('Maximum access level').selectOption('SILO');
    await form.getByLabel('Configured access level').selectOption('SUBSCRIBER');
    await form.getByLabel('Percent complete shown instead').fill('85');
    await form.getByRole('button', { name: /Save 2 changes/ }).click();
    await form.getByRole('status').filter({ hasText: 'Access level now SUBSCRIBER' }).waitFor();
    await form.getByText('configuredAccessLevel').first().waitFor();
    await page.getByRole('button', { name: new RegExp(`#${publication.id} · SUBSCRIBER`) }).waitFor();
    await page.screenshot({ path: path.join(shots, `publications-admin-saved-${name}.png`), fullPage: true });
    const visitor = await fetch(`${env.stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ publication(globalId: "PUBLICATION:${publication.id}") { accessLevel } }` }),
    });
    expect((await visitor.json()).data.publication.accessLevel).toBe('SUBSCRIBER');

    // And back, for the next width.
    await form.getByLabel('Configured access level').selectOption('PUBLIC');
    await form.getByLabel('Percent complete shown instead').fill('');
    await form.getByRole('button', { name: /Save 2 changes/ }).click();
    await form.getByRole('status').filter({ hasText: 'Access level now PUBLIC' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }
}, 120_000);
