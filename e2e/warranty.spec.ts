import type { Page } from '@playwright/test';
import {
  callApi,
  createComplaint,
  expect,
  signInAs,
  switchUser,
  test,
  uniqueName,
  uniquePhone,
} from './fixtures.ts';

/** The day `months` months before today, UTC, as a date field takes it. */
function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}

function cards(page: Page) {
  return page.getByRole('region', { name: 'Complaints found' }).getByRole('listitem');
}

test('a product with 12 months of cover judges a complaint bought 13 months ago Out of warranty, live and in the lists', async ({
  page,
}) => {
  const product = uniqueName('Chest Freezer');
  const model = `CF-${Date.now().toString(36).toUpperCase()}`;
  const customer = uniqueName('Warranty Customer');

  // An admin adds the product to the catalogue, going there by the navigation.
  await signInAs(page, 'admin', '/dealers');
  await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add New Product +' }).click();
  await page.getByRole('combobox', { name: 'Category' }).fill('Refrigerator');
  await page.getByLabel('Product Name').fill(product);
  await page.getByLabel('Model').fill(model);
  await page.getByLabel('Months of Cover').fill('12');
  await page.getByLabel('In Catalogue Since').fill('2020-01-01');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Products' }).fill(model);
  await expect(page.getByRole('region', { name: 'Products found' }).locator('tbody tr')).toContainText([
    `${product}${model}Refrigerator12 months`,
  ]);

  // A Support Agent picks it on the complaint form and sees the verdict before saving.
  await switchUser(page, 'support', '/complaints/create');
  await page.getByLabel('Customer Name').fill(customer);
  await page.getByRole('combobox', { name: /^Province/ }).click();
  await page.getByRole('option', { name: 'Punjab', exact: true }).click();
  await page.getByRole('combobox', { name: 'City' }).fill('Lahore');
  await page.getByRole('option', { name: 'Lahore', exact: true }).click();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(uniquePhone());
  await page.getByRole('combobox', { name: 'Product Name' }).fill(model);
  await page.getByRole('option', { name: new RegExp(model) }).click();
  await expect(page.getByRole('textbox', { name: 'Model' })).toHaveValue(model);
  await page.getByLabel('Problem Type').fill('Not freezing');
  const verdict = page.getByRole('status').filter({ hasText: 'warranty' });
  await expect(verdict).toContainText('Choose a catalogue product and a purchase date');
  await page.getByLabel('Purchased Date').fill(monthsAgo(13));
  await expect(verdict).toContainText('Out of warranty: ended on');
  await page.getByLabel('Order / Invoice Number').fill('ORD-1001');
  await page.getByRole('combobox', { name: /^Priority/ }).click();
  await page.getByRole('option', { name: 'Level 2' }).click();
  await page.getByRole('button', { name: 'Create Complaint' }).click();
  await expect(page).toHaveURL(/\/complaints\?message=/);

  // The Warranty filter finds it, with its badge on the card.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Warranty' }).click();
  await page.getByRole('option', { name: 'Out of warranty' }).click();
  await expect(page.getByRole('option', { name: 'Out of warranty' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect.poll(() => new URL(page.url()).searchParams.get('warranty')).toBe('out_of_warranty');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  // Newest first: the new complaint leads the list, and every card is out of warranty.
  await expect(cards(page).first()).toContainText(customer);
  await expect(cards(page).first()).toContainText('Out of warranty');
  await expect(cards(page).filter({ hasNotText: 'Out of warranty' })).toHaveCount(0);
  const address = page.url();

  // In Arabic on a phone: the list, its chip, and the edit screen's badge with the order's proofs.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('listitem').filter({ hasText: customer })).toHaveCount(1);
  await expect(page.getByText('الضمان: خارج الضمان')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(customer) }).click();
  await expect(page.getByText(/خارج الضمان: انتهى في/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة حساب الضمان' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'إثباتات الدفع للطلب ORD-1001' }).getByRole('img'),
  ).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("'Edit details' shows the verdict as it opens and judges again as the purchase date changes; a Dealer picks from the catalogue", async ({
  page,
}) => {
  await signInAs(page, 'support');
  const picker = await callApi<{ products: { id: number }[] }>(
    page,
    'GET',
    '/product-picker?search=AC-INV-18K',
  );
  const id = await createComplaint(page, {
    customer_name: uniqueName('Edit Verdict'),
    product_id: picker.products[0]!.id,
    purchase_date: monthsAgo(2),
  });
  await page.goto(`/complaints/${id}/edit`);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const verdict = page.getByRole('status').filter({ hasText: 'warranty' });
  // At once, without choosing the product again: the verdict the complaint holds.
  await expect(verdict).toContainText('In warranty until');
  await expect(verdict).toContainText('Compressor still covered until');
  await page.getByLabel('Purchased Date').fill(monthsAgo(13));
  await expect(verdict).toContainText('Out of warranty: ended on');
  await page.getByLabel('Purchased Date').fill(monthsAgo(2));
  await expect(verdict).toContainText('In warranty until');

  // A Dealer creating a complaint picks the product from the catalogue and sees the verdict live.
  await switchUser(page, 'dealer');
  await page.goto('/complaints/create');
  await page.getByRole('combobox', { name: 'Product Name' }).fill('AC-SPL-12K');
  await page.getByRole('option', { name: /AC-SPL-12K/ }).click();
  await expect(page.getByRole('textbox', { name: 'Model' })).toHaveValue('AC-SPL-12K');
  await page.getByLabel('Purchased Date').fill(monthsAgo(13));
  await expect(page.getByRole('status').filter({ hasText: 'warranty' })).toContainText(
    'Out of warranty: ended on',
  );
});
