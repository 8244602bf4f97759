import type { Locator, Page } from '@playwright/test';
import {
  callApi,
  createComplaint,
  expect,
  MY_COMPLAINTS_URL,
  signInAs,
  SUCCESS_BANNER_MS,
  test,
  uniqueName,
  uniquePhone,
  useSession,
} from './fixtures.ts';

/** The results of the list on the page. */
function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Complaints found' });
}

/** The cards of the list: each list item holds the card's link to the edit screen and its phone link. */
function cards(page: Page): Locator {
  return results(page).getByRole('listitem');
}

/** Waits until the list shows the results of its current controls, not the previous ones. */
async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

async function searchComplaints(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search Complaints' }).fill(text);
  // The search reaches the URL once typing pauses.
  await expect.poll(() => new URL(page.url()).searchParams.get('search') ?? '').toBe(text.trim());
  await settled(page);
}

async function choose(page: Page, combobox: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseInList(page: Page, combobox: RegExp, option: string) {
  await choose(page, combobox, option);
  await settled(page);
}

test('a complaint made with rich text shows in the list, and its details render the formatting', async ({
  page,
}) => {
  // Banners close on a timer: the test moves the page's clock on instead of waiting.
  await page.clock.install();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspErrors.push(message.text());
  });
  const name = uniqueName('Nadia Rich');
  const phone = uniquePhone();
  await signInAs(page, 'admin', '/complaints');
  await page.getByRole('link', { name: 'Add New Complaint +' }).click();
  await expect(page).toHaveURL(/\/complaints\/create$/);
  await expect(page.getByRole('heading', { name: 'Add New Complaint' })).toBeVisible();

  // Nothing is sent while required fields are empty; the messages show on the fields.
  await page.getByRole('button', { name: 'Create Complaint' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/complaints\/create$/);

  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Email').fill('nadia@example.com');
  await choose(page, /^Province/, 'Sindh');
  await page.getByRole('combobox', { name: 'City' }).fill('hyd');
  await page.getByRole('option', { name: 'Hyderabad' }).click();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.getByLabel('Shop Purchased From').fill('Saddar Market');

  // A dealer from the list: its details are copied in.
  await page.getByRole('combobox', { name: 'Dealer Name' }).click();
  const dealer = page.getByRole('option').first();
  await expect(dealer).toBeVisible();
  await dealer.click();
  await expect(page.getByLabel('Dealer Phone')).toBeDisabled();
  await expect(page.getByLabel('Dealer Phone')).not.toHaveValue('');
  const dealerName = await page.getByRole('combobox', { name: 'Dealer Name' }).inputValue();

  await page.getByLabel('Product Name').fill('Split AC 1 Ton');
  await page.getByLabel('Problem Type').fill('Water leakage');

  const editor = page.getByRole('textbox', { name: 'Problem Details' });
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Leaks every night');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Indoor unit drips');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Wall is wet');
  await expect(editor.locator('strong')).toHaveText('Leaks every night');

  await choose(page, /^Priority/, 'Level 2');
  await choose(page, /^Assign to/, 'Ayesha Malik (Technician)');
  await page.getByRole('button', { name: 'Create Complaint' }).click();

  await expect(page).toHaveURL(/\/complaints\?message=/);
  await expect(page.getByRole('status').getByText('Complaint created successfully.')).toBeVisible();
  const card = cards(page).filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Level 2');
  // The phone shows in its readable grouping.
  await expect(card).toContainText(`Phone: ${phone.slice(0, 4)} ${phone.slice(4)}`);
  await expect(card).toContainText('City: Hyderabad');
  await expect(card).toContainText('Assigned to: Ayesha Malik');
  await expect(card).toContainText('Open');
  // The banner goes after 4 seconds and takes its URL parameter with it.
  await page.clock.fastForward(SUCCESS_BANNER_MS);
  await expect(page).not.toHaveURL(/message=/);
  await expect(page.getByText('Complaint created successfully.')).toBeHidden();

  await card.click();
  await expect(page).toHaveURL(/\/complaints\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: /^Complaint Number #00\d+$/ })).toBeVisible();
  const details = page.getByRole('region', { name: 'Product Details' });
  await expect(details.locator('strong')).toHaveText('Leaks every night');
  await expect(details.getByRole('listitem')).toHaveText(['Indoor unit drips', 'Wall is wet']);
  await expect(page.getByRole('region', { name: 'Customer Details' })).toContainText('nadia@example.com');
  await expect(page.getByRole('region', { name: 'Dealer Details' })).toContainText(dealerName);
  await expect(page.getByRole('heading', { name: /^Complaint Timeline - \(Created on .+\)$/ })).toBeVisible();
  await expect(page.getByText('Complaint - Created, Updated by Admin')).toBeVisible();
  await expect(page.getByText('Complaint - Assigned to Ayesha Malik, Updated by Admin')).toBeVisible();
  expect(cspErrors).toEqual([]);
});

