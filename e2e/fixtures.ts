import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

export const ADMIN = { login: 'admin@example.com', password: 'admin12345', name: 'Admin' };
export const DEMO_PASSWORD = 'password';

/** Where Agents, Field Agents and Technicians land: 'My complaints', the list with its filter in the address. */
export const MY_COMPLAINTS_URL =
  /\/complaints\?assignee=me&status=Open&status=In\+Process&status=Pending&view=mine$/;

/** How long the app's success banner stays (TimedAlert), and the Add User refusal dialog (spec 9). */
export const SUCCESS_BANNER_MS = 4_000;
export const CREATE_FAILED_DIALOG_MS = 1_500;

/** How long the first load of the app in a new browser may take on a loaded 2-core machine. */
export const FIRST_LOAD_MS = 20_000;

/**
 * Today in the demo company's time zone (DEMO_BUSINESS_HOURS in src/server/db/seed/demo-records.ts),
 * as a date field takes it: the lists' date filters read days there, which from 19:00 UTC is
 * already tomorrow.
 */
export function companyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
}

/** The accounts whose sessions sign-in.setup.ts makes once per run. */
export const SIGN_IN_ROLES = {
  admin: { login: ADMIN.login, password: ADMIN.password },
  support: { login: 'support', password: DEMO_PASSWORD },
  agent: { login: 'agent', password: DEMO_PASSWORD },
  technician: { login: 'technician', password: DEMO_PASSWORD },
  dealer: { login: 'dealer', password: DEMO_PASSWORD },
} as const;
export type SignInRole = keyof typeof SIGN_IN_ROLES;

const SESSIONS_DIR = fileURLToPath(new URL('.auth/', import.meta.url));
export function sessionFile(role: string): string {
  fs.mkdirSync(SESSIONS_DIR, { recursive: true });
  return path.join(SESSIONS_DIR, `${role}.json`);
}

/**
 * Puts the role's session, made once per run, into the page's browser and opens the app at `path`
 * (by default where the role lands). The session is shared by every flow of the run: a flow that signs out or ends
 * sessions signs in through the form instead.
 */
export async function signInAs(page: Page, role: SignInRole, path = '/') {
  await useSession(page, role);
  await page.goto(path);
  await page.waitForURL((url) => url.pathname !== '/');
  // A new browser fetches every chunk of the app on its first load: longer than a click takes.
  await expect(page.locator('main')).toBeVisible({ timeout: FIRST_LOAD_MS });
}

/**
 * Leaves the current session behind and opens the app as someone else. The open app is left first:
 * with its cookie gone it would move itself to sign-in, racing the next page load.
 */
export async function switchUser(page: Page, role: SignInRole, path = '/') {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInAs(page, role, path);
}

/**
 * Puts the role's session into the page's browser without opening anything: the flow's first
 * `page.goto` is the screen it tests, and `callApi` works before any screen is open.
 */
export async function useSession(page: Page, role: SignInRole) {
  const state = JSON.parse(fs.readFileSync(sessionFile(role), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
}

/**
 * Signs in through the form. The password check is slow by design and the app's code loads after it:
 * wait for the landing page up to FIRST_LOAD_MS.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in on the sign-in page and waits until the app has loaded where the user lands, so the
 * test's next navigation does not race the sign-in page's own.
 */
export async function signInAndLand(page: Page, login: string, password = DEMO_PASSWORD) {
  await signIn(page, login, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.locator('main')).toBeVisible();
}

/** Every test fails on an uncaught error in the page. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A name no other test uses, so a search finds only what this test made. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A phone number no other test uses. */
export function uniquePhone(): string {
  return `0321${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/**
 * The CSRF token the server wrote into the page; before the page shows the app, the token of an
 * HTML answer fetched with the page's cookies (no screen is loaded for it).
 */
async function csrfToken(page: Page): Promise<string | null> {
  const meta = page.locator('meta[name="csrf-token"]');
  if ((await meta.count()) > 0) return meta.getAttribute('content');
  const html = await (await page.request.get('/not-authorized')).text();
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * Calls the API as the signed-in user of the page, with the CSRF token the server gives it.
 * The page shows the app or nothing yet (not the sign-in page).
 */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const token = await csrfToken(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { 'x-csrf-token': token ?? '', accept: 'application/json', 'accept-language': 'en' },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface ComplaintFields {
  customer_name: string;
  phone: string;
  customer_province: string;
  customer_city: string;
  tag: 'L1' | 'L2' | 'L3';
  [field: string]: unknown;
}

/** Creates a complaint through the API (faster than the form) and returns its id. */
export async function createComplaint(
  page: Page,
  fields: Partial<ComplaintFields> & { customer_name: string },
) {
  const reply = await callApi<{ complaint: { id: number } }>(page, 'POST', '/complaints', {
    phone: uniquePhone(),
    customer_province: 'Punjab',
    customer_city: 'Lahore',
    product_name: 'Inverter AC 1.5 Ton',
    problem_type: 'Not cooling',
    tag: 'L1',
    ...fields,
  });
  return reply.complaint.id;
}

/** Small valid PNG images (8 × 8, one colour) for uploads. */
export const PNG_IMAGES = [
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMoTv+AFTEMLQkAnhxygawXKa4AAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQOJ6PFTEMLQkAHwZXgWDrO9gAAAAASUVORK5CYII=',
].map((base64, index) => ({
  name: `photo-${index + 1}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
}));

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Whole-page screenshots at 390 and 1440 px, light and dark, into E2E_SHOTS_DIR when it is set. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}
