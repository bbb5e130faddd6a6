import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoPassword } from '../data/build/users';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Memorial editing on the real stack (issue 6 point 1): a member creates a Serviceperson memorial, adds a story
// and a fact with free-text dates and sees what was read from them, runs into a §5 length limit, picks a cropped
// cover image, reorders the stories, saves, finds the memorial in Your Memorials and exports it as GEDCOM.
const env = useBrowserStack();

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `memorial-${name}.png`), fullPage: true });

async function signIn(page: Page, next: string, username = 'annual') {
  await page.goto(`${env.stack.url}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

async function addStory(page: Page, title: string, content: string, when: string, readAs: string) {
  const stories = page.getByRole('region', { name: 'Stories' });
  await stories.getByRole('button', { name: 'Add a story' }).click();
  const form = stories.getByRole('form', { name: 'Story' });
  await form.getByLabel('Story title').fill(title);
  await form.getByLabel('Story', { exact: true }).fill(content);
  await form.getByLabel(/^When/).fill(when);
  await form.getByText(`Read as: ${readAs}`).waitFor();
  await form.getByRole('button', { name: 'Save story' }).click();
  await stories.locator('.element-summary', { hasText: title }).getByText(readAs).waitFor();
}

const firstStoryIs = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Stories' })
    .locator('.element-summary h3')
    .first()
    .getByText(title, { exact: true })
    .waitFor();
const storyOrder = (page: Page) =>
  page.getByRole('region', { name: 'Stories' }).locator('.element-summary h3').allTextContents();

test('a member creates a memorial, fills it in, reorders it and exports it as GEDCOM', async () => {
  const { page, errors } = await pageWithErrors(env.browser);
  await signIn(page, '/memorial/create');
  await page.getByRole('heading', { name: 'Create a Memorial' }).waitFor();
  await page.getByRole('radio', { name: /Serviceperson/ }).check();
  await page.getByLabel(/^Title/).fill('Pvt. Elias Thorne');
  await page.getByLabel(/^Description/).fill('Private, 20th Maine Infantry. Wounded at Little Round Top.');
  await shot(page, 'create-desktop');
  await page.getByRole('button', { name: 'Create Memorial' }).click();
  await page.waitForURL(/\/memorial\/\d+\/edit$/);
  const memorialId = Number(/\/memorial\/(\d+)\/edit/.exec(page.url())![1]);
  await page.getByRole('heading', { name: 'Pvt. Elias Thorne' }).waitFor();

  await addStory(page, 'Enlistment', 'He signed up in Brunswick with his brother.', 'August 1862', 'August 1862');
  await addStory(
    page,
    'Gettysburg',
    'On the second day the regiment held the far left of the line.',
    '2 July 1863',
    'July 2, 1863',
  );

  const facts = page.getByRole('region', { name: 'Facts' });
  await facts.getByRole('button', { name: 'Add a fact' }).click();
  const factForm = facts.getByRole('form', { name: 'Fact' });
  await factForm.getByLabel('Date', { exact: true }).fill('abt. March 3rd 1840');
  await factForm.getByText('Read as: March 3, 1840').waitFor();
  await factForm.getByRole('button', { name: 'Save fact' }).click();
  await facts.locator('.element-summary', { hasText: 'Birth' }).getByText('read as March 3, 1840').waitFor();

  // A story title one past the §5 limit: the exact message, and nothing is saved.
  const stories = page.getByRole('region', { name: 'Stories' });
  await stories.getByRole('button', { name: 'Add a story' }).click();
  const tooLong = stories.getByRole('form', { name: 'Story' });
  await tooLong.getByLabel('Story title').fill('x'.repeat(257));
  await tooLong.getByText('The title you entered is too long. 257 (Max: 256)').waitFor();
  await tooLong.getByRole('button', { name: 'Save story' }).click();
  await expect(storyOrder(page)).resolves.toEqual(['Enlistment', 'Gettysburg']);
  await shot(page, 'limit-desktop');
  await tooLong.getByRole('button', { name: 'Cancel' }).click();

  // A cover picture cropped to a rectangle of the scan.
  const image = await env.stack.db.db
    .selectFrom('images')
    .select(['id', 'width', 'height'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await pictures.getByRole('button', { name: 'Choose a cover image' }).click();
  await pictures.getByLabel('Image number').fill(String(image.id));
  await pictures.locator('.crop-preview img').waitFor();
  await pictures.getByLabel('Width').fill('100');
  await pictures.getByLabel('Height').fill('120');
  await shot(page, 'cover-crop-desktop');
  await pictures.getByRole('button', { name: 'Save cover image' }).click();
  await pictures.getByText(/crop 100×120 at/).waitFor();

  await stories.getByRole('button', { name: 'Move story “Gettysburg” up' }).click();
  await firstStoryIs(page, 'Gettysburg');

  await page.getByLabel('Who can see it').selectOption('PRIVATE');
  await page.getByRole('form', { name: 'About this memorial' }).getByRole('button', { name: 'Save' }).click();
  await page.getByText('Your memorial has been saved.').waitFor();
  await page.reload();
  await firstStoryIs(page, 'Gettysburg');
  await expect(storyOrder(page)).resolves.toEqual(['Gettysburg', 'Enlistment']);
  await shot(page, 'edit-desktop');

  await page.locator('.site-nav').getByRole('link', { name: 'Your Memorials' }).click();
  await page.waitForURL(/\/gallery\/content\/STORY_PAGE$/);
  const row = page.locator('.your-memorial', { hasText: 'Pvt. Elias Thorne' });
  await row.getByText('Private').waitFor();
  await shot(page, 'yours-desktop');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: /GEDCOM/ }).click(),
  ]);
  const gedcom = fs.readFileSync((await download.path())!, 'utf8');
  expect(gedcom).toMatch(/^(\uFEFF)?0 HEAD/);
  expect(gedcom).toContain('Elias');
  expect(gedcom).toMatch(/1840/);

  await page.goto(`${env.stack.url}/memorial/${memorialId}`);
  await page.getByRole('heading', { name: 'Pvt. Elias Thorne' }).waitFor();
  await page.getByText('July 2, 1863').waitFor();
  await shot(page, 'page-desktop');
  // A story's share address (content §2.1) brings that story into view, marked.
  const storyAnchor = (await page.locator('article.story', { hasText: 'Enlistment' }).getAttribute('id'))!;
  await page.goto(`${env.stack.url}/memorial/${memorialId}?story=${storyAnchor.replace('story-', '')}`);
  await page.locator(`#${storyAnchor}.memorial-anchor--linked`).waitFor();
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);

test('on a phone: create from a record, then the editor and Your Memorials fit the screen', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 390);
  const record = await env.stack.db.db.selectFrom('index_records').select('id').orderBy('id').executeTakeFirstOrThrow();
  await signIn(page, `/record/${record.id}`);
  await page.getByRole('link', { name: 'Create a Memorial' }).click();
  await page.waitForURL(/\/memorial\/create\?record=/);
  await page.getByRole('heading', { name: 'Create a Memorial' }).waitFor();
  await shot(page, 'create-from-record-phone');
  await page.getByRole('button', { name: 'Create Memorial' }).click();
  await page.waitForURL(/\/memorial\/\d+\/edit$/);
  await page.getByRole('region', { name: 'Facts' }).locator('.element-summary').first().waitFor();
  const connection = page.locator('.record-connection');
  await connection.getByText('Made from the record').waitFor();
  await shot(page, 'edit-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // Made from the wrong record: disconnected with a second click; the facts it brought stay.
  const facts = await page.getByRole('region', { name: 'Facts' }).locator('.element-summary').count();
  await connection.getByRole('button', { name: 'Disconnect…' }).click();
  await shot(page, 'disconnect-record-phone');
  await connection.getByRole('button', { name: 'Disconnect from this record' }).click();
  await page.getByText(/is no longer connected to/).waitFor();
  await connection.waitFor({ state: 'detached' });
  expect(await page.getByRole('region', { name: 'Facts' }).locator('.element-summary').count()).toBe(facts);
  await page.goto(`${env.stack.url}/gallery/content/STORY_PAGE`);
  await page.locator('.your-memorial').first().waitFor();
  await shot(page, 'yours-phone');
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);

test('another member comments on a public memorial from its page', async () => {
  const { page, errors } = await pageWithErrors(env.browser);
  const monthly = await env.stack.db.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'monthly')
    .executeTakeFirstOrThrow();
  const memorial = await env.stack.db.db
    .selectFrom('memorials')
    .select(['id', 'title'])
    .where('privacy_mode', '=', 'PUBLIC')
    .where('owner_id', '!=', monthly.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await signIn(page, `/memorial/${memorial.id}`, 'monthly');
  await expect(page.getByRole('link', { name: 'Edit memorial' }).count()).resolves.toBe(0);
  await page.getByRole('link', { name: 'Comment or correct' }).click();
  await page.waitForURL(/\/edit$/);
  await expect(
    page.getByRole('region', { name: 'Stories' }).getByRole('button', { name: 'Add a story' }).count(),
  ).resolves.toBe(0);
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Add a comment' }).click();
  await comments.getByRole('textbox', { name: 'Comment' }).fill('My great-grandfather served with him.');
  await comments.getByRole('button', { name: 'Save comment' }).click();
  await comments
    .locator('.element-summary', { hasText: 'monthly' })
    .getByText('My great-grandfather served with him.')
    .waitFor();
  await page.goto(`${env.stack.url}/memorial/${memorial.id}`);
  await page.locator('.memorial-comment', { hasText: 'My great-grandfather served with him.' }).waitFor();
  await shot(page, 'comment-desktop');
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
