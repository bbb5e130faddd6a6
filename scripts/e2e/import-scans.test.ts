import path from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';
import { pickPublication } from './publication-picker';

// Scans with an import on /admin/imports (issue 15 points 1–2): the demo admin uploads the rows and a ZIP of their
// scans, maps the file column, and follows the import to done with its scans tiled and the missing one to fix.
const env = useBrowserStack();

test('an admin imports rows with a ZIP of their scans and sees the scans tiled and the missing one to fix', async () => {
  const db = env.stack.db.db;
  const pub = await db
    .selectFrom('publications')
    .select(['id', 'title'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const zip = new JSZip();
  for (const [name, color] of [
    ['roll7/p1.jpg', '#c8b89a'],
    ['roll7/p2.jpg', '#b0a080'],
  ] as const)
    zip.file(
      name,
      await sharp({ create: { width: 900, height: 1200, channels: 3, background: color } })
        .jpeg()
        .toBuffer(),
    );
  const scans = await zip.generateAsync({ type: 'nodebuffer' });
  const csv = 'Last Name,First Name,Scan\nAshby,Amos,p1.jpg\nBramwell,Eli,p2.jpg\nCorliss,Asa,p3.jpg\n';
  for (const [width, height, name] of [
    [1366, 768, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    const { page, errors } = await pageWithErrors(env.browser, width);
    await page.setViewportSize({ width, height });
    await submitSignIn(page, env.stack.url, 'admin', '/admin/imports');
    await page.waitForURL(/\/admin\/imports$/);
    await pickPublication(page, pub.title);
    await page
      .getByLabel('CSV or .xlsx file')
      .setInputFiles({ name: `scanned-${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByLabel('Field for Scan').waitFor();
    await page
      .getByLabel(/Scans \(\.zip\)/)
      .setInputFiles({ name: `scans-${name}.zip`, mimeType: 'application/zip', buffer: scans });
    await page.getByText('Uploading scans…').waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(screenshotDir, `imports-scans-form-${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Start import' }).click();
    const panel = page.getByRole('region', { name: new RegExp(`scanned-${name}\\.csv`) });
    await panel.getByRole('status').filter({ hasText: /^Done/ }).waitFor({ timeout: 30_000 });
    await panel.getByText('Scans tiled (of 2)').waitFor();
    await panel
      .getByText(/"p3\.jpg" is not in the scans given with the import/)
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(screenshotDir, `imports-scans-done-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }
}, 120_000);
