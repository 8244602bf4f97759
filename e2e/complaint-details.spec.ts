import type { Locator, Page } from '@playwright/test';
import { createComplaint, expect, signInAs, test, uniqueName, uniquePhone, useSession } from './fixtures.ts';

/** The results of the complaint list on the page. */
function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Complaints found' });
}

/** A card of the list: its list item holds the card's link and its phone link. */
function cardItem(page: Page, name: string): Locator {
  return results(page).getByRole('listitem').filter({ hasText: name });
}

/** '03214567890' as the cards show it. */
const grouped = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4)}`;

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a card shows age and dealer; Edit details corrects the phone, the timeline says so, and any spelling finds it', async ({
      page,
    }) => {
      await useSession(page, 'support');
      const name = uniqueName('Farah Details');
      const phone = uniquePhone();
      await createComplaint(page, { customer_name: name, phone, dealer_name: 'Indus Cooling' });

      const search = `/complaints?search=${encodeURIComponent(name)}`;
      await page.goto(search);
      const item = cardItem(page, name);
      await expect(item).toContainText('Dealer: Indus Cooling');
      await expect(item.getByRole('link', { name: grouped(phone) })).toHaveAttribute(
        'href',
        `tel:+92${phone.slice(1)}`,
      );
      const age = item.locator('time');
      await expect(age).toContainText(/seconds? ago|a minute ago/);
      await age.hover();
      await expect(page.getByRole('tooltip')).toHaveText(/^Created \w{3}, \d{2}\/\w{3}\/\d{4} at /);

      await item.getByRole('link', { name: new RegExp(name) }).click();
      await expect(page.getByRole('heading', { name: /^Complaint Number #00\d+$/ })).toBeVisible();

      // The new number, typed the international way.
      const corrected = uniquePhone();
      const international = `+92 ${corrected.slice(1, 4)} ${corrected.slice(4)}`;
      await page.getByRole('button', { name: 'Edit details' }).click();
      await expect(page.getByRole('heading', { name: 'Edit details' })).toBeVisible();
      const phoneField = page.getByRole('textbox', { name: 'Phone', exact: true });
      await expect(phoneField).toHaveValue(phone);
      // The create form's rules: a bad number is refused on its field.
      await phoneField.fill('call me');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Phone number must be valid')).toBeVisible();
      await phoneField.fill(international);
      await page.getByRole('button', { name: 'Save details' }).click();

      await expect(
        page.getByRole('status').getByText('Complaint details updated successfully.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();
      await expect(
        page.getByText(`Complaint - Phone changed from ${phone} to ${international}, Updated by Sara Khan`),
      ).toBeVisible();

      // Back returns to the list it came from, with its search.
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(search);
      await expect(cardItem(page, name)).toContainText(`Phone: ${grouped(corrected)}`);

      // The number typed the national way, with a dash, finds it.
      const national = `${corrected.slice(0, 4)}-${corrected.slice(4)}`;
      await page.getByRole('searchbox', { name: 'Search Complaints' }).fill(national);
      await expect(results(page)).toHaveAttribute('aria-busy', 'false');
      await expect(cardItem(page, name)).toBeVisible();
      await expect(results(page).getByRole('listitem')).toHaveCount(1);
    });

    test('after Add New Complaint + the list opens at the top with a link to the new complaint', async ({
      page,
    }) => {
      await signInAs(page, 'support', '/complaints');
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.getByRole('link', { name: 'Add New Complaint +' }).click();
      const name = uniqueName('Bilal Created');
      await page.getByLabel('Customer Name').fill(name);
      await page.getByRole('combobox', { name: /^Province/ }).click();
      await page.getByRole('option', { name: 'Punjab', exact: true }).click();
      await page.getByRole('combobox', { name: 'City' }).fill('Lahore');
      await page.getByRole('option', { name: 'Lahore', exact: true }).click();
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(uniquePhone());
      await page.getByLabel('Product Name').fill('Split AC 1 Ton');
      await page.getByLabel('Problem Type').fill('Noise');
      await page.getByRole('combobox', { name: /^Priority/ }).click();
      await page.getByRole('option', { name: 'Level 1', exact: true }).click();
      await page.getByRole('button', { name: 'Create Complaint' }).click();

      const banner = page.getByRole('status').filter({ hasText: 'Complaint created successfully.' });
      await expect(banner).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const link = banner.getByRole('link', { name: /^Open complaint #00\d+$/ });
      const number = (await link.textContent())!;
      await link.click();
      await expect(page.getByRole('heading', { name: `Complaint Number ${number}` })).toBeVisible();
      await expect(page.getByText(name).first()).toBeVisible();
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users list keeps Edit and Delete on screen, and the role dialog every permission', async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/users/list');
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeInViewport({ ratio: 1 });
    const trash = page.getByRole('button', { name: /^Delete / }).first();
    await trash.scrollIntoViewIfNeeded();
    await expect(trash).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/apps/roles');
    await page
      .getByRole('listitem', { name: 'Technician' })
      .getByRole('button', { name: 'Edit permissions' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Permissions of Technician' });
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    for (const name of ['View Complaints', 'Assign Complaints', 'Delete Users']) {
      const checkbox = dialog.getByRole('checkbox', { name });
      await checkbox.scrollIntoViewIfNeeded();
      await expect(checkbox).toBeInViewport({ ratio: 1 });
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

test('the route readings of the other table open their screens', async ({ page }) => {
  await useSession(page, 'support');
  const id = await createComplaint(page, { customer_name: uniqueName('Route Reading') });
  await page.goto(`/complaints/edit?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/complaints/${id}/edit$`));
  await page.goto('/complaints/edit');
  await expect(page).toHaveURL(/\/complaints$/);
  await page.goto('/Welcome');
  await expect(page).toHaveURL(/\/complaints$/);
  await page.goto('/Auth/ConfirmPassword');
  await expect(page).toHaveURL(/\/pages\/account-settings\/security$/);
  await page.goto('/Auth/ResetPassword?token=abc');
  await expect(page).toHaveURL(/\/reset-password\?token=abc$/);
  await expect(page.getByRole('heading', { name: /password/i }).first()).toBeVisible();
});

test('Back on the edit screen returns to the list where it was scrolled to', async ({ page }) => {
  await signInAs(page, 'support', '/complaints?priority=L1');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const card = results(page).getByRole('listitem').nth(7);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Complaint Number #00\d+$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/complaints\?priority=L1$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});
