import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { callApi, createComplaint, expect, signInAs, test, uniqueName, uniquePhone } from './fixtures.ts';

const results = (page: Page): Locator => page.getByRole('region', { name: 'Complaints found' });
/** Each card's link to its edit screen (a card also holds its phone's tel: link). */
const cardLinks = (page: Page): Locator => results(page).locator('a[href$="/edit"]');
const bulkBar = (page: Page): Locator => page.getByRole('region', { name: 'Bulk actions' });

test("a support agent's day: filter by a dealer, save the view, open it, assign three, export them", async ({
  page,
}) => {
  await signInAs(page, 'support');
  const dealerName = uniqueName('Workbench Dealer');
  const { dealer } = await callApi<{ dealer: { id: number } }>(page, 'POST', '/dealers', {
    dealer_name: dealerName,
    dealer_phone: uniquePhone(),
    dealer_city: 'Lahore',
    dealer_address: 'Shop 1, Main Bazaar',
  });
  for (let i = 1; i <= 3; i++)
    await createComplaint(page, { customer_name: uniqueName(`Workbench ${i}`), dealer_id: dealer.id });

  // Filter by the dealer through the drawer.
  await page.goto('/complaints');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Dealer' }).fill(dealerName);
  await page.getByRole('option', { name: dealerName }).click();
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`[?&]dealer=${dealer.id}(&|$)`));
  await expect(cardLinks(page)).toHaveCount(3);

  // Save it as a view.
  const viewName = uniqueName('My dealer');
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill(viewName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: viewName })).toBeVisible();

  // Open it from the navigation.
  await page.goto('/complaints');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Complaints' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav.getByRole('link', { name: new RegExp(`^${viewName} \\d+$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: viewName })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]dealer=${dealer.id}&.*view=\\d+$`));
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(cardLinks(page)).toHaveCount(3);

  // Select the three and assign them.
  await bulkBar(page).getByRole('button', { name: 'Select all on screen' }).click();
  await expect(bulkBar(page).getByRole('status')).toHaveText('3 complaints selected');
  await bulkBar(page).getByRole('button', { name: 'Assign' }).click();
  const agent = page.getByRole('menuitem', { name: /\(Agent\)$/ }).first();
  const agentName = (await agent.textContent())!.replace(/ \(Agent\)$/, '');
  await agent.click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated 3 complaints' })).toBeVisible();
  await expect(results(page).getByText(`Assigned to: ${agentName}`)).toHaveCount(3);

  // Export the view: as many rows as the list shows.
  const shown = await cardLinks(page).count();
  await page.getByRole('button', { name: 'Export this list' }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloaded;
  await expect(
    page.getByRole('status').filter({ hasText: `Saved ${download.suggestedFilename()}.` }),
  ).toBeVisible();
  const text = fs.readFileSync(await download.path(), 'utf8');
  const [, ...rows] = parse(text.replace(/^\uFEFF/, '')) as string[][];
  expect(rows).toHaveLength(shown);
  expect(shown).toBe(3);
});
