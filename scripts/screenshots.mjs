// Screenshots of every screen in light and dark, English and Arabic, at 390 and 1440 px wide.
//   npm start (in another terminal), then: node scripts/screenshots.mjs [http://localhost:3000]
// Writes e2e/screenshots/<screen>-<width>-<theme>-<language>.png for a person to look at.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = 'e2e/screenshots';
const screens = [
  { name: 'sign-in', path: '/login', signedIn: false },
  { name: 'not-found', path: '/no/such/page', signedIn: false },
  { name: 'dashboard', path: '/dashboards/crm', signedIn: true },
  { name: 'access-control', path: '/access-control', signedIn: true },
  { name: 'coming-soon', path: '/complaints', signedIn: true },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'reset-password', path: '/reset-password?token=example-token-from-the-mail', signedIn: false },
  { name: 'users-list', path: '/users/list', signedIn: true },
  {
    name: 'users-edit-dialog',
    path: '/users/list',
    signedIn: true,
    then: (page) => page.locator('tbody tr button').first().click(),
  },
  { name: 'user-create', path: '/users/create', signedIn: true },
  { name: 'roles', path: '/apps/roles', signedIn: true },
  {
    name: 'role-dialog',
    path: '/apps/roles',
    signedIn: true,
    then: (page) => page.locator('li button').nth(3).click(),
  },
  { name: 'permissions', path: '/apps/permissions', signedIn: true },
  { name: 'account-settings', path: '/pages/account-settings/account', signedIn: true },
  { name: 'account-security', path: '/pages/account-settings/security', signedIn: true },
  { name: 'account-notifications', path: '/pages/account-settings/notifications', signedIn: true },
  { name: 'user-profile', path: '/pages/user-profile/profile', signedIn: true },
  { name: 'user-view', path: '/apps/user/view/3', signedIn: true },
];
// SCREENS=users-list,roles takes only those screens.
const only = process.env.SCREENS?.split(',');

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark']) {
    for (const language of ['en', 'ar']) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await context.addInitScript(
        ([t, l]) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('language', l);
        },
        [theme, language],
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      const chosen = screens.filter((s) => !only || only.includes(s.name));
      for (const screen of chosen.filter((s) => !s.signedIn)) {
        await page.goto(base + screen.path, { waitUntil: 'networkidle' });
        await page.screenshot({
          path: `${out}/${screen.name}-${width}-${theme}-${language}.png`,
          fullPage: true,
        });
      }
      await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await page.locator('input[autocomplete=username]').fill('admin@example.com');
      await page.locator('input[type=password]').fill('admin12345');
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/dashboards/crm');
      for (const screen of chosen.filter((s) => s.signedIn)) {
        await page.goto(base + screen.path, { waitUntil: 'networkidle' });
        if (screen.then) {
          await screen.then(page);
          await page.waitForTimeout(500);
        }
        await page.screenshot({
          path: `${out}/${screen.name}-${width}-${theme}-${language}.png`,
          fullPage: true,
        });
      }
      if (width < 600 && !only) {
        await page
          .getByRole('button', { name: /navigation|التنقل/ })
          .first()
          .click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${out}/navigation-${width}-${theme}-${language}.png` });
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`Screenshots in ${out}/`);
