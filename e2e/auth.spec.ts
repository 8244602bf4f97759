import { ADMIN, expect, FIRST_LOAD_MS, MY_COMPLAINTS_URL, signIn, test } from './fixtures.ts';

test('an admin signs in and lands on the CRM dashboard with real figures', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('heading', { name: 'Welcome back, Admin' })).toBeVisible();
  await expect(page.getByText('Staff accounts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff by designation' })).toBeVisible();
  await expect(page.getByText('Technician', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('CRM Dashboard | CareDesk');
});

test('a username signs in too, and staff roles land on the complaints list', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'support');
  await expect(page).toHaveURL(/\/complaints$/, { timeout: FIRST_LOAD_MS });
});

test('the navigation shows each role only what it may open', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'technician@example.com');
  // Technicians, Agents and Field Agents land on 'My complaints' (decision 014).
  await expect(page).toHaveURL(MY_COMPLAINTS_URL);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Complaints' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dealers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Payment Proofs' })).toHaveCount(0);

  await page.goto('/dashboards/crm');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
});

test('a wrong password shows the credentials message on the field', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'field.agent@example.com', 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email or Username')).toHaveAttribute('aria-invalid', 'true');
});

test('empty fields are refused before anything is sent', async ({ page }) => {
  await page.goto('/login');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) sent = true;
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  expect(sent).toBe(false);
});

test('signing out ends the session', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'agent');
  await expect(page).toHaveURL(MY_COMPLAINTS_URL, { timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Bilal Ahmed')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(401);
  await page.goto('/complaints');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcomplaints$/);
});

test('a deep link is kept through sign-in', async ({ page }) => {
  await page.goto('/access-control?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccess-control%3Ffrom%3Dmail$/);
  await signIn(page, 'dealer');
  await expect(page).toHaveURL(/\/access-control\?from=mail$/, { timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('heading', { name: 'Access Control' })).toBeVisible();
  await expect(page.getByText('What you may do in CareDesk as Dealer.')).toBeVisible();
});

test('the root address keeps its query string on the way to sign-in', async ({ page }) => {
  await page.goto('/?source=bookmark');
  await expect(page).toHaveURL(/\/login\?source=bookmark$/);
});

test('a signed-in user who opens the sign-in page goes to their home page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: FIRST_LOAD_MS });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
});

test('the other route table reading leads to the same screens', async ({ page }) => {
  await page.goto('/Auth/Login');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: FIRST_LOAD_MS });
  await page.goto('/Dashboard');
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
});
