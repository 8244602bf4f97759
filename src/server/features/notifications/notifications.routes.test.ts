import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFICATIONS_SHOWN } from '#domain/notifications/notification.schemas.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { complaintInput, createComplaint, createUser, updateInputFrom } from '#server/testing/factories.ts';

let testApp: TestApp;
let support: TestBrowser;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => testApp?.close());

/** A technician of their own, so counts are not shared with other tests. */
async function newTechnician() {
  const account = await createUser(testApp.db, { role: 'technician', name: 'Tariq Technician' });
  return { account, browser: await testApp.signIn(account.username, account.password) };
}

async function notificationsOf(browser: TestBrowser) {
  const response = await browser.get('/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function assign(by: TestBrowser, complaintId: number, assignee: number) {
  const edit = (await by.get(`/api/complaints/${complaintId}/edit`)).json();
  const response = await by.put(`/api/complaints/${complaintId}`, updateInputFrom(edit, { assignee }));
  expect(response.statusCode, response.body).toBe(200);
}

describe('notifications', () => {
  test('assigning a complaint notifies the assignee, with who did it and the customer', async () => {
    const { account, browser } = await newTechnician();
    const complaint = await createComplaint(testApp.db, { customer_name: 'Nadia Farooq' });

    await assign(support, complaint.id, account.id);

    const body = await notificationsOf(browser);
    expect(body.unreadCount).toBe(1);
    expect(body.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'complaintAssigned',
        complaint_id: complaint.id,
        actor_name: 'Sara Khan',
        customer_name: 'Nadia Farooq',
        read: false,
        created_at: expect.any(String),
      },
    ]);
  });

  test('a new complaint created with an assignee notifies them', async () => {
    const { account, browser } = await newTechnician();

    const response = await support.post('/api/complaints', complaintInput({ assignee_id: account.id }));

    expect(response.statusCode, response.body).toBe(201);
    const body = await notificationsOf(browser);
    expect(
      body.notifications.map((item: { kind: string; complaint_id: number }) => [
        item.kind,
        item.complaint_id,
      ]),
    ).toEqual([['complaintAssigned', response.json().complaint.id]]);
  });

  test('a comment on a complaint assigned to someone notifies them, but not the commenter', async () => {
    const { account, browser } = await newTechnician();
    const complaint = await createComplaint(testApp.db, { assignee_id: account.id });

    const byOther = await support.post(`/api/complaints/${complaint.id}/comment`, {
      comment: 'Parts ordered',
    });
    const byAssignee = await browser.post(`/api/complaints/${complaint.id}/comment`, {
      comment: 'On my way',
    });

    expect(byOther.statusCode, byOther.body).toBe(200);
    expect(byAssignee.statusCode, byAssignee.body).toBe(200);
    const body = await notificationsOf(browser);
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0]).toMatchObject({ kind: 'commentOnAssigned', complaint_id: complaint.id });
  });

  test('a complaint reassigned away from a technician leaves their list and count: it no longer names its customer to them', async () => {
    const { account, browser } = await newTechnician();
    const complaint = await createComplaint(testApp.db, { customer_name: 'Zainab Reassigned' });
    await assign(support, complaint.id, account.id);
    expect((await notificationsOf(browser)).unreadCount).toBe(1);

    const other = await createUser(testApp.db, { role: 'technician' });
    await assign(support, complaint.id, other.id);

    const body = await notificationsOf(browser);
    expect(body).toEqual({ notifications: [], unreadCount: 0 });
    expect(JSON.stringify(body)).not.toContain('Zainab');
  });

  test('a user who turned a kind off in account settings is not told of it', async () => {
    const { account, browser } = await newTechnician();
    const saved = await browser.put('/api/account/notifications', {
      complaintAssigned: false,
      commentOnAssigned: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const complaint = await createComplaint(testApp.db);

    await assign(support, complaint.id, account.id);
    await support.post(`/api/complaints/${complaint.id}/comment`, { comment: 'Checked the unit' });

    expect((await notificationsOf(browser)).notifications.map((item: { kind: string }) => item.kind)).toEqual(
      ['commentOnAssigned'],
    );
  });

  test('an update that keeps the assignee, or assigns to oneself, notifies nobody', async () => {
    const complaint = await createComplaint(testApp.db);
    const before = (await notificationsOf(support)).unreadCount;

    await assign(support, complaint.id, (await support.get('/api/auth/session')).json().user.id);
    const edit = (await support.get(`/api/complaints/${complaint.id}/edit`)).json();
    await support.put(`/api/complaints/${complaint.id}`, updateInputFrom(edit, { status: 'Pending' }));

    expect((await notificationsOf(support)).unreadCount).toBe(before);
  });

  test('a refused update leaves no notification behind', async () => {
    const { account, browser } = await newTechnician();
    const complaint = await createComplaint(testApp.db);
    const edit = (await support.get(`/api/complaints/${complaint.id}/edit`)).json();
    await assign(admin, complaint.id, (await admin.get('/api/auth/session')).json().user.id);

    // Based on the version before the admin's change: refused as a conflict, so nothing is written.
    const stale = await support.put(
      `/api/complaints/${complaint.id}`,
      updateInputFrom(edit, { assignee: account.id }),
    );

    expect(stale.statusCode).toBe(409);
    expect((await notificationsOf(browser)).notifications).toEqual([]);
  });

  test('one or all can be marked read, and the unread count follows', async () => {
    const { account, browser } = await newTechnician();
    for (let index = 0; index < 3; index += 1) {
      const complaint = await createComplaint(testApp.db);
      await assign(support, complaint.id, account.id);
    }
    const [first] = (await notificationsOf(browser)).notifications;

    const one = await browser.post(`/api/notifications/${first.id}/read`);

    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().unreadCount).toBe(2);
    expect(one.json().notifications[0]).toMatchObject({ id: first.id, read: true });
    const all = await browser.post('/api/notifications/read-all');
    expect(all.json().unreadCount).toBe(0);
    expect(all.json().notifications.every((item: { read: boolean }) => item.read)).toBe(true);
  });

  test("nobody reads or marks another user's notifications", async () => {
    const { account, browser } = await newTechnician();
    const complaint = await createComplaint(testApp.db);
    await assign(support, complaint.id, account.id);
    const [mine] = (await notificationsOf(browser)).notifications;

    const marked = await support.post(`/api/notifications/${mine.id}/read`);

    expect(marked.statusCode).toBe(404);
    expect(
      (await notificationsOf(support)).notifications.map((item: { id: number }) => item.id),
    ).not.toContain(mine.id);
    expect((await notificationsOf(browser)).unreadCount).toBe(1);
  });

  test(`the list shows the newest ${NOTIFICATIONS_SHOWN} while the count covers all`, async () => {
    const { account, browser } = await newTechnician();
    const complaint = await createComplaint(testApp.db, { assignee_id: account.id });
    await testApp.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_SHOWN + 2 }, () => ({
        user_id: account.id,
        kind: 'complaintAssigned' as const,
        complaint_id: complaint.id,
        actor_name: 'Someone',
        customer_name: 'Someone else',
      })),
    );

    const body = await notificationsOf(browser);

    expect(body.notifications).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(body.unreadCount).toBe(NOTIFICATIONS_SHOWN + 2);
    const ids = body.notifications.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  test('they survive in the database: a second app process shows the same', async () => {
    const { account, browser } = await newTechnician();
    const complaint = await createComplaint(testApp.db);
    await assign(support, complaint.id, account.id);
    const other = await testApp.anotherProcess();
    try {
      const elsewhere = await other.signIn(account.username, account.password);
      expect((await notificationsOf(elsewhere)).notifications).toEqual(
        (await notificationsOf(browser)).notifications,
      );
    } finally {
      await other.close();
    }
  });
});
