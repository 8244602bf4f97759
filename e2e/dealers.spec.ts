import type { Page } from '@playwright/test';
import {
  callApi,
  createComplaint,
  expect,
  signInAs,
  SUCCESS_BANNER_MS,
  test,
  uniqueName,
  uniquePhone,
} from './fixtures.ts';

async function searchDealers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search Dealers' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search') ?? '').toBe(text.trim());
  await expect(page.getByRole('region', { name: 'Dealers found' })).toHaveAttribute('aria-busy', 'false');
}

function rows(page: Page) {
  return page.getByRole('region', { name: 'Dealers found' }).locator('tbody tr');
}

test('a dealer is created, found by the search, opened by a row click, edited, and the message shows', async ({
  page,
}) => {
  // Banners close on a timer: the test moves the page's clock on instead of waiting.
  await page.clock.install();
  const name = uniqueName('Rehman Electronics');
  const phone = uniquePhone();
  await signInAs(page, 'admin', '/dealers');
  await expect(page.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Dealer +' }).click();
  await expect(page).toHaveURL(/\/dealers\/create$/);

  // Nothing is sent while fields are empty: each required field says so.
  await page.getByRole('button', { name: 'Create Dealer' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(4);
  await expect(page).toHaveURL(/\/dealers\/create$/);

  await page.getByLabel('Dealer Name').fill(name);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('City').fill('Faisalabad');
  await page.getByLabel('Address').fill('Shop 12, Clock Tower Bazaar');
  await page.getByRole('button', { name: 'Create Dealer' }).click();

  await expect(page).toHaveURL(/\/dealers\?message=/);
  await expect(page.getByRole('status').getByText('Dealer created successfully.')).toBeVisible();

  await searchDealers(page, name.split(' ').at(-1)!.toUpperCase());
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(name);
  await expect(row).toContainText(phone);
  await expect(row).toContainText(/#00\d+/);
  // The name is bold.
  expect(
    Number(await row.getByText(name).evaluate((cell) => getComputedStyle(cell).fontWeight)),
  ).toBeGreaterThanOrEqual(600);

  // The search is kept in the address: a reload shows the same rows.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search Dealers' })).toHaveValue(
    name.split(' ').at(-1)!.toUpperCase(),
  );
  await expect(rows(page)).toHaveCount(1);

  await rows(page).first().getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/dealers\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/Created .* ago · \w{3}, \d{2}\/\w{3}\/\d{4} at/)).toBeVisible();
  const details = page.getByRole('region', { name: 'Dealer Details' });
  await expect(details.getByLabel('Dealer Name')).toHaveValue(name);
  await expect(details.getByLabel('Address')).toHaveAttribute('rows', '2');

  // A bad phone is refused on its field; a good edit shows the message and enters the history.
  await details.getByLabel('Phone Number').fill('call me');
  await details.getByRole('button', { name: 'Update Dealer' }).click();
  await expect(details.getByText('Phone number must be valid')).toBeVisible();
  await details.getByLabel('Phone Number').fill(phone);
  await details.getByLabel('City').fill('Sialkot');
  await details.getByRole('button', { name: 'Update Dealer' }).click();
  await expect(page.getByRole('status').getByText('Dealer updated successfully.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Dealer History' });
  await expect(
    history.getByText('Dealer - City changed from Faisalabad to Sialkot, Updated by Admin'),
  ).toBeVisible();
  // The success message goes after 4 s.
  await page.clock.fastForward(SUCCESS_BANNER_MS);
  await expect(page.getByText('Dealer updated successfully.')).toBeHidden();

  await details.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dealers(\?.*)?$/);
});

test("the server's 422 errors show on their fields", async ({ page }) => {
  await signInAs(page, 'admin', '/dealers/create');
  // Over the server's limit, which the form also knows: bypass the form by calling the API.
  const reply = await page.request.fetch('/api/dealers', {
    method: 'POST',
    headers: {
      'x-csrf-token': (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '',
      accept: 'application/json',
    },
    data: { dealer_name: 'x', dealer_phone: '12', dealer_city: 'Lahore', dealer_address: 'Somewhere' },
  });
  expect(reply.status()).toBe(422);
  expect((await reply.json()).errors).toEqual({ dealer_phone: ['Phone number must be valid'] });
});

test("the edit screen lists the dealer's complaints and links to them", async ({ page }) => {
  await signInAs(page, 'admin', '/dealers');
  const dealer = await callApi<{ dealer: { id: number; dealer_name: string } }>(page, 'POST', '/dealers', {
    dealer_name: uniqueName('Complaint Dealer'),
    dealer_phone: uniquePhone(),
    dealer_city: 'Lahore',
    dealer_address: 'Main Boulevard',
  });
  const customer = uniqueName('Hina Dealerlink');
  const id = await createComplaint(page, { customer_name: customer, dealer_id: dealer.dealer.id });

  await page.goto(`/dealers/${dealer.dealer.id}/edit`);
  const section = page.getByRole('region', { name: 'Complaints of this dealer' });
  await expect(section.getByText('Total: 1')).toBeVisible();
  await expect(section.getByText('Open: 1')).toBeVisible();
  await section.getByRole('link', { name: new RegExp(customer) }).click();
  await expect(page).toHaveURL(new RegExp(`/complaints/${id}/edit$`));
});

test('a dealer account sees only its own dealership and can open it', async ({ page }) => {
  await signInAs(page, 'dealer');
  await expect(page).toHaveURL(/\/complaints$/);
  await page.goto('/dealers');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Add New Dealer +' })).toHaveCount(0);
});

test('an unmatched search shows the empty state', async ({ page }) => {
  await signInAs(page, 'admin', '/dealers');
  await searchDealers(page, 'no dealer is called this zzqx');
  await expect(page.getByText('No Dealers Record.')).toBeVisible();
});
