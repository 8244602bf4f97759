import type { Locator, Page } from '@playwright/test';
import { createComplaint, expect, FIRST_LOAD_MS, test, uniqueName, useSession } from './fixtures.ts';

/** The results of the list on the page. */
function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Complaints found' });
}

/** Each card's link to its edit screen (a card also holds its phone's tel: link). */
function cardLinks(page: Page): Locator {
  return results(page).locator('a[href$="/edit"]');
}

function bulkBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Bulk actions' });
}

async function listOf(page: Page, name: string) {
  await page.goto(`/complaints?search=${encodeURIComponent(name)}`);
  await expect(results(page)).toHaveAttribute('aria-busy', 'false', { timeout: FIRST_LOAD_MS });
}

async function makeComplaints(page: Page, name: string, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push(await createComplaint(page, { customer_name: `${name} ${i + 1}` }));
  return ids;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a support agent selects three complaints (shift-click for the range) and assigns them', async ({
      page,
    }) => {
      await useSession(page, 'support');
      const name = uniqueName('Bulk Assign');
      await makeComplaints(page, name, 3);
      await listOf(page, name);
      await expect(cardLinks(page)).toHaveCount(3);

      const boxes = results(page).getByRole('checkbox');
      await boxes.nth(0).click();
      await boxes.nth(2).click({ modifiers: ['Shift'] });
      for (let i = 0; i < 3; i++) await expect(boxes.nth(i)).toBeChecked();
      await expect(bulkBar(page).getByRole('status')).toHaveText('3 complaints selected');

      await bulkBar(page).getByRole('button', { name: 'Assign' }).click();
      const agent = page.getByRole('menuitem', { name: /\(Agent\)$/ }).first();
      const agentName = (await agent.textContent())!.replace(/ \(Agent\)$/, '');
      await agent.click();

      await expect(page.getByRole('status').filter({ hasText: 'Updated 3 complaints' })).toBeVisible();
      await expect(results(page).getByText(`Assigned to: ${agentName}`)).toHaveCount(3);
      for (let i = 0; i < 3; i++) await expect(boxes.nth(i)).not.toBeChecked();
    });
  });
}

test('a change of more complaints runs as a job whose progress and result survive a reload', async ({
  page,
}) => {
  await useSession(page, 'support');
  const name = uniqueName('Bulk Job');
  await makeComplaints(page, name, 8);
  await listOf(page, name);
  await expect(cardLinks(page)).toHaveCount(8);

  await bulkBar(page).getByRole('button', { name: 'Select all on screen' }).click();
  await expect(bulkBar(page).getByRole('status')).toHaveText('8 complaints selected');
  await bulkBar(page).getByRole('button', { name: 'Status' }).click();
  await page.getByRole('menuitem', { name: 'Pending' }).click();

  // The job shows its progress until it ends, then its result; both come back after a reload.
  await expect(
    page.getByRole('status').filter({ hasText: /Changing 8 complaints|Updated 8 complaints/ }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Updated 8 complaints' })).toBeVisible();
  await expect(results(page).getByText('Pending')).toHaveCount(8);

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.reload();
  await expect(cardLinks(page)).toHaveCount(8);
  await expect(page.getByText('Updated 8 complaints')).toHaveCount(0);
});

test('keyboard: j and k move between cards, x selects, Enter opens', async ({ page }) => {
  await useSession(page, 'support');
  const name = uniqueName('Bulk Keys');
  const ids = await makeComplaints(page, name, 2);
  await listOf(page, name);
  const links = cardLinks(page);
  await expect(links).toHaveCount(2);

  await page.keyboard.press('j');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('x');
  await expect(results(page).getByRole('checkbox').nth(1)).toBeChecked();
  await page.keyboard.press('k');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  // Newest first: the first card is the second complaint made.
  await expect(page).toHaveURL(new RegExp(`/complaints/${ids[1]}/edit$`));
});
