import type { Page } from 'playwright-core';

/** Picks a publication in the imports form as staff do: a few words of its title typed, then its option clicked. */
export async function pickPublication(page: Page, title: string): Promise<void> {
  const words = title.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
  await page.getByRole('combobox', { name: 'Publication' }).fill(words);
  await page.getByRole('listbox', { name: 'Publications' }).getByRole('option', { name: title }).click();
  await page.getByText(new RegExp(`^Importing into #\\d+, ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).waitFor();
}