test('the editor links e-mail text with mailto: and turns a YouTube link into a video', async ({ page }) => {
  await signInAs(page, 'admin', '/complaints/create');
  const editor = page.getByRole('textbox', { name: 'Problem Details' });
  await editor.click();
  await page.keyboard.type('support@example.com');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).click();
  const linkBox = page.getByRole('textbox', { name: 'Enter link:' });
  await expect(linkBox).toHaveValue('mailto:support@example.com');
  await linkBox.press('Enter');
  await expect(editor.locator('a[href="mailto:support@example.com"]')).toHaveText('support@example.com');

  await editor.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Video');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).click();
  await linkBox.fill('https://youtu.be/dQw4w9WgXcQ');
  await linkBox.press('Enter');
  await expect(page.locator('.ql-editor iframe')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  );
});

test('a complaint is found by name, by phone and by city', async ({ page }) => {
  await useSession(page, 'admin');
  const name = uniqueName('Kamran Findme');
  const phone = uniquePhone();
  await createComplaint(page, {
    customer_name: name,
    phone,
    customer_province: 'Balochistan',
    customer_city: 'Gwadar',
  });

  await page.goto('/complaints');
  await searchComplaints(page, name.toLowerCase());
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(name);
  await expect(page).toHaveURL(/search=/);

  await searchComplaints(page, phone);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(name);

  await searchComplaints(page, 'GWADAR');
  await expect(cards(page).filter({ hasText: name })).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('City: Gwadar');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await settled(page);
  await searchComplaints(page, 'no complaint has this text');
  await expect(page.getByText('No Complaints Record.')).toBeVisible();
});

test('the priority filter and the order stay in the URL through a reload', async ({ page }) => {
  await useSession(page, 'admin');
  const prefix = uniqueName('Order Check');
  await createComplaint(page, { customer_name: `${prefix} first`, tag: 'L1' });
  await createComplaint(page, { customer_name: `${prefix} second`, tag: 'L3' });
  await createComplaint(page, { customer_name: `${prefix} third`, tag: 'L3' });

  await page.goto('/complaints');
  await searchComplaints(page, prefix);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first()).toContainText(`${prefix} third`);

  await chooseInList(page, /^Filter by Priority/, 'L3');
  await expect(cards(page)).toHaveCount(2);
  await chooseInList(page, /^Order By/, 'Old to New');
  await expect(cards(page).first()).toContainText(`${prefix} second`);
  await expect(cards(page).last()).toContainText(`${prefix} third`);
  await expect(page).toHaveURL(/priority=L3/);
  await expect(page).toHaveURL(/order=asc/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search Complaints' })).toHaveValue(prefix);
  await expect(page.getByRole('combobox', { name: /^Filter by Priority/ })).toHaveText('L3');
  await expect(page.getByRole('combobox', { name: /^Order By/ })).toHaveText('Old to New');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText(`${prefix} second`);

  // A shared link opens the same view.
  const link = page.url();
  await page.goto('/dashboards/crm');
  await page.goto(link);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText(`${prefix} second`);
});

test('more complaints load as the list scrolls', async ({ page }) => {
  await useSession(page, 'admin');
  const prefix = uniqueName('Scroll');
  for (let index = 1; index <= 23; index += 1) {
    await createComplaint(page, { customer_name: `${prefix} ${String(index).padStart(2, '0')}` });
  }
  await page.goto(`/complaints?search=${encodeURIComponent(prefix)}`);
  await expect(cards(page)).toHaveCount(20);
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(23);
  await expect(cards(page).last()).toContainText(`${prefix} 01`);
});

