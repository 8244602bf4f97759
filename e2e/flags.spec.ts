import type { Page } from '@playwright/test';
import {
  callApi,
  createComplaint,
  expect,
  PNG_IMAGES,
  signInAs,
  test,
  uniqueName,
  useSession,
  uniquePhone,
} from './fixtures.ts';

/** The same number as `0321xxxxxxx`, typed the international way. */
const international = (phone: string) => `+92 ${phone.slice(1, 4)} ${phone.slice(4)}`;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function uploadByApi(page: Page, complaintId: number) {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const response = await page.request.post(`/api/complaints/${complaintId}/upload-image`, {
    headers: { 'x-csrf-token': token ?? '', accept: 'application/json' },
    multipart: { 'files[0]': PNG_IMAGES[0]! },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a returning customer: history on the create form and the edit screen, flags, the Flagged filter, a dismissal', async ({
  page,
}) => {
  await useSession(page, 'support');
  const name = uniqueName('Returning Customer');
  const phone = uniquePhone();
  const first = await createComplaint(page, { customer_name: name, phone, customer_city: 'Multan' });

  // The create form finds the first complaint by the phone, however it is typed.
  await page.goto('/complaints/create');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(international(phone));
  const notice = page.getByRole('alert').filter({ hasText: 'This customer has 1 earlier complaint' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: `#00${first}` })).toBeVisible();
  await notice.getByRole('button', { name: 'Use these details' }).click();
  await expect(page.getByLabel('Customer Name')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Multan');

  await page.getByLabel('Product Name').fill('Inverter AC 1.5 Ton');
  await page.getByLabel('Problem Type').fill('Not cooling again');
  await page.getByRole('combobox', { name: /^Priority/ }).click();
  await page.getByRole('option', { name: 'Level 1', exact: true }).click();
  await page.getByRole('button', { name: 'Create Complaint' }).click();
  await expect(page).toHaveURL(/\/complaints\?message=/);
  const history = await callApi<{ complaints: { id: number }[] }>(
    page,
    'GET',
    `/complaints/customer-history?phone=${phone}`,
  );
  const second = history.complaints[0]!.id;
  expect(second).not.toBe(first);

  // The edit screen: the customer's other complaint, and the duplicate flag pointing at it.
  await uploadByApi(page, first);
  await page.goto(`/complaints/${second}/edit`);
  await expect(region(page, 'Customer history').getByRole('link', { name: `#00${first}` })).toBeVisible();
  const flags = region(page, 'Flags');
  await expect(flags.locator('[data-flag-kind="possible_duplicate"]')).toContainText(
    `Same phone and product as #00${first} within 30 days`,
  );

  // The same photo on both complaints.
  const gallery = region(page, 'Images');
  await gallery.getByRole('button', { name: 'Upload Images' }).click();
  await gallery.getByLabel('Choose Images').setInputFiles(PNG_IMAGES[0]!);
  await gallery.getByRole('button', { name: 'Submit' }).click();
  // Other flows upload the same small pictures: only the pair of this flow is looked at.
  const reused = flags
    .locator('[data-flag-kind="reused_photo"]')
    .filter({ hasText: `A photo is identical to one on #00${first}` });
  await expect(reused).toHaveCount(1);

  // The Flagged filter finds both, each card with its chips.
  await page.goto(`/complaints?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const flagged = drawer.getByRole('switch', { name: /Flagged/ });
  // The switch follows the page address, which the change updates.
  await flagged.click();
  await expect(flagged).toBeChecked();
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/flagged=1/);
  const found = page.getByRole('region', { name: 'Complaints found' });
  await expect(found.locator('[data-complaint-id]')).toHaveCount(2);
  const secondCard = found.locator(`[data-complaint-id="${second}"]`);
  await expect(secondCard.getByRole('group', { name: 'Flags' })).toContainText('Possible duplicate');
  await expect(secondCard.getByRole('group', { name: 'Flags' })).toContainText('Reused photo');

  // Dismissing one, with a reason, writes the timeline; the other flag stays.
  await page.goto(`/complaints/${second}/edit`);
  await reused.getByRole('button', { name: 'Dismiss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss flag: Reused photo' });
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Same customer sent the same photo');
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toBeHidden();
  await expect(reused).toContainText('Same customer sent the same photo');
  await expect(reused.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await expect(
    page.getByText("Flag 'Reused photo' dismissed: Same customer sent the same photo").first(),
  ).toBeVisible();
  await expect(flags.locator('[data-flag-kind="possible_duplicate"]').getByRole('button')).toBeVisible();
});

test('in Arabic on a phone: the history notice, the history card and the flags read right to left', async ({
  page,
}) => {
  await signInAs(page, 'support');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  const phone = uniquePhone();
  const name = uniqueName('Arabic Customer');
  const first = await createComplaint(page, { customer_name: name, phone });
  const second = await createComplaint(page, { customer_name: name, phone });

  await page.goto('/complaints/create');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'الهاتف' }).fill(phone);
  await expect(page.getByText('لهذا العميل شكويان سابقتان')).toBeVisible();

  await page.goto(`/complaints/${second}/edit`);
  await expect(region(page, 'سجل العميل').getByRole('link', { name: `#00${first}` })).toBeVisible();
  await expect(region(page, 'التنبيهات')).toContainText('تكرار محتمل');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
