// Screenshots of every screen in light and dark, English and Arabic, at 390 and 1440 px wide.
//   npm start (in another terminal), then: node scripts/screenshots.mjs [http://localhost:3000]
// Writes e2e/screenshots/<screen>-<width>-<theme>-<language>.png for a person to look at.
// The screens are those of e2e/screens.json (shared with the accessibility check), plus the
// workspace's panels opened over the dashboard (`open` clicks a button by its English or Arabic name).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
import screens from '../e2e/screens.json' with { type: 'json' };

const base = process.argv[2] ?? 'http://localhost:3000';
const out = 'e2e/screenshots';
// SCREENS=dealers,payment-proofs takes only those screens and panels.
const only = process.env.SCREENS?.split(',');
const chosen = (item) => !only || only.includes(item.name);
const panels = [
  { name: 'customizer', path: '/dashboards/crm', open: /Open the customizer|فتح أداة التخصيص/ },
  { name: 'search', path: '/dashboards/crm', open: /^(Search|بحث)$/, type: 'a' },
  { name: 'notifications', path: '/dashboards/crm', open: /^(Notifications|الإشعارات)/ },
  { name: 'shortcuts', path: '/dashboards/crm', open: /^(Shortcuts|الاختصارات)$/ },
  { name: 'horizontal', path: '/complaints', settings: { contentLayoutNav: 'horizontal' } },
  {
    name: 'complaints-filtered',
    path: '/complaints?status=Open&status=Pending&dealer=1&assignee=me&assignee=none&createdFrom=2025-01-01&order=priority',
  },
  {
    name: 'complaints-filters-drawer',
    path: '/complaints?status=Open&status=Pending&dealer=1&assignee=me&createdFrom=2025-01-01&province=Punjab',
    open: /^(Filters|عوامل التصفية)/,
  },
  {
    name: 'users-edit-dialog',
    path: '/users/list',
    action: (page) => page.locator('tbody tr button').first().click(),
  },
  {
    // A new e-mail waiting for its link (the admin's own; the link goes to the outbox, never opened).
    name: 'account-email-pending',
    path: '/pages/account-settings/account',
    action: async (page) => {
      await page.locator('input[type=email]').fill('admin.new-address@example.com');
      await page.locator('form button[type=submit]').click();
      await page.locator('.MuiAlert-standardInfo').waitFor();
    },
  },
  {
    // Three cards chosen (shift-click for the range): the bulk action bar.
    name: 'bulk-bar',
    path: '/complaints',
    action: async (page) => {
      const boxes = page.locator('main input[type=checkbox]');
      await boxes.nth(0).click();
      await boxes.nth(2).click({ modifiers: ['Shift'] });
    },
  },
  {
    // A bulk change's result: 'Updated 3 complaints' (or with what was skipped).
    name: 'bulk-result',
    path: '/complaints',
    action: async (page) => {
      const boxes = page.locator('main input[type=checkbox]');
      await boxes.nth(3).click();
      await boxes.nth(5).click({ modifiers: ['Shift'] });
      await page.getByRole('button', { name: /^(Priority|الأولوية)$/ }).click();
      await page.getByRole('menuitem').nth(2).click();
      await page.locator('main .MuiAlert-root').first().waitFor();
    },
  },
  { name: 'role-dialog', path: '/apps/roles', action: (page) => page.locator('li button').nth(3).click() },
  {
    name: 'payment-proof-zoom',
    path: '/payment-proof-view?order=ORD-1001',
    // Opens the first image and holds the mouse over it, so the zoom box shows.
    action: async (page) => {
      await page.locator('main button.MuiCardActionArea-root').first().click();
      const image = page.locator('[role=dialog] img');
      await image.waitFor();
      await page.waitForTimeout(300);
      const box = await image.boundingBox();
      if (box) await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    },
  },
];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
      for (const screen of screens.filter((s) => !s.signedIn && chosen(s))) {
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
      for (const screen of screens.filter((s) => s.signedIn && chosen(s))) {
        await page.goto(base + screen.path, { waitUntil: 'networkidle' });
        // A screen's code and data load after the network first falls quiet (the route's chunks,
        // then its data): the shot waits for its content, then for the network again.
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${out}/${screen.name}-${width}-${theme}-${language}.png`,
          fullPage: true,
        });
      }
      for (const panel of panels.filter(chosen)) {
        await page.evaluate((settings) => {
          localStorage.removeItem('contentLayoutNav');
          for (const [key, value] of Object.entries(settings ?? {})) localStorage.setItem(key, value);
        }, panel.settings);
        await page.goto(base + panel.path, { waitUntil: 'networkidle' });
        if (panel.open) await page.getByRole('button', { name: panel.open }).first().click();
        if (panel.type) await page.keyboard.type(panel.type);
        if (panel.action) await panel.action(page);
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${out}/${panel.name}-${width}-${theme}-${language}.png` });
        await page.keyboard.press('Escape');
      }
      await page.evaluate(() => localStorage.removeItem('contentLayoutNav'));
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
