import type { Browser, Page } from '@playwright/test';
import {
  callApi,
  createComplaint,
  expect,
  signIn,
  shoot,
  signInAndLand,
  test,
  uniqueName,
  useSession,
} from './fixtures.ts';

function uniqueWord(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  return context.newPage();
}

test('an admin deactivates an agent with open complaints and reassigns them; the agent is signed out and cannot sign in; reactivated, they can', async ({
  page,
  browser,
}) => {
  await useSession(page, 'admin');
  const name = uniqueName('Bilal Resting');
  const username = `bilal_${uniqueWord()}`;
  const password = 'correct-horse-battery';
  const created = await callApi<{ user: { id: number } }>(page, 'POST', '/users', {
    name,
    username,
    email: `${username}@example.com`,
    phone: '03004445557',
    address: 'House 3, Saddar',
    designation: 'Agent',
    province: 'Punjab',
    city: 'Lahore',
    password,
  });
  const complaintId = await createComplaint(page, {
    customer_name: uniqueName('Sana'),
    assignee_id: created.user.id,
  });
  const agent = await newPage(browser);
  await agent.goto('/login');
  await signInAndLand(agent, username, password);

  await page.goto(`/users/list?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(confirm).toContainText(`${name} will no longer be able to sign in or receive complaints.`);
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();

  // They still have an open complaint: the same question as for a deletion.
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(dialog).toContainText(
    `${name} has 1 open complaint. Choose what happens to it before deactivating the account.`,
  );
  await expect(dialog.getByRole('radio', { name: 'Reassign to a chosen person' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Reassign to' }).fill('Ayesha');
  await page.getByRole('option', { name: /^Ayesha Malik/ }).click();
  await shoot(page, 'deactivate-dialog-en');
  await dialog.getByRole('button', { name: 'Deactivate and move them' }).click();
  await expect(
    page.getByText('User deactivated; 1 open complaint reassigned to Ayesha Malik.'),
  ).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();

  // The status filter.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Deactivated' }).click();
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/status=deactivated/);
  await shoot(page, 'users-list-en');

  // The roles screen counts those who can sign in, and the deactivated apart.
  await page.goto('/apps/roles');
  await expect(page.getByRole('listitem', { name: 'Agent', exact: true })).toContainText(
    /^Total users: \d+ · \d+ deactivated/,
  );
  await shoot(page, 'roles-en');

  await page.goto(`/complaints/${complaintId}/edit`);
  await expect(page.getByRole('combobox', { name: 'Assign to' })).toHaveValue(/^Ayesha Malik/);
  await expect(page.getByText('Complaint - Assigned to Ayesha Malik, Updated by Admin')).toBeVisible();

  // Their open session ended: the next screen asks them to sign in, and signing in says why not.
  await agent.reload();
  await agent.waitForURL(/\/login/);
  await signIn(agent, username, password);
  await expect(agent.getByText('This account is deactivated. Ask an admin to reactivate it.')).toBeVisible();
  await shoot(agent, 'sign-in-deactivated-en');

  // Arabic, on the list, with the Edit User dialog's Reactivate.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto(`/users/list?search=${encodeURIComponent(name)}&status=deactivated`);
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('معطّل')).toBeVisible();
  await shoot(page, 'users-list-ar');
  await page.goto('/apps/roles');
  await expect(page.getByRole('listitem', { name: 'وكيل', exact: true })).toContainText(/ · .*معطّل/);
  await shoot(page, 'roles-ar');
  await page.goto(`/users/list?search=${encodeURIComponent(name)}&status=deactivated`);
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `تعديل ${name}` })
    .click();
  await shoot(page, 'edit-dialog-ar');
  await page.getByRole('button', { name: 'إعادة التفعيل' }).click();
  await expect(page.getByText('تمت إعادة تفعيل المستخدم: يمكنه تسجيل الدخول من جديد.')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('language'));

  await signInAndLand(agent, username, password);
});

test('at 390 px the customizer opens from the navbar: nothing floats over the right edge of the complaint cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, 'admin');
  await page.goto('/complaints');
  const cards = page.locator('main [data-complaint-id]');
  await expect(cards.first()).toBeVisible();
  const open = page.getByRole('button', { name: 'Open the customizer' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open the customizer' })).toBeVisible();
  // What the browser shows at each card's right edge is the card itself.
  for (const card of (await cards.all()).slice(0, 3)) {
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    const covered = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-complaint-id]') == null,
      [box.x + box.width - 4, box.y + box.height / 2],
    );
    expect(covered).toBe(false);
  }
  await shoot(page, 'complaints-phone');
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Theme Customizer' })).toBeVisible();
});
