import type { Browser, Page } from '@playwright/test';
import { callApi, createComplaint, expect, signInAs, test, uniqueName, type SignInRole } from './fixtures.ts';

/** Well under the 30 s fallback poll: what arrives within this came through the live stream. */
const LIVE_MS = 10_000;

async function openAs(browser: Browser, role: SignInRole, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

async function choose(page: Page, combobox: RegExp | string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('the admin assigns a complaint and the agent’s bell updates without a reload', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  const agent = await openAs(browser, 'agent');
  try {
    const id = await createComplaint(page, { customer_name: uniqueName('Live Bell') });
    const before = await callApi<{ unreadCount: number }>(agent, 'GET', '/notifications');
    await expect(agent.getByRole('button', { name: /^Notifications/ })).toBeVisible();

    const edit = await callApi<{
      complaint: Record<string, unknown> & { version: number; level: string; status: string };
      dealer: object;
      users: { id: number; name: string }[];
    }>(page, 'GET', `/complaints/${id}/edit`);
    const bilal = edit.users.find((user) => user.name === 'Bilal Ahmed')!;
    await callApi(page, 'PUT', `/complaints/${id}`, {
      ...edit.complaint,
      ...edit.dealer,
      assignee: bilal.id,
      level: edit.complaint.level,
      status: edit.complaint.status,
      version: edit.complaint.version,
    });

    await expect(
      agent.getByRole('button', { name: `Notifications, ${before.unreadCount + 1} unread` }),
    ).toBeVisible({
      timeout: LIVE_MS,
    });
  } finally {
    await agent.context().close();
  }
});

test('two people on one complaint see each other, and one is told at once when the other saves', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  // Sara Khan works on a phone.
  const sara = await openAs(browser, 'support', 390);
  try {
    const id = await createComplaint(page, { customer_name: uniqueName('Live Presence'), tag: 'L1' });
    await page.goto(`/complaints/${id}/edit`);
    await sara.goto(`/complaints/${id}/edit`);

    await expect(page.getByText('1 other person is here')).toBeVisible({ timeout: LIVE_MS });
    await expect(page.getByRole('img', { name: 'Sara Khan' })).toBeVisible();
    await expect(sara.getByText('1 other person is here')).toBeVisible({ timeout: LIVE_MS });
    await expect(sara.getByRole('img', { name: 'Admin' })).toBeVisible();

    // Sara starts changing the status: the admin sees her editing.
    await choose(sara, /^Status/, 'Pending');
    await expect(page.getByText('Sara Khan is editing')).toBeVisible({ timeout: LIVE_MS });

    // The admin saves first: Sara is told at once, with what changed, before she saves.
    await choose(page, 'Assign to', /^Sara Khan/);
    await choose(page, /^Priority/, 'Level 3');
    await page.getByRole('button', { name: 'Update Complaint' }).click();
    const told = sara
      .getByRole('alert')
      .filter({ hasText: 'Admin saved this complaint while you were editing' });
    await expect(told).toBeVisible({ timeout: LIVE_MS });
    await expect(told).toContainText('Level 3');

    // She keeps her change on top of theirs, and her save goes through.
    await told.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(told).toBeHidden();
    await expect(sara.getByRole('combobox', { name: /^Status/ })).toHaveText('Pending');
    await expect(sara.getByRole('combobox', { name: /^Priority/ })).toHaveText('Level 3');
    await sara.getByRole('button', { name: 'Update Complaint' }).click();
    await expect(sara.getByText('Complaint updated successfully', { exact: false })).toBeVisible();

    // The admin's screen follows without a reload.
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Pending', { timeout: LIVE_MS });

    // When she leaves, the admin is alone again.
    await sara.getByRole('link', { name: 'Back' }).click();
    await expect(sara).toHaveURL(/\/complaints$/);
    await expect(page.getByText('1 other person is here')).toBeHidden({ timeout: LIVE_MS });
  } finally {
    await sara.context().close();
  }
});

test('the admin creates a complaint while the agent’s list is open: the agent sees the bar, then the card, and its assignee changes in place', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  const agent = await openAs(browser, 'agent');
  try {
    const name = uniqueName('Live List');
    const older = await createComplaint(page, { customer_name: `${name} Older` });
    await agent.goto(`/complaints?search=${encodeURIComponent(name)}`);
    const cards = agent.getByRole('region', { name: 'Complaints found' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);

    // One that matches the agent's search, one that does not.
    await createComplaint(page, { customer_name: uniqueName('Live Elsewhere') });
    await createComplaint(page, { customer_name: `${name} Newer` });
    const bar = agent.getByRole('button', { name: '1 new complaint - show' });
    await expect(bar).toBeVisible({ timeout: LIVE_MS });
    // The page does not jump: the new card waits for Show.
    await expect(cards).toHaveCount(1);

    await bar.click();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`${name} Newer`);
    await expect(bar).toBeHidden();

    // The admin assigns the older one: its card changes where it is.
    const edit = await callApi<{
      complaint: Record<string, unknown> & { version: number; level: string; status: string };
      dealer: object;
      users: { id: number; name: string }[];
    }>(page, 'GET', `/complaints/${older}/edit`);
    const sara = edit.users.find((user) => user.name === 'Sara Khan')!;
    await callApi(page, 'PUT', `/complaints/${older}`, {
      ...edit.complaint,
      ...edit.dealer,
      assignee: sara.id,
      level: edit.complaint.level,
      status: 'Pending',
      version: edit.complaint.version,
    });
    await expect(cards.nth(1)).toContainText('Sara Khan', { timeout: LIVE_MS });
    await expect(cards.nth(1)).toContainText('Pending');
    await expect(cards.first()).toContainText(`${name} Newer`);
    await expect(agent.getByRole('button', { name: /new complaint/ })).toBeHidden();
  } finally {
    await agent.context().close();
  }
});
