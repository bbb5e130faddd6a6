import path from 'node:path';
import type { Page } from 'playwright-core';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// Record corrections on the real stack (issue 15 point 5): a member suggests a new surname from the record page,
// a support staff member accepts it in the feedback queue, then corrects another field on the record's admin page.
let recordId = 0;
const env = useBrowserStack({
  prepare: async (db) => {
    await db.updateTable('users').set({ roles: '["support"]' }).where('username', '=', 'comp').execute();
    const open = await db
      .selectFrom('index_records as r')
      .innerJoin('publications as p', 'p.id', 'r.publication_id')
      .select('r.id')
      .where('p.access_level', '=', 'PUBLIC')
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    recordId = open.id;
  },
});

async function signedIn(username: string, width = 1366, height = 768): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await pageWithErrors(env.browser, width);
  await page.setViewportSize({ width, height });
  await submitSignIn(page, env.stack.url, username);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { page, errors };
}
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });

test('a member suggests a surname; support accepts it, then corrects a field with its history', async () => {
  const member = await signedIn('annual');
  await member.page.goto(`${env.stack.url}/record/${recordId}`);
  await member.page.getByRole('button', { name: 'Suggest a correction' }).click();
  const dialog = member.page.getByRole('dialog', { name: 'Suggest a correction' });
  await dialog.getByLabel('What is wrong').selectOption('surname');
  await dialog.getByLabel('The correct surname').fill('Quartermaine');
  await dialog.getByLabel('Note for staff (optional)').fill('The card clearly reads Quartermaine.');
  await shot(member.page, 'suggest-correction-desktop');
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await dialog.getByText('Thank you. Staff will review your correction').waitFor();
  // Members see no Edit record link.
  await expect(member.page.getByRole('link', { name: 'Edit record' }).count()).resolves.toBe(0);
  expect(member.errors).toEqual([]);
  await member.page.close();

  const staff = await signedIn('comp');
  await staff.page.goto(`${env.stack.url}/admin/feedback`);
  const item = staff.page.locator('.feedback-entry', { hasText: 'Quartermaine' }).first();
  await item.getByRole('button', { name: 'Accept' }).waitFor();
  await shot(staff.page, 'feedback-correction-queue-desktop');
  await item.getByRole('button', { name: 'Accept' }).click();
  await item.getByText('Accepted').waitFor();

  await staff.page.goto(`${env.stack.url}/record/${recordId}`);
  await staff.page.getByText('Quartermaine').first().waitFor();
  await staff.page.getByRole('link', { name: 'Edit record' }).click();
  await staff.page.waitForURL(`**/admin/records/${recordId}`);
  const surname = staff.page.locator('.record-field', { hasText: 'Surname' });
  await expect(surname.getByRole('textbox').inputValue()).resolves.toBe('Quartermaine');
  await surname.getByText('SUPER').waitFor();
  const birth = staff.page.getByLabel('Birth date');
  await birth.fill('1841-02-30');
  await staff.page.locator('.record-field', { has: birth }).getByRole('button', { name: 'Save' }).click();
  await staff.page.getByText('birthDate must be a date written YYYY, YYYY-MM or YYYY-MM-DD').waitFor();
  await birth.fill('1841-02-03');
  await staff.page.getByLabel('NORMAL: a later import may replace them').check();
  await staff.page.locator('.record-field', { has: birth }).getByRole('button', { name: 'Save' }).click();
  await staff.page.locator('.record-history li', { hasText: 'changed birth date' }).waitFor();
  await staff.page.locator('.record-history li', { hasText: 'a member’s suggestion' }).waitFor();
  await shot(staff.page, 'record-admin-desktop', true);
  expect(staff.errors).toEqual([]);
  await staff.page.close();

  const phone = await signedIn('comp', 390, 844);
  await phone.page.goto(`${env.stack.url}/admin/records/${recordId}`);
  await phone.page.locator('.record-history li').first().waitFor();
  await shot(phone.page, 'record-admin-phone', true);
  await phone.page.goto(`${env.stack.url}/admin/feedback`);
  await phone.page.locator('.correction-proposal').first().waitFor();
  await shot(phone.page, 'feedback-correction-queue-phone');
  await phone.page.close();

  const memberPhone = await signedIn('annual', 390, 844);
  await memberPhone.page.goto(`${env.stack.url}/record/${recordId}`);
  await memberPhone.page.getByRole('button', { name: 'Suggest a correction' }).click();
  await memberPhone.page.getByRole('dialog', { name: 'Suggest a correction' }).waitFor();
  await shot(memberPhone.page, 'suggest-correction-phone');
  await memberPhone.page.close();
}, 120_000);
