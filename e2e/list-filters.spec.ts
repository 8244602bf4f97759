import type { Browser, Locator, Page } from '@playwright/test';
import {
  callApi,
  companyToday,
  createComplaint,
  expect,
  signInAs,
  test,
  uniqueName,
  uniquePhone,
} from './fixtures.ts';

/** The results of the list on the page. */
function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Complaints found' });
}

/** Each card's link to its edit screen (a card also holds its phone's tel: link). */
function cardLinks(page: Page): Locator {
  return results(page).locator('a[href$="/edit"]');
}

async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

/**
 * A dealer of its own with three complaints, made by a Support Agent in another browser: only they
 * match a filter on that dealer.
 */
async function dealerWithComplaints(browser: Browser) {
  const context = await browser.newContext();
  const setup = await context.newPage();
  await signInAs(setup, 'support');
  const name = uniqueName('Filter Dealer');
  const { dealer } = await callApi<{ dealer: { id: number } }>(setup, 'POST', '/dealers', {
    dealer_name: name,
    dealer_phone: uniquePhone(),
    dealer_city: 'Lahore',
    dealer_address: 'Shop 1, Main Bazaar',
  });
  const customers = [uniqueName('Filtered'), uniqueName('Filtered'), uniqueName('Filtered')];
  for (const customer_name of customers)
    await createComplaint(setup, { customer_name, dealer_id: dealer.id });
  await context.close();
  return { id: dealer.id, name, customers };
}

test('an agent filters the complaints by status, dealer and date; the address keeps the filter', async ({
  page,
  browser,
}) => {
  const dealer = await dealerWithComplaints(browser);
  await signInAs(page, 'agent', '/complaints');
  await settled(page);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Dealer' }).fill(dealer.name);
  await page.getByRole('option', { name: dealer.name }).click();
  await drawer.getByLabel('Created from').fill(companyToday());
  await drawer.getByLabel('Created to').fill(companyToday());
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();

  await expect
    .poll(() => new URL(page.url()).searchParams.toString())
    .toBe(
      new URLSearchParams([
        ['status', 'Open'],
        ['dealer', String(dealer.id)],
        ['createdFrom', companyToday()],
        ['createdTo', companyToday()],
      ]).toString(),
    );
  await settled(page);
  const cards = cardLinks(page);
  await expect(cards).toHaveCount(3);
  for (const customer of dealer.customers) await expect(results(page)).toContainText(customer);
  await expect(page.getByRole('button', { name: 'Filters, 3 active' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText('Status: Open');
  await expect(chips).toContainText(`Dealer: ${dealer.name}`);

  // A reload (or a pasted link) opens the same filtered list.
  await page.reload();
  await settled(page);
  await expect(cardLinks(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Filters, 3 active' })).toBeVisible();
  await expect(chips).toContainText(`Dealer: ${dealer.name}`);

  // A chip's delete icon removes that filter alone; Back brings it back.
  await chips.getByRole('button', { name: 'Status: Open' }).locator('.MuiChip-deleteIcon').click();
  await expect.poll(() => new URL(page.url()).searchParams.has('status')).toBe(false);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('status')).toEqual(['Open']);

  await chips.getByRole('button', { name: 'Clear all' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await settled(page);
  await expect(cardLinks(page)).not.toHaveCount(3);
});

test('the new orders are in Order By and reach the address', async ({ page }) => {
  await signInAs(page, 'agent', '/complaints');
  await page.getByRole('combobox', { name: 'Order By' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'New to Old',
    'Old to New',
    'Priority',
    'Last updated',
    'Due soonest',
  ]);
  await page.getByRole('option', { name: 'Priority' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('priority');
  await settled(page);
  await expect(cardLinks(page).first()).toContainText('Level 3');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a full-width drawer with the count and Clear all', async ({ page }) => {
    await signInAs(page, 'agent', '/complaints?status=Pending&priority=L2');
    await settled(page);

    await page.getByRole('button', { name: 'Filters, 2 active' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(390);
    await expect(drawer.getByRole('combobox', { name: 'Status' })).toContainText('Pending');

    await drawer.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Sindh' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('province')).toBe('Sindh');

    await drawer.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(390);
  });
});
