import path from 'node:path';
import { screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// "Report an Issue" in the viewer (content §2.4): a member reports an image problem about the page, asked no
// email and no rating; staff find it in the feedback queue with a link back to the page.
const env = useBrowserStack();

test('a member reports a problem with a page from the viewer; staff open the page from the queue', async () => {
  const db = env.stack.db.db;
  const { image_id: imageId } = await db
    .selectFrom('index_records')
    .select('image_id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const member = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await member.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await submitSignIn(page, env.stack.url, 'annual');
  await page.locator('.user-menu__toggle').waitFor();
  await page.goto(`${env.stack.url}/image/${imageId}`);
  await page.getByRole('button', { name: 'Report an Issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an Issue' });
  await dialog.getByRole('radio', { name: 'There is a problem with the image' }).waitFor();
  expect(await dialog.getByRole('radio', { name: 'There is a problem with the image' }).isChecked()).toBe(true);
  await dialog.getByRole('textbox', { name: 'Enter your message' }).waitFor();
  expect(await dialog.getByLabel('Email').count()).toBe(0);
  expect(await dialog.getByText('I like it').count()).toBe(0);
  await dialog.getByRole('textbox', { name: 'Enter your message' }).fill('The bottom of the page is cut off.');
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-report-issue-viewer.png') });
  // One click: the captcha's work, begun when the form took focus, is awaited by Send (issue 16 point 4).
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
  const [row] = await db.selectFrom('feedback').selectAll().execute();
  expect(row).toMatchObject({
    type: 'IMAGE_PROBLEM',
    category: 'PROBLEM',
    object_id: imageId,
    object_type: 'IMAGE',
    rating: null,
    message: 'The bottom of the page is cut off.',
  });
  await member.close();

  const staff = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await submitSignIn(staff, env.stack.url, 'admin');
  await staff.locator('.user-menu__toggle').waitFor();
  await staff.goto(`${env.stack.url}/admin/feedback`);
  const link = staff.getByRole('link', { name: `Image ${imageId}` });
  await link.click();
  await staff.waitForURL(`${env.stack.url}/image/${imageId}`);
  await staff.close();
  expect(errors).toEqual([]);
}, 120_000);
