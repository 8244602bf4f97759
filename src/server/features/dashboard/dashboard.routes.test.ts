import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { roles } from '#server/db/schema/roles.ts';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';
import { createComplaint, createUser } from '#server/testing/factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const countsOf = (body: { complaints: { byStatus: { status: string; count: number }[] } }) =>
  Object.fromEntries(body.complaints.byStatus.map((row) => [row.status, row.count])) as Record<
    string,
    number
  >;

test('the dashboard counts complaints per status and staff per designation', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const before = (await admin.get('/api/dashboard')).json();
  await createComplaint(testApp.db, { status: 'Pending' });
  await createComplaint(testApp.db, { status: 'Pending' });
  await createComplaint(testApp.db, { status: 'Resolved' });

  const response = await admin.get('/api/dashboard');

  expect(response.statusCode).toBe(200);
  const body = response.json();
  const counts = countsOf(body);
  expect(counts.Pending).toBe(countsOf(before).Pending! + 2);
  expect(counts.Resolved).toBe(countsOf(before).Resolved! + 1);
  expect(Object.keys(counts)).toEqual(['Open', 'In Process', 'Pending', 'Resolved']);
  expect(body.complaints.total).toBe(before.complaints.total + 3);
  expect(body.staff.byDesignation.find((row: { role: string }) => row.role === 'admin').count).toBe(1);
});

test('the staff figures leave deactivated accounts out', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const technicians = async () => {
    const staff = (await admin.get('/api/dashboard')).json().staff;
    return [
      staff.total,
      staff.byDesignation.find((row: { role: string }) => row.role === 'technician').count,
    ];
  };
  const before = await technicians();
  const resting = await createUser(testApp.db, { role: 'technician' });
  await createUser(testApp.db, { role: 'technician' });

  expect((await admin.post(`/api/users/${resting.id}/deactivate`, {})).statusCode).toBe(200);

  expect(await technicians()).toEqual([before[0] + 1, before[1] + 1]);
});

test('the complaint figures count only the complaints the user may read', async () => {
  // As an admin could on the roles screen: field agents see the dashboard but only their own complaints.
  await testApp.db
    .update(roles)
    .set({
      rules: [
        { action: 'read', subject: 'Dashboard' },
        { action: 'read', subject: 'Complaint', conditions: { assignee_id: '${user.id}' } },
      ],
    })
    .where(eq(roles.slug, 'field-agent'));
  const account = await createUser(testApp.db, { role: 'field-agent' });
  await createComplaint(testApp.db, { status: 'Open', assignee_id: account.id });
  await createComplaint(testApp.db, { status: 'Resolved', assignee_id: account.id });
  await createComplaint(testApp.db, { status: 'Resolved' });
  const fieldAgent = await testApp.signIn(account.username, account.password);

  const body = (await fieldAgent.get('/api/dashboard')).json();

  expect(countsOf(body)).toEqual({ Open: 1, 'In Process': 0, Pending: 0, Resolved: 1 });
  expect(body.complaints.total).toBe(2);
  const technician = await testApp.signIn('technician', DEMO_PASSWORD);
  expect((await technician.get('/api/dashboard')).statusCode).toBe(403);
});
