// Screenshots of every screen in light and dark, English and Arabic, at 390 and 1440 px wide.
//   npm start (in another terminal), then: node scripts/screenshots.mjs [http://localhost:3000]
// Writes e2e/screenshots/<screen>-<width>-<theme>-<language>.png for a person to look at.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = 'e2e/screenshots';
const only = process.env.SCREENS?.split(',');
const screens = [
  { name: 'sign-in', path: '/login', signedIn: false },
  { name: 'not-found', path: '/no/such/page', signedIn: false },
  { name: 'dashboard', path: '/dashboards/crm', signedIn: true },
  { name: 'access-control', path: '/access-control', signedIn: true },
  { name: 'coming-soon', path: '/complaints', signedIn: true },
  { name: 'dealers', path: '/dealers', signedIn: true },
  { name: 'dealer-create', path: '/dealers/create', signedIn: true },
  { name: 'dealer-edit', path: '/dealers/1/edit', signedIn: true },
  { name: 'payment-proofs', path: '/payment-proof-view?order=ORD-1001', signedIn: true },
  {
    name: 'payment-proof-zoom',
    path: '/payment-proof-view?order=ORD-1001',
    signedIn: true,
    fullPage: false,
    // Opens the first image and holds the mouse over it, so the zoom box shows.
    action: async (page) => {
      await page.locator('main button.MuiCardActionArea-root').first().click();
      const image = page.locator('[role=dialog] img');
      await image.waitFor();
      await page.waitForTimeout(300);
      const box = await image.boundingBox();
      if (box) await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
      await page.waitForTimeout(200);
    },
  },
];

fs.mkdirSync(out, { recursive: true });
const chosen = (screen) => !only || only.includes(screen.name);
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
        if (screen.action) await screen.action(page);
        await page.screenshot({
          path: `${out}/${screen.name}-${width}-${theme}-${language}.png`,
          fullPage: screen.fullPage ?? true,
        });
        if (screen.action) await page.keyboard.press('Escape');
      }
      if (width < 600) {
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
