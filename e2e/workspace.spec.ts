import type { Page } from '@playwright/test';
import {
  ADMIN,
  callApi,
  createComplaint,
  expect,
  FIRST_LOAD_MS,
  MY_COMPLAINTS_URL,
  signIn,
  signInAs,
  switchUser,
  test,
  uniqueName,
  uniquePhone,
  useSession,
} from './fixtures.ts';

const WIDE = { width: 1920, height: 1000 };

/**
 * Where flows about the app's frame (navigation, theme, search, menus) start: a light screen, not
 * the admin's landing dashboard with its charts, which auth.spec.ts and dashboards.spec.ts check.
 */
const LIGHT_SCREEN = '/dealers';

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Open the customizer' }).click();
  return page.getByRole('dialog', { name: 'Theme Customizer' });
}

async function choose(page: Page, group: string, option: string) {
  const panel = page.getByRole('dialog', { name: 'Theme Customizer' });
  await panel
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const width = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().width);

test('each customizer setting changes the layout and survives a reload', async ({ page, context }) => {
  await page.setViewportSize(WIDE);
  await signInAs(page, 'admin', '/complaints');
  const main = page.locator('main');
  expect(await main.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1440);

  const panel = await openCustomizer(page);
  await choose(page, 'Theme', 'Dark');
  await choose(page, 'Skin', 'Bordered');
  await panel.getByRole('switch', { name: 'Semi Dark Menu' }).check();
  await panel.getByRole('radio', { name: '#FF4C51' }).click();
  await choose(page, 'Content', 'Wide');
  await choose(page, 'Navigation', 'Collapsed');
  await choose(page, 'Navbar Type', 'Static');
  await panel.getByRole('switch', { name: 'Navbar Blur' }).uncheck();
  await choose(page, 'Footer Type', 'Hidden');
  // The group's own label turns French with the choice, so the radio is clicked rather than checked.
  await page
    .getByRole('dialog', { name: 'Theme Customizer' })
    .getByRole('radiogroup', { name: 'Language' })
    .getByRole('radio', { name: 'Français' })
    .click();
  await page.keyboard.press('Escape');

  const check = async () => {
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Réclamations', level: 1 })).toBeVisible();
    // Bordered skin: cards have a border and no shadow.
    const card = page.locator('.MuiCard-root').first();
    await expect(card).toHaveCSS('box-shadow', 'none');
    await expect(card).toHaveCSS('border-top-width', '1px');
    // Semi-dark navigation and the chosen primary colour.
    await expect(page.locator('.MuiDrawer-paper')).toHaveClass(/dark/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'),
        ),
      )
      .toBe('#FF4C51');
    // Wide content: the page uses the whole width beside the navigation.
    expect(await main.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(1700);
    // Collapsed navigation: icons only.
    expect(await width(page, 'nav[aria-label="Navigation principale"]')).toBeLessThan(80);
    await expect(page.locator('[data-navbar-type="static"]')).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
  };
  await check();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies).toMatchObject({
    'CareDesk-isVerticalNavCollapsed': 'true',
    'CareDesk-appContentWidth': 'fluid',
    'CareDesk-isNavbarBlurEnabled': 'false',
  });
  await page.reload();
  await check();

  // Reset: light theme, default skin, boxed content, vertical navigation.
  await page.getByRole('button', { name: 'Ouvrir la personnalisation' }).click();
  await page.getByRole('button', { name: 'Rétablir les valeurs par défaut' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect(page.locator('.MuiCard-root').first()).not.toHaveCSS('box-shadow', 'none');
  expect(await main.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1440);
  expect(await width(page, 'nav[aria-label="Navigation principale"]')).toBeGreaterThan(250);
  await expect(page.locator('footer')).toBeVisible();
});

test('the collapsed navigation expands while hovered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin', LIGHT_SCREEN);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await page.mouse.move(700, 500);
  await expect.poll(() => width(page, 'nav[aria-label="Main navigation"]')).toBeLessThan(80);
  await mainNav(page).hover();
  await expect.poll(() => width(page, 'nav[aria-label="Main navigation"]')).toBeGreaterThan(250);
  await expect(mainNav(page).getByText('Access Control')).toBeVisible();
});

test('the system theme follows an emulated dark preference, live', async ({ page }) => {
  await signInAs(page, 'admin', LIGHT_SCREEN);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openCustomizer(page);
  await choose(page, 'Theme', 'System');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('horizontal navigation at 1440 px, with popovers 6 px from their item; the overlay at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin', LIGHT_SCREEN);
  await openCustomizer(page);
  await choose(page, 'Navbar Type', 'Hidden');
  await expect(page.locator('header')).toHaveCount(0);
  await choose(page, 'Navigation', 'Horizontal');
  // Switching to horizontal turns the hidden navbar into a sticky one.
  await expect(
    page.getByRole('dialog', { name: 'Theme Customizer' }).getByRole('radio', { name: 'Sticky' }).first(),
  ).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-navbar-type="sticky"]')).toBeVisible();
  const nav = mainNav(page);
  await expect(page.locator('.MuiDrawer-root')).toHaveCount(0);
  const box = (await nav.boundingBox())!;
  expect(box.width).toBeGreaterThan(1000);
  expect(box.y).toBeLessThan(150);

  const group = nav.getByRole('button', { name: 'Complaints' });
  const itemBottom = (await group.boundingBox())!;
  await group.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const paper = (await page.locator('.MuiMenu-paper').boundingBox())!;
  // 6 px, give or take the sub-pixel rounding of the positions.
  expect(Math.abs(paper.y - (itemBottom.y + itemBottom.height) - 6)).toBeLessThanOrEqual(1);
  await menu.getByRole('menuitem', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\/pendingcomplaints$/);

  // Below the overlay breakpoint the navigation is the vertical drawer, whatever the setting.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(mainNav(page)).toBeVisible();
  expect((await mainNav(page).boundingBox())!.height).toBeGreaterThan(500);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
});

