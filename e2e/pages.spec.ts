import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN, expect, sessionFile, signIn, signInAs, test } from './fixtures.ts';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - 404 | CareDesk');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the page carries a CSRF token and every change request sends it', async ({ page }) => {
  await page.goto('/login');
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  expect(token).toBeTruthy();
  const login = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
  await signIn(page, ADMIN.login, ADMIN.password);
  expect((await login).headers()['x-csrf-token']).toBe(token);
});

test('a page without the CSRF meta tag reports it in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<meta name="csrf-token"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(errors.some((text) => text.includes('CSRF token not found'))).toBe(true);
});

test('Arabic switches the whole page to right to left and is remembered', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Welcome back, Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك، Admin' })).toBeVisible();
  // The navigation moves to the right-hand side.
  const nav = await page.getByRole('navigation').boundingBox();
  expect(nav!.x).toBeGreaterThan(1000);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
});

test('the dark theme applies, and is there before the app starts on reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Welcome back, Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(37, 41, 60)');

  // Hold the app's JavaScript back: the saved theme must already be applied without it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboards/crm', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(37, 41, 60)');
});

test('the system theme follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/light/);
});

test('at phone width the navigation is an overlay drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Welcome back, Admin' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Access Control' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(nav).toBeHidden();
});

/**
 * Decisions 006, 029, 035, 040, 050 and 062: what a page may load at start, gzipped (gzip -9 of every
 * script), and in how many files. The sign-in page's is the goal of issue 19 (130 kB; 128.9 kB measured);
 * the list's guards against growth at today's size (306.0 kB in 32 files; goal 200 kB): decisions 056
 * and 062 say what stands between.
 */
const SIGN_IN_BUDGET_KB = 130;
const COMPLAINTS_BUDGET_KB = 307;
const COMPLAINTS_BUDGET_FILES = 34;

/** Adds up the scripts the page loads until the network is idle after `open`. */
async function scriptKb(page: Page, open: () => Promise<void>): Promise<{ kb: number; files: number }> {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  await open();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  return { kb: total / 1024, files: scripts.length };
}

test(`the sign-in page loads at most ${SIGN_IN_BUDGET_KB} kB of gzipped JavaScript`, async ({ page }) => {
  const { kb, files } = await scriptKb(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  console.log(`sign-in page JavaScript: ${kb.toFixed(1)} kB gzipped in ${files} files`);
  expect(kb).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
});

test(`the signed-in complaints list loads at most ${COMPLAINTS_BUDGET_KB} kB of gzipped JavaScript`, async ({
  page,
}) => {
  // The admin's session, straight onto the list: nothing cached from another page.
  const { cookies } = JSON.parse(fs.readFileSync(sessionFile('admin'), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(cookies);
  const { kb, files } = await scriptKb(page, async () => {
    await page.goto('/complaints');
    await expect(page.locator('[data-complaint-id]').first()).toBeVisible();
  });
  console.log(`complaints list JavaScript: ${kb.toFixed(1)} kB gzipped in ${files} files`);
  expect(kb).toBeLessThanOrEqual(COMPLAINTS_BUDGET_KB);
  expect(files).toBeLessThanOrEqual(COMPLAINTS_BUDGET_FILES);
});

test("the app's page asks for the layout's code and the English catalog with its own", async ({ page }) => {
  const html = await (await page.request.get('/complaints')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/default-layout-[\w-]+\.js$/));
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/workspace-shared-[\w-]+\.js$/));
  // The English sections the layout and the lists use (decision 062).
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/catalog-start-[\w-]+\.js$/));
  // Every one is a file the server has.
  for (const href of preloads) expect((await page.request.get(href)).status()).toBe(200);
});

test('hovering a complaint card loads its edit data before the click', async ({ page }) => {
  await signInAs(page, 'admin', '/complaints');
  const card = page.locator('[data-complaint-id]').first();
  const id = await card.getAttribute('data-complaint-id');
  const prefetched = page.waitForRequest((request) => request.url().endsWith(`/api/complaints/${id}/edit`));
  await card.getByRole('link').first().hover();
  await prefetched;
  // The click finds the data in the cache: no second request, the screen shows at once.
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/complaints/${id}/edit`)) asked += 1;
  });
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: `Complaint Number #00${id}` })).toBeVisible();
  expect(asked).toBe(0);
});

test("focusing a complaint card loads its edit data; its age's tooltip loads on the keyboard's focus", async ({
  page,
}) => {
  await signInAs(page, 'admin', '/complaints');
  const card = page.locator('[data-complaint-id]').first();
  const id = await card.getAttribute('data-complaint-id');
  const prefetched = page.waitForRequest((request) => request.url().endsWith(`/api/complaints/${id}/edit`));
  await card.getByRole('link').first().focus();
  await prefetched;
  // From the card's link: its phone, then its age, whose tooltip's code is not loaded yet.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const age = card.locator('time');
  await expect(age).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(/^Created \w{3}, \d{2}\/\w{3}\/\d{4} at /);
  // The loaded tooltip's element took the focus back: the next Tab goes on from it.
  await expect(age).toBeFocused();
  await expect(age).toHaveAccessibleDescription(/^Created /);
});

test("the edit screen shows its complaint's number while the complaint loads", async ({ page }) => {
  await signInAs(page, 'admin', '/complaints');
  const id = await page.locator('[data-complaint-id]').first().getAttribute('data-complaint-id');
  // The complaint's data is held back until the skeleton has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/complaints/${id}/edit`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/complaints/${id}/edit`);
  const loading = page.getByRole('progressbar', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('h1')).toHaveText(`Complaint Number #00${id}`);
  release();
  await expect(loading).toBeHidden();
  await expect(page.getByRole('heading', { name: `Complaint Number #00${id}` })).toBeVisible();
});
