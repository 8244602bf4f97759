import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  callApi,
  CREATE_FAILED_DIALOG_MS,
  createComplaint,
  expect,
  FIRST_LOAD_MS,
  signInAs,
  MY_COMPLAINTS_URL,
  signIn,
  signInAndLand,
  test,
  uniqueName,
  useSession,
} from './fixtures.ts';

/** The outbox of the e2e server (start-server.mjs puts its data in e2e/.data). */
const OUTBOX = path.join(import.meta.dirname, '.data', 'outbox');

function uniqueWord(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signedInPage(browser: Browser, login: string, password: string) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/login');
  await signInAndLand(page, login, password);
  return page;
}

test('an admin adds a user with city suggestions, finds, edits and deletes them; the user signs in until deleted', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const name = uniqueName('Rehana');
  const username = `rehana_${word}`;
  await signInAs(page, 'admin', '/users/list');
  await page.getByRole('link', { name: 'Add New User +' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' }),
  ).toBeVisible();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`not-an-email`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('03004445556');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Latifabad');
  await choose(page, 'Designation', 'Technician');
  await choose(page, 'Province', 'Sindh');
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('hyd');
  await expect(page.getByRole('option', { name: 'Hyderabad' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Lahore' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Hyderabad' }).click();
  await expect(city).toHaveValue('Hyderabad');
  await page.getByLabel(/^Set Password/).fill('rehana-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be a valid email.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/users\/list\?message=/);
  await expect(page.getByRole('status').filter({ hasText: 'User created successfully.' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Users' }).fill(word);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Hyderabad');
  await expect(row).toContainText('Technician');

  // Their view: details, complaints by status, activity.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('No activity yet.')).toBeVisible();
  await page.goBack();

  // They can sign in, as a technician.
  const theirs = await signedInPage(browser, username, 'rehana-password');
  await expect(theirs).toHaveURL(MY_COMPLAINTS_URL);

  // Edit in the dialog: a bad phone is refused on its field, then the row updates in place.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('0300-abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone number must be valid')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('03007778889');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Edited`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'User updated successfully.' })).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: `${name} Edited` });
  // The phone shows in its readable grouping, as a tel: link.
  await expect(edited).toContainText('0300 7778889');

  // Delete with confirm: the row goes, and their open session ends at once.
  await edited.getByRole('button', { name: `Delete ${name} Edited` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this user?' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User deleted successfully.' })).toBeVisible();
  await expect(page.getByText('No data available')).toBeVisible();
  // A new tab of their browser: their open page may itself be on its way to the sign-in page.
  const again = await theirs.context().newPage();
  await again.goto('/complaints');
  await expect(again).toHaveURL(/\/login/);
  await signIn(again, username, 'rehana-password');
  await expect(again.getByText('These credentials do not match our records.')).toBeVisible();
  await theirs.context().close();
});

test('a username already taken: the red dialog for 1.5 s and the message on the field', async ({ page }) => {
  // Banners close on a timer: the test moves the page's clock on instead of waiting.
  await page.clock.install();
  await signInAs(page, 'admin', '/users/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('Copy'));
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('support');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`copy.${uniqueWord()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('03001112223');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Somewhere 1');
  await choose(page, 'Designation', 'Agent');
  await choose(page, 'Province', 'Punjab');
  await page.getByRole('combobox', { name: 'City' }).fill('Okara');
  await page.getByLabel(/^Set Password/).fill('copy-password');
  // Time stands still from here: on a loaded machine 1.5 s can pass before the dialog is looked at.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Save' }).click();

  const refusal = page.getByRole('dialog').filter({ hasText: 'Please fill all the required fields' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await page.clock.fastForward(CREATE_FAILED_DIALOG_MS);
  // Time flows again: the dialog's closing transition waits on a timer of its own.
  await page.clock.resume();
  await expect(refusal).toBeHidden();
  await expect(page).toHaveURL(/\/users\/create$/);
});

test('users list pages on the server with the footer choices', async ({ page }) => {
  await signInAs(page, 'admin', '/users/list');
  const rows = page.getByRole('table', { name: 'Users List' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Rows per page:' }).click();
  await expect(page.getByRole('option', { name: 'All' })).toBeVisible();
  for (const size of ['10', '25', '50', '100'])
    await expect(page.getByRole('option', { name: size, exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page).toHaveURL(/perPage=-1/);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(30);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
});

test('a role’s new permission shows in the navigation of a user with that role', async ({
  page,
  browser,
}) => {
  await useSession(page, 'admin');
  const technician = await signedInPage(browser, 'technician', 'password');
  const nav = technician.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  const { roles } = await callApi<{ roles: { id: number; slug: string; grants: string[] }[] }>(
    page,
    'GET',
    '/roles',
  );
  const before = roles.find((role) => role.slug === 'technician')!;
  try {
    await page.goto('/apps/roles');
    const card = page.getByRole('listitem', { name: 'Technician' });
    await expect(card).toContainText('Total users:');
    await card.getByRole('button', { name: 'Edit permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions of Technician' });
    await dialog.getByRole('checkbox', { name: 'View Users' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Role updated successfully.' })).toBeVisible();

    await technician.reload();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(technician.getByRole('heading', { name: 'Users List' })).toBeVisible();

    await page.goto('/apps/permissions');
    const row = page.getByRole('row').filter({ hasText: 'View · Users' });
    await expect(row).toContainText('Technician');
  } finally {
    await callApi(page, 'PUT', `/roles/${before.id}`, { grants: before.grants });
  }
  await technician.reload();
  await expect(technician.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  await technician.context().close();
});

/** The token of the newest link to this page (reset-password, verify-email) mailed to this address. */
function mailedToken(email: string, page = 'reset-password'): string | null {
  if (!fs.existsSync(OUTBOX)) return null;
  // Outbox files are named by the time they were written.
  for (const file of fs.readdirSync(OUTBOX).sort().reverse()) {
    const mail = fs.readFileSync(path.join(OUTBOX, file), 'utf8');
    const token = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(mail)?.[1];
    if (mail.includes(`To: ${email}`) && token) return token;
  }
  return null;
}

test('forgot password sends a link to the outbox; the link sets a new password once', async ({ page }) => {
  const word = uniqueWord();
  const email = `forgetful.${word}@example.com`;
  await useSession(page, 'admin');
  await callApi(page, 'POST', '/users', {
    name: uniqueName('Forgetful'),
    username: `forgetful_${word}`,
    email,
    phone: '03009990001',
    address: 'House 1',
    designation: 'Agent',
    province: 'Punjab',
    city: 'Lahore',
    password: 'old-password',
  });
  // Signed out, on a page that no longer talks to the server.
  await page.goto('about:blank');
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address');

  await expect.poll(() => mailedToken(email)).not.toBeNull();
  const token = mailedToken(email)!;
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel(/^New Password/).fill('new-password-1');
  await page.getByLabel(/^Confirm New Password/).fill('new-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, email, 'new-password-1');
  await expect(page).toHaveURL(MY_COMPLAINTS_URL, { timeout: FIRST_LOAD_MS });

  // Signed out, on a page that no longer talks to the server.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel(/^New Password/).fill('new-password-2');
  await page.getByLabel(/^Confirm New Password/).fill('new-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid, already used or expired.');
});

test('account settings: details, password change that signs out the other session, notifications; profile', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const username = `settings_${word}`;
  await useSession(page, 'admin');
  await callApi(page, 'POST', '/users', {
    name: uniqueName('Settings'),
    username,
    email: `${username}@example.com`,
    phone: '03009990002',
    address: 'House 2',
    designation: 'Support Agent',
    province: 'Punjab',
    city: 'Lahore',
    password: 'first-password',
  });
  const mine = await signedInPage(browser, username, 'first-password');
  const other = await signedInPage(browser, username, 'first-password');

  await mine.goto('/Profile/Edit');
  await expect(mine).toHaveURL(/\/pages\/account-settings\/account$/);
  await mine.getByRole('textbox', { name: 'Name', exact: true }).fill(`Renamed ${word}`);
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByRole('status').filter({ hasText: 'Your account was updated.' })).toBeVisible();

  await mine.getByRole('tab', { name: 'Security' }).click();
  await expect(mine).toHaveURL(/\/security$/);
  await mine.getByLabel(/^Current Password/).fill('wrong-password');
  await mine.getByLabel(/^New Password/).fill('second-password');
  await mine.getByLabel(/^Confirm New Password/).fill('second-password');
  await mine.getByRole('button', { name: 'Change Password' }).click();
  await expect(mine.getByText('The current password is not correct.')).toBeVisible();
  await mine.getByLabel(/^Current Password/).fill('first-password');
  await mine.getByRole('button', { name: 'Change Password' }).click();
  await expect(mine.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  // The other tab may already be on its way to the sign-in page (its live stream ended with the
  // session), which aborts the reload; either way it ends there.
  await other.reload().catch(() => undefined);
  await expect(other).toHaveURL(/\/login/);

  await mine.getByRole('tab', { name: 'Notifications' }).click();
  const assigned = mine.getByRole('switch', { name: 'A complaint is assigned to me' });
  await expect(assigned).toBeChecked();
  await assigned.click();
  await expect(assigned).not.toBeChecked();
  await expect(mine.getByRole('status').filter({ hasText: 'Notification preferences saved.' })).toBeVisible();
  await mine.reload();
  await expect(mine.getByRole('switch', { name: 'A complaint is assigned to me' })).not.toBeChecked();

  await mine.goto('/pages/user-profile');
  await expect(mine).toHaveURL(/\/pages\/user-profile\/profile$/);
  await expect(mine.getByRole('heading', { name: `Renamed ${word}` })).toBeVisible();
  await expect(mine.getByText('Support Agent').first()).toBeVisible();
  await mine.context().close();
  await other.context().close();
});

test('a new e-mail on the Account tab waits for the mailed link; opening it changes the sign-in e-mail', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const username = `mover_${word}`;
  const oldEmail = `${username}@example.com`;
  const newEmail = `moved.${word}@example.com`;
  await useSession(page, 'admin');
  await callApi(page, 'POST', '/users', {
    name: uniqueName('Mover'),
    username,
    email: oldEmail,
    phone: '03009990003',
    address: 'House 3',
    designation: 'Agent',
    province: 'Punjab',
    city: 'Lahore',
    password: 'mover-password',
  });
  const mine = await signedInPage(browser, username, 'mover-password');

  await mine.goto('/pages/account-settings/account');
  const email = mine.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill(newEmail);
  await mine.getByRole('textbox', { name: 'Address', exact: true }).fill('House 4');
  await mine.getByRole('button', { name: 'Save changes' }).click();
  // The address is isolated from the sentence (right-to-left languages), so it is matched apart.
  const saved = mine.getByRole('status').filter({ hasText: 'open the link we sent to' });
  await expect(saved).toContainText(newEmail);
  const pending = mine.getByRole('alert').filter({ hasText: 'is waiting for confirmation' });
  await expect(pending).toContainText(newEmail);
  await expect(email).toHaveValue(oldEmail);
  await expect(mine.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('House 4');

  await expect.poll(() => mailedToken(newEmail, 'verify-email')).not.toBeNull();
  const first = mailedToken(newEmail, 'verify-email')!;
  await pending.getByRole('button', { name: 'Resend link' }).click();
  const resent = mine.getByRole('status').filter({ hasText: 'A new link was sent to' });
  await expect(resent).toContainText(newEmail);
  await expect.poll(() => mailedToken(newEmail, 'verify-email')).not.toBe(first);
  const token = mailedToken(newEmail, 'verify-email')!;

  // The replaced link, through the other route table's path, no longer works.
  await mine.goto(`/Auth/VerifyEmail?token=${first}`);
  await expect(mine).toHaveURL(/\/verify-email\?token=/);
  await expect(mine.getByRole('alert')).toContainText('This link is invalid, already used or expired.');

  await mine.goto(`/verify-email?token=${token}`);
  await expect(mine.getByRole('status')).toContainText('Your e-mail address is now');
  await expect(mine.getByRole('status')).toContainText(newEmail);
  await mine.getByRole('link', { name: 'Go to account settings' }).click();
  await expect(mine).toHaveURL(/\/pages\/account-settings\/account$/);
  await expect(mine.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(newEmail);
  await expect(mine.getByText('is waiting for confirmation')).toHaveCount(0);

  await mine.getByRole('button', { name: /account menu/i }).click();
  await mine.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(mine).toHaveURL(/\/login/);
  await signIn(mine, oldEmail, 'mover-password');
  await expect(mine.getByText('These credentials do not match our records.')).toBeVisible();
  await signIn(mine, newEmail, 'mover-password');
  await expect(mine).toHaveURL(MY_COMPLAINTS_URL);
  await mine.context().close();
});

test('registration is closed until an admin opens it', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('Registration is turned off. Ask an admin for an account.')).toBeVisible();
});

test('deleting someone with open complaints asks where they go; reassigned, each complaint says so (also in Arabic at 390 px)', async ({
  page,
}) => {
  await useSession(page, 'admin');
  const name = uniqueName('Kamran Leaving');
  const username = `kamran_${uniqueWord()}`;
  const created = await callApi<{ user: { id: number } }>(page, 'POST', '/users', {
    name,
    username,
    email: `${username}@example.com`,
    phone: '03004445556',
    address: 'House 9, Saddar',
    designation: 'Technician',
    province: 'Punjab',
    city: 'Lahore',
    password: 'correct-horse-battery',
  });
  const id = await createComplaint(page, {
    customer_name: uniqueName('Rabia'),
    assignee_id: created.user.id,
  });

  await page.goto(`/users/list?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'OK' }).click();

  // The server refuses a plain delete: the dialog says how many and asks where they go.
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText(
    `${name} has 1 open complaint. Choose what happens to it before deleting the account.`,
  );
  await expect(dialog.getByRole('radio', { name: 'Reassign to a chosen person' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Put back to Unassigned' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Hand to automatic assignment' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete and move them' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();

  // In Arabic on a phone the dialog fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button').last().click();
  await page.getByRole('dialog').getByRole('button').last().click();
  const arabic = page.getByRole('dialog', { name: `حذف ${name}؟` });
  await expect(arabic).toContainText(`لدى ${name} شكوى مفتوحة واحدة.`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(arabic).toBeHidden();
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();

  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('button', { name: 'OK' }).click();
  await dialog.getByRole('combobox', { name: 'Reassign to' }).fill('Ayesha');
  await page.getByRole('option', { name: /^Ayesha Malik/ }).click();
  await dialog.getByRole('button', { name: 'Delete and move them' }).click();
  await expect(page.getByText('User deleted; 1 open complaint reassigned to Ayesha Malik.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await page.goto(`/complaints/${id}/edit`);
  await expect(page.getByRole('combobox', { name: 'Assign to' })).toHaveValue(/^Ayesha Malik/);
  await expect(page.getByText('Complaint - Assigned to Ayesha Malik, Updated by Admin')).toBeVisible();
});