test('the page-scrolled class appears on scroll and the scroll-to-top button after 200 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signInAs(page, 'admin', '/complaints');
  await expect(page.locator('.MuiCard-root').nth(4)).toBeVisible();
  const layout = page.locator('.layout-wrapper');
  await expect(layout).not.toHaveClass(/page-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(layout).toHaveClass(/page-scrolled/);
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(layout).not.toHaveClass(/page-scrolled/);
});

test('global search: Ctrl+K opens it, a phone finds the complaint, Enter opens it', async ({ page }) => {
  await signInAs(page, 'admin', LIGHT_SCREEN);
  const phone = uniquePhone();
  const name = uniqueName('Searchable');
  const id = await createComplaint(page, { customer_name: name, phone });
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search complaints, dealers, users and pages' });
  await expect(box).toBeFocused();
  await box.fill(phone.slice(-7));
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  // Keyboard: the first result is a complaint (no page title has digits); arrows move, Enter opens.
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/complaints/${id}/edit$`));

  // '/' opens it too, and pages are found by title.
  await page.locator('body').press('/');
  await page.getByRole('combobox', { name: 'Search complaints, dealers, users and pages' }).fill('resol');
  await page.getByRole('option', { name: 'Resolved' }).click();
  await expect(page).toHaveURL(/\/resolvedcomplaints$/);
});

test('a dealer finds only their own dealership’s complaints in the global search', async ({ page }) => {
  await useSession(page, 'admin');
  const phone = uniquePhone();
  await createComplaint(page, {
    customer_name: uniqueName('Elsewhere'),
    phone,
    dealer_id: null,
    dealer_name: 'Not theirs',
  });
  await switchUser(page, 'dealer');
  await expect(page).toHaveURL(/\/complaints$/);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search complaints, dealers, users and pages' }).fill(phone);
  await expect(page.getByRole('status')).toHaveText(`No results for "${phone}"`);
});

test('assigning a complaint notifies the assignee, who sees the count and opens it', async ({
  browser,
  page,
}) => {
  await useSession(page, 'admin');
  const id = await createComplaint(page, { customer_name: uniqueName('Notified') });

  const assigneePage = await (await browser.newContext()).newPage();
  await assigneePage.goto('/login');
  await signIn(assigneePage, 'fieldagent');
  await expect(assigneePage).toHaveURL(MY_COMPLAINTS_URL);
  await callApi(assigneePage, 'POST', '/notifications/read-all');
  await assigneePage.reload();
  await expect(assigneePage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The admin assigns it on the edit screen, the app's first load in the admin's browser.
  await page.goto(`/complaints/${id}/edit`);
  await expect(page.getByRole('combobox', { name: 'Assign to' })).toBeEditable({ timeout: FIRST_LOAD_MS });
  await page.getByRole('combobox', { name: 'Assign to' }).fill('Usman');
  await page.getByRole('option', { name: 'Usman Tariq (Field Agent)' }).click();
  await page.getByRole('button', { name: 'Update Complaint' }).click();
  await expect(page.getByRole('status').getByText('Complaint updated successfully.')).toBeVisible();

  await assigneePage.reload();
  const bell = assigneePage.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = assigneePage.getByRole('dialog', { name: 'Notifications' });
  await panel
    .getByRole('button', { name: new RegExp(`Complaint #00${id} was assigned to you by ${ADMIN.name}`) })
    .click();
  await expect(assigneePage).toHaveURL(new RegExp(`/complaints/${id}/edit$`));
  await expect(assigneePage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the shortcuts menu lists only the pages the user may open', async ({ page }) => {
  await signInAs(page, 'technician');
  await expect(page).toHaveURL(MY_COMPLAINTS_URL);
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const menu = page.getByRole('dialog', { name: 'Shortcuts' });
  await expect(menu.getByRole('link', { name: 'All Complaints' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'New Complaint' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await switchUser(page, 'admin', LIGHT_SCREEN);
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  await page.getByRole('dialog', { name: 'Shortcuts' }).getByRole('link', { name: 'New Complaint' }).click();
  await expect(page).toHaveURL(/\/complaints\/create$/);
});

test('the user menu shows name and designation, profile, account settings and sign out', async ({ page }) => {
  // Its own session: signing out ends it, and the run's admin session must live on.
  await page.goto('/login');
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  // The admin's name and designation are both 'Admin'.
  await expect(menu.getByText('Admin', { exact: true })).toHaveCount(2);
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
    'href',
    '/pages/user-profile/profile',
  );
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
    'href',
    '/pages/account-settings/account',
  );
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('Arabic lays out the main screens right to left', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The language is chosen on an answer of the app's origin, so each load below is in Arabic.
  await useSession(page, 'admin');
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  for (const path of ['/dashboards/crm', '/complaints', '/complaints/create', '/complaints/1/edit']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    const nav = (await page.locator('nav').first().boundingBox())!;
    expect(nav.x, `navigation on the right on ${path}`).toBeGreaterThan(1100);
    const heading = (await page.locator('main :is(h1, h4, h5)').first().boundingBox())!;
    expect(heading.x + heading.width, `heading starts at the right on ${path}`).toBeGreaterThan(900);
    await testInfo.attach(`ar${path.replaceAll('/', '-')}.png`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
});
