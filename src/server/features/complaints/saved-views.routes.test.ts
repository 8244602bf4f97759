import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RoleSlug } from '#domain/auth/roles.ts';
import { VIEW_COUNT_CAP, VIEW_NAME_MAX, type SavedView } from '#domain/complaints/saved-view.schemas.ts';
import { ADMIN, buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';
import { createComplaint, createUser } from '#server/testing/factories.ts';

let testApp: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => testApp?.close());

/** A fresh account of this role, signed in: each test keeps its own views and assignments. */
async function staff(role: RoleSlug) {
  const user = await createUser(testApp.db, { role });
  return { ...user, browser: await testApp.signIn(user.username, user.password) };
}

async function save(browser: TestBrowser, body: Record<string, unknown>) {
  return browser.post('/api/saved-views', { list: 'all', filter: {}, ...body });
}

async function saved(browser: TestBrowser, body: Record<string, unknown>): Promise<SavedView> {
  const response = await save(browser, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { view: SavedView }).view;
}

async function viewsOf(browser: TestBrowser): Promise<SavedView[]> {
  const response = await browser.get('/api/saved-views');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { views: SavedView[] }).views;
}

async function countsOf(browser: TestBrowser) {
  const response = await browser.get('/api/saved-views/counts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    mine: { count: number; more: boolean };
    views: { id: number; count: number; more: boolean }[];
  };
}