test('working a complaint: assign, change priority and status, see the timeline and the lists', async ({
  page,
}) => {
  // Banners close on a timer: the test moves the page's clock on instead of waiting.
  await page.clock.install();
  await useSession(page, 'admin');
  const name = uniqueName('Omar Worked');
  await createComplaint(page, { customer_name: name, tag: 'L1' });

  await page.goto(`/complaints?search=${encodeURIComponent(name)}`);
  await cards(page).filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { name: /^Complaint Number #00\d+$/ })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^Complaint Timeline - \(Created on .+\) - No further changes$/ }),
  ).toBeVisible();

  // Assign to is required.
  await page.getByRole('button', { name: 'Update Complaint' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Assign to' }).fill('Sara');
  await page.getByRole('option', { name: 'Sara Khan (Support Agent)' }).click();
  await choose(page, /^Priority/, 'Level 3');
  await choose(page, /^Status/, 'Pending');
  await page.getByRole('button', { name: 'Update Complaint' }).click();

  await expect(page.getByRole('status').getByText('Complaint updated successfully.')).toBeVisible();
  await expect(page.getByText('Complaint - Assigned to Sara Khan, Updated by Admin')).toBeVisible();
  await expect(
    page.getByText('Complaint - Priority changed from Level 1 to Level 3, Updated by Admin'),
  ).toBeVisible();
  await expect(
    page.getByText('Complaint - Status changed from Open to Pending, Updated by Admin'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Complaint Timeline - \(Created on .+\)$/ })).toBeVisible();
  await expect.poll(() => page.evaluate('window.scrollY')).toBeLessThan(100);
  await page.clock.fastForward(SUCCESS_BANNER_MS);
  await expect(page.getByText('Complaint updated successfully.')).toBeHidden();

  // Back returns to the list it was opened from, with its search. It moved to the pending list, and is not among the resolved ones.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/complaints\?search=/);
  await page.goto(`/pendingcomplaints?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Pending Complaints' })).toBeVisible();
  const card = cards(page).filter({ hasText: name });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Level 3');
  await expect(card).toContainText('Assigned to: Sara Khan');
  await page.goto(`/resolvedcomplaints?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Resolved Complaints' })).toBeVisible();
  await expect(page.getByText('No Complaints Record.')).toBeVisible();
});

test('an edit based on an outdated complaint is refused and can be reloaded', async ({ page }) => {
  await useSession(page, 'admin');
  const name = uniqueName('Stale Edit');
  const id = await createComplaint(page, { customer_name: name, tag: 'L1' });
  await page.goto(`/complaints/${id}/edit`);
  await expect(page.getByRole('heading', { name: `Complaint Number #00${id}` })).toBeVisible();
  // The person starts editing; with live updates, a change made before that would simply show.
  await page.getByRole('combobox', { name: 'Assign to' }).click();
  await page.getByRole('option').first().click();
  await choose(page, /^Status/, 'Resolved');

  // Someone else changes it meanwhile.
  const current = await callApi<{
    complaint: Record<string, unknown> & { version: number };
    dealer: object;
    users: { id: number }[];
  }>(page, 'GET', `/complaints/${id}/edit`);
  const { complaint, dealer } = current;
  await callApi(page, 'PUT', `/complaints/${id}`, {
    ...complaint,
    ...dealer,
    assignee: current.users[0]!.id,
    level: 'L2',
    status: 'In Process',
    version: complaint.version,
  });

  // Told at once (live); saving anyway is still refused.
  await expect(
    page.getByRole('alert').filter({ hasText: 'saved this complaint while you were editing' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Update Complaint' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toContainText(
    'This complaint was changed by someone else while you were editing it. Reload it to see their changes; your edit was not saved.',
  );
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('In Process');
  await expect(page.getByRole('combobox', { name: /^Priority/ })).toHaveText('Level 2');
});

test('at phone width the lists show one column and the navigation is an overlay', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, 'admin');
  const prefix = uniqueName('Phone Width');
  await createComplaint(page, { customer_name: `${prefix} one` });
  await createComplaint(page, { customer_name: `${prefix} two` });

  await page.goto(`/complaints?search=${encodeURIComponent(prefix)}`);
  await expect(cards(page)).toHaveCount(2);
  const first = (await cards(page).nth(0).boundingBox())!;
  const second = (await cards(page).nth(1).boundingBox())!;
  expect(second.x).toBe(first.x);
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  expect(first.width).toBeGreaterThan(300);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\/pendingcomplaints$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Pending Complaints' })).toBeVisible();
});

test('/complaints?openForm=true opens the create form', async ({ page }) => {
  await signInAs(page, 'admin', '/complaints?openForm=true');
  await expect(page).toHaveURL(/\/complaints\/create$/);
  await expect(page.getByRole('heading', { name: 'Add New Complaint' })).toBeVisible();
});

test('a technician sees no Add button and cannot open the create form', async ({ page }) => {
  await signInAs(page, 'technician');
  await expect(page).toHaveURL(MY_COMPLAINTS_URL);
  await expect(page.getByRole('heading', { name: 'My complaints' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Complaint +' })).toHaveCount(0);
  await page.goto('/complaints/create');
  await expect(page).toHaveURL(/\/not-authorized$/);
});
