import { test as base, expect, type Page } from '@playwright/test';

export const ADMIN = { login: 'admin@example.com', password: 'admin12345', name: 'Admin' };
export const DEMO_PASSWORD = 'password';

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