describe('saved views', () => {
  test('a user saves the filter and order under a name and reads it back in its query form', async () => {
    const agent = await staff('agent');
    const view = await saved(agent.browser, {
      name: '  Lahore urgent  ',
      filter: { status: ['Open', 'Pending'], priority: 'L3', city: 'Lahore', order: 'asc', assignee: 'me' },
    });
    expect(view).toEqual({
      id: expect.any(Number),
      name: 'Lahore urgent',
      list: 'all',
      filter: { status: ['Open', 'Pending'], priority: 'L3', city: 'Lahore', order: 'asc', assignee: ['me'] },
      sharedRole: null,
      mine: true,
      ownerName: agent.name,
    });
    expect(await viewsOf(agent.browser)).toEqual([view]);
  });

  test("a view of a status list keeps no status of its own: the list's status applies", async () => {
    const agent = await staff('agent');
    const view = await saved(agent.browser, {
      name: 'Pending L3',
      list: 'pending',
      filter: { status: 'Open', priority: 'L3' },
    });
    expect(view.filter).toEqual({ priority: 'L3' });
  });

  test('views belong to their owner: another user neither sees, renames nor deletes them (404)', async () => {
    const owner = await staff('agent');
    const other = await staff('agent');
    const view = await saved(owner.browser, { name: 'Mine only' });

    expect(await viewsOf(other.browser)).toEqual([]);
    const rename = await other.browser.request('PATCH', `/api/saved-views/${view.id}`, {
      name: 'Taken over',
    });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toMatchObject({ code: 'VIEW_NOT_FOUND' });
    expect((await other.browser.delete(`/api/saved-views/${view.id}`)).statusCode).toBe(404);
    // Not even an admin: views are personal.
    expect((await admin.delete(`/api/saved-views/${view.id}`)).statusCode).toBe(404);
    expect((await viewsOf(owner.browser)).map((v) => v.name)).toEqual(['Mine only']);
  });

  test('the owner renames and deletes a view', async () => {
    const owner = await staff('technician');
    const view = await saved(owner.browser, { name: 'Before' });
    const rename = await owner.browser.request('PATCH', `/api/saved-views/${view.id}`, { name: 'After' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json()).toMatchObject({ view: { id: view.id, name: 'After' } });

    const removed = await owner.browser.delete(`/api/saved-views/${view.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await viewsOf(owner.browser)).toEqual([]);
    expect((await owner.browser.delete(`/api/saved-views/${view.id}`)).statusCode).toBe(404);
  });

  test('names are 1 to 60 characters and unique per owner, whatever their case, with clear messages', async () => {
    const agent = await staff('agent');
    await saved(agent.browser, { name: 'Karachi' });

    const empty = await save(agent.browser, { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['This field is required'] });

    const long = await save(agent.browser, { name: 'x'.repeat(VIEW_NAME_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: ['At most 60 characters'] });
    await saved(agent.browser, { name: 'y'.repeat(VIEW_NAME_MAX) });

    const duplicate = await save(agent.browser, { name: 'KARACHI' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['You already have a view with this name'] });

    const other = await saved(agent.browser, { name: 'Quetta' });
    const renamed = await agent.browser.request('PATCH', `/api/saved-views/${other.id}`, { name: 'karachi' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ name: ['You already have a view with this name'] });
    // Keeping one's own name (another case of it) is not a duplicate.
    const recased = await agent.browser.request('PATCH', `/api/saved-views/${other.id}`, { name: 'QUETTA' });
    expect(recased.statusCode).toBe(200);

    // Another user may use the same name.
    await saved((await staff('agent')).browser, { name: 'Karachi' });
  });

  test("a filter the list would refuse is refused on its field, in the reader's language", async () => {
    const agent = await staff('agent');
    const response = await save(agent.browser, {
      name: 'Bad',
      filter: { status: 'Closed', createdFrom: '2025-02-01', createdTo: '2025-01-01' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('This view cannot be saved: its filter is not valid.');
    expect(Object.keys(body.errors)).toContain('filter.status.0');
    const unknownList = await save(agent.browser, { name: 'Bad list', list: 'closed' });
    expect(unknownList.statusCode).toBe(422);
    expect(Object.keys(unknownList.json().errors)).toEqual(['list']);
  });
});

describe('sharing with a role', () => {
  test('only an admin may share a view with a role; everyone else gets 403 and nothing is saved', async () => {
    const support = await staff('support-agent');
    const refused = await save(support.browser, { name: 'For agents', sharedRole: 'agent' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an admin may share a view with a role.');
    expect(await viewsOf(support.browser)).toEqual([]);

    const shared = await saved(admin, { name: `Shared ${support.id}`, sharedRole: 'support-agent' });
    expect(shared.sharedRole).toBe('support-agent');
  });

  test('a shared view shows to that role, read-only (403 on rename and delete), and not to other roles', async () => {
    const agent = await staff('agent');
    const technician = await staff('technician');
    const view = await saved(admin, {
      name: `Team queue ${agent.id}`,
      filter: { priority: 'L3' },
      sharedRole: 'agent',
    });

    const seen = (await viewsOf(agent.browser)).find((v) => v.id === view.id);
    expect(seen).toMatchObject({ name: view.name, mine: false, ownerName: 'Admin', sharedRole: 'agent' });
    expect((await viewsOf(technician.browser)).some((v) => v.id === view.id)).toBe(false);

    const rename = await agent.browser.request('PATCH', `/api/saved-views/${view.id}`, { name: 'Mine now' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe('This view is shared with you: only its owner can change it.');
    expect((await agent.browser.delete(`/api/saved-views/${view.id}`)).statusCode).toBe(403);
    expect((await technician.browser.delete(`/api/saved-views/${view.id}`)).statusCode).toBe(404);

    expect((await admin.delete(`/api/saved-views/${view.id}`)).statusCode).toBe(204);
    expect((await viewsOf(agent.browser)).some((v) => v.id === view.id)).toBe(false);
  });

  test('the SharedView subject is granted to admins only by the default rules', async () => {
    const { DEFAULT_ROLE_RULES, defineAbility } = await import('#domain/auth/permissions.ts');
    const allowed = Object.entries(DEFAULT_ROLE_RULES)
      .filter(([, rules]) => defineAbility(rules).can('create', 'SharedView'))
      .map(([role]) => role);
    expect(allowed).toEqual(['admin']);
  });
});

describe('GET /api/saved-views/counts', () => {
  test('counts My complaints (assigned to me, not resolved) and each view, in one call', async () => {
    const agent = await staff('agent');
    for (const status of ['Open', 'In Process', 'Pending', 'Resolved'] as const) {
      await createComplaint(testApp.db, { assignee_id: agent.id, status, priority: 'L3' });
    }
    await createComplaint(testApp.db, { assignee_id: agent.id, status: 'Open', priority: 'L1' });
    const urgent = await saved(agent.browser, { name: 'Urgent', filter: { assignee: 'me', priority: 'L3' } });
    const resolved = await saved(agent.browser, {
      name: 'Done',
      list: 'resolved',
      filter: { assignee: 'me' },
    });

    const counts = await countsOf(agent.browser);
    expect(counts.mine).toEqual({ count: 4, more: false });
    expect(counts.views).toEqual(
      expect.arrayContaining([
        { id: urgent.id, count: 4, more: false },
        { id: resolved.id, count: 1, more: false },
      ]),
    );
    expect(counts.views).toHaveLength(2);
  });

  test("a view of one person's open complaints counts the rows its list shows, in each list", async () => {
    const agent = await staff('agent');
    const other = await staff('agent');
    for (const status of ['Open', 'In Process', 'Pending', 'Resolved', 'Open', 'Pending'] as const)
      for (const priority of ['L3', 'L1'] as const) {
        await createComplaint(testApp.db, { assignee_id: agent.id, status, priority });
        await createComplaint(testApp.db, { assignee_id: other.id, status, priority });
      }
    const filters = [
      { list: 'all', filter: { assignee: 'me', status: ['Open', 'Pending'], priority: 'L3' } },
      { list: 'all', filter: { assignee: String(other.id), status: ['In Process'] } },
      { list: 'pending', filter: { assignee: 'me' } },
      { list: 'resolved', filter: { assignee: 'me' } },
    ];
    for (const [index, { list, filter }] of filters.entries()) {
      const view = await saved(agent.browser, { name: `Open ${index}`, list, filter });
      const url = list === 'all' ? '/api/complaints' : `/api/${list.replace(' ', '')}complaints`;
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filter))
        for (const item of [value].flat()) query.append(key, item);
      const listed = await agent.browser.get(`${url}?limit=100&${query}`);
      expect(listed.statusCode, listed.body).toBe(200);
      const rows = (listed.json() as { complaints: unknown[] }).complaints.length;
      expect(rows).toBeGreaterThan(0);
      const counts = await countsOf(agent.browser);
      expect(counts.views.find((v) => v.id === view.id)).toEqual({ id: view.id, count: rows, more: false });
    }
  });

  test("counts respect the reader's access: a technician counts only what is assigned to them", async () => {
    const technician = await staff('technician');
    const colleague = await staff('technician');
    await createComplaint(testApp.db, { assignee_id: colleague.id, status: 'Open' });
    await createComplaint(testApp.db, { assignee_id: colleague.id, status: 'Pending' });
    const view = await saved(admin, {
      name: `Colleague ${colleague.id}`,
      filter: { assignee: String(colleague.id) },
      sharedRole: 'technician',
    });

    const asTechnician = await countsOf(technician.browser);
    expect(asTechnician.views.find((v) => v.id === view.id)).toEqual({ id: view.id, count: 0, more: false });
    const asAdmin = await countsOf(admin);
    expect(asAdmin.views.find((v) => v.id === view.id)).toEqual({ id: view.id, count: 2, more: false });
    expect((await countsOf(colleague.browser)).mine).toEqual({ count: 2, more: false });
  });

  test(`a count past ${VIEW_COUNT_CAP} stops there and says there are more`, async () => {
    const agent = await staff('agent');
    await testApp.db.execute(sql`
      insert into complaints (customer_name, customer_province, customer_city, phone, product_name, problem_type,
        status, priority, assignee_id)
      select 'Bulk ' || i, 'Punjab', 'Lahore', '03001234567', 'AC', 'Noise', 'Open', 'L1', ${agent.id}
      from generate_series(1, ${VIEW_COUNT_CAP + 5}) as i`);
    expect((await countsOf(agent.browser)).mine).toEqual({ count: VIEW_COUNT_CAP, more: true });
  });

  test('a dealer account has counts too (nothing is assigned to a dealer)', async () => {
    const dealer = await testApp.signIn('dealer', 'password');
    expect((await countsOf(dealer)).mine).toEqual({ count: 0, more: false });
  });
});
