import { callApi, createComplaint, expect, signInAs, test, uniqueName, uniquePhone } from './fixtures.ts';

test('an admin gives an agent a service area and turns automatic assignment on; a new complaint there goes to the agent (also in Arabic at 390 px)', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // A field agent of this test's own, so no other test's agent receives complaints.
  const name = uniqueName('Zubair');
  const username = name.toLowerCase().replace(/\W+/g, '.');
  await callApi(page, 'POST', '/users', {
    name,
    username,
    email: `${username}@example.com`,
    phone: uniquePhone(),
    address: 'Office 2',
    designation: 'Field Agent',
    province: 'Sindh',
    city: 'Umerkot',
    password: 'correct-horse-battery',
  });

  try {
    // Users: the service area is added on the Edit User dialog.
    await page.goto('/users/list');
    await page.getByRole('searchbox', { name: 'Search Users' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByRole('combobox', { name: 'Service areas' }).fill('Umerkot');
    await dialog.getByRole('combobox', { name: 'Service areas' }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Umerkot' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated successfully.')).toBeVisible();

    // The SLA screen: automatic assignment on, for Field Agents.
    await page.goto('/apps/sla');
    const form = page.getByRole('form', { name: 'Automatic assignment' });
    await form.getByRole('switch', { name: 'Assign new complaints automatically' }).check();
    await form.getByRole('checkbox', { name: 'Field Agent' }).check();
    await form.getByRole('button', { name: 'Save assignment' }).click();
    await expect(page.getByText('Automatic assignment saved.')).toBeVisible();

    // A new complaint in Umerkot, with nobody chosen: the agent gets it, and the timeline says why.
    const id = await createComplaint(page, {
      customer_name: uniqueName('Naseem'),
      customer_province: 'Sindh',
      customer_city: 'Umerkot',
    });
    await page.goto(`/complaints/${id}/edit`);
    await expect(page.getByRole('combobox', { name: 'Assign to' })).toHaveValue(new RegExp(`^${name}`));
    await expect(page.getByText(`Assigned automatically to ${name}: Umerkot, 0 open`)).toBeVisible();

    // In Arabic on a phone: the entry in Arabic (the zero form), nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(`أُسندت تلقائيًا إلى ${name}: Umerkot، لا شكاوى مفتوحة`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    // Other tests create complaints while this one runs: assignment goes back off.
    await callApi(page, 'PUT', '/settings/auto-assign', { enabled: false, roles: [], cap: null });
    await page.evaluate(() => localStorage.removeItem('language'));
  }
});

test('Assign to puts a complaint back to Unassigned on the edit screen and in the bulk Assign; the timeline says so', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const { users } = await callApi<{ users: { id: number; name: string }[] }>(
    page,
    'GET',
    '/complaints/assignees',
  );
  const technician = users.find((user) => user.name === 'Ayesha Malik')!;
  const customer = uniqueName('Unassign');
  const id = await createComplaint(page, { customer_name: `${customer} 1`, assignee_id: technician.id });
  const other = await createComplaint(page, { customer_name: `${customer} 2`, assignee_id: technician.id });

  await page.goto(`/complaints/${id}/edit`);
  await page.getByRole('combobox', { name: 'Assign to' }).click();
  await page.getByRole('option', { name: 'Unassigned', exact: true }).click();
  await page.getByRole('button', { name: 'Update Complaint' }).click();
  await expect(page.getByRole('status').getByText('Complaint updated successfully.')).toBeVisible();
  await expect(page.getByText('Complaint - Unassigned, Updated by Admin')).toBeVisible();

  // The list's bulk Assign: its first choice is Unassigned.
  await page.goto(`/complaints?search=${encodeURIComponent(`${customer} 2`)}`);
  const results = page.getByRole('region', { name: 'Complaints found' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await results.getByRole('checkbox').first().click();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Assign' }).click();
  await page.getByRole('menuitem', { name: 'Unassigned', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated 1 complaint' })).toBeVisible();
  await expect(results.getByText('Assigned to: Unassigned')).toBeVisible();
  await page.goto(`/complaints/${other}/edit`);
  await expect(page.getByText('Complaint - Unassigned, Updated by Admin')).toBeVisible();
});
