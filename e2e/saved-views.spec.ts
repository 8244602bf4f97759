import type { Page } from '@playwright/test';
import { callApi, expect, MY_COMPLAINTS_URL, signInAs, switchUser, test, uniqueName } from './fixtures.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The navigation, opened as a drawer on a phone; the Complaints group expanded. */
async function openNav(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = mainNav(page);
  const group = nav.getByRole('button', { name: 'Complaints' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  return nav;
}

for (const phone of [false, true]) {
  test(`an agent lands on My complaints, saves a filtered list as a view, opens, renames and deletes it${phone ? ' (390 px)' : ''}`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'agent');
    await expect(page).toHaveURL(MY_COMPLAINTS_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    await expect(page).toHaveTitle(/My complaints/);

    let nav = await openNav(page, phone);
    const mine = nav.getByRole('link', { name: /^My complaints \d+$/ });
    await expect(mine).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'All Complaints' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    if (phone) await page.keyboard.press('Escape');

    // The filter is set through the address (the filter controls have flows of their own).
    await page.goto('/complaints?priority=L3&city=Lahore&order=asc');
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    const name = uniqueName('Lahore L3');
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    // An empty name is refused on its field.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Share with role')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`View “${name}” saved.`)).toBeVisible();
    await expect(page).toHaveURL(/\/complaints\?priority=L3&city=Lahore&order=asc&view=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Saving the same name again says so on the field.
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('dialog', { name: 'Save this view' }).getByLabel('Name').fill(name.toUpperCase());
    await page.getByRole('dialog', { name: 'Save this view' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('You already have a view with this name')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // It opens from the navigation with one click, with its count.
    await page.goto('/complaints');
    nav = await openNav(page, phone);
    const link = nav.getByRole('link', { name: new RegExp(`^${name} \\d+$`) });
    await link.click();
    await expect(page).toHaveURL(/\/complaints\?priority=L3&city=Lahore&order=asc&view=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    if (phone) await expect(mainNav(page)).toBeHidden();

    // Rename from the view's menu.
    const renamed = `${name} renamed`;
    await page.getByRole('button', { name: 'View options' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename view' });
    await renameDialog.getByLabel('Name').fill(renamed);
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    nav = await openNav(page, phone);
    await expect(nav.getByRole('link', { name: new RegExp(`^${renamed} \\d+$`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    if (phone) await page.keyboard.press('Escape');

    // Delete, after confirming.
    await page.getByRole('button', { name: 'View options' }).click();
    await page.getByRole('menuitem', { name: 'Delete view' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this view?' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete view' }).click();
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(page.getByText(`View “${renamed}” deleted.`)).toBeVisible();
    nav = await openNav(page, phone);
    await expect(nav.getByRole('link', { name: new RegExp(`^${renamed}`) })).toHaveCount(0);
    const { views } = await callApi<{ views: { name: string }[] }>(page, 'GET', '/saved-views');
    expect(views.map((view) => view.name)).not.toContain(renamed);
  });
}

test('a support agent keeps landing on the complaints list; the admin may share a view with a role', async ({
  page,
}) => {
  await signInAs(page, 'support');
  await expect(page).toHaveURL(/\/complaints$/);
  await switchUser(page, 'admin');
  await page.goto('/pendingcomplaints?priority=L2');
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  const name = uniqueName('Team L2');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Share with role').click();
  await page.getByRole('option', { name: 'Agent', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Shared with: Agent')).toBeVisible();
  await expect(page).toHaveURL(/\/pendingcomplaints\?priority=L2&view=\d+$/);

  // The agent sees it, read-only.
  await switchUser(page, 'agent');
  const nav = await openNav(page, false);
  await nav.getByRole('link', { name: new RegExp(`^${name} \\d+$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Shared with you by Admin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View options' })).toHaveCount(0);
});
