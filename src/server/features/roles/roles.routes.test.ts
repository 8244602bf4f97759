import { afterAll, beforeAll, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import type { RoleSummary } from '#domain/roles/role.schemas.ts';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';
import { createUser } from '#server/testing/factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

async function roleBySlug(slug: string): Promise<RoleSummary> {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const roles = (await admin.get('/api/roles')).json().roles as RoleSummary[];
  return roles.find((role) => role.slug === slug)!;
}

test('the roles answer each role with its number of users and its permissions, starting from the defaults', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

  const response = await admin.get('/api/roles');

  expect(response.statusCode).toBe(200);
  const roles = response.json().roles as RoleSummary[];
  const technician = roles.find((role) => role.slug === 'technician')!;
  expect(technician.userCount).toBeGreaterThanOrEqual(1);
  expect(technician.grants).toContain('update:Complaint');
  expect(technician.scoped).toContain('update:Complaint');
  expect(technician.grants).not.toContain('read:User');
  expect(roles.find((role) => role.slug === 'admin')).toMatchObject({ editable: false });
});

test('a role counts its active members; deactivated ones apart, deleted ones not at all', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const before = await roleBySlug('field-agent');
  const [resting, leaving] = [
    await createUser(testApp.db, { role: 'field-agent' }),
    await createUser(testApp.db, { role: 'field-agent' }),
  ];
  await createUser(testApp.db, { role: 'field-agent' });
  await admin.post(`/api/users/${resting.id}/deactivate`, {});
  await admin.post(`/api/users/${leaving.id}/deactivate`, {});
  await admin.delete(`/api/users/${leaving.id}`);

  expect(await roleBySlug('field-agent')).toMatchObject({
    userCount: before.userCount + 1,
    deactivatedCount: before.deactivatedCount + 1,
  });
});

test('a role change applies on the next request of a user with that role, on the server and in their rules', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const technicianBrowser = await testApp.signIn('technician', DEMO_PASSWORD);
  expect((await technicianBrowser.get('/api/users')).statusCode).toBe(403);
  const technician = await roleBySlug('technician');

  const response = await admin.put(`/api/roles/${technician.id}`, {
    grants: [...technician.grants, 'read:User'],
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBe(en.roles.messages.updated);
  expect((await technicianBrowser.get('/api/users')).statusCode).toBe(200);
  const session = (await technicianBrowser.get('/api/auth/session')).json();
  expect(session.userAbilityRules).toContainEqual({ action: 'read', subject: 'User' });
  // Scoped permissions keep their condition; rules outside the matrix (AclDemo) stay.
  expect(session.userAbilityRules).toContainEqual({
    action: 'update',
    subject: 'Complaint',
    conditions: { assignee_id: session.user.id },
  });
  expect(session.userAbilityRules).toContainEqual({ action: 'read', subject: ['AclDemo'] });

  await admin.put(`/api/roles/${technician.id}`, { grants: technician.grants });
  expect((await technicianBrowser.get('/api/users')).statusCode).toBe(403);
});

test('a support agent reads the roles (the design gives them read on users and roles) but changes none', async () => {
  const support = await testApp.signIn('support', DEMO_PASSWORD);

  const response = await support.get('/api/roles');

  expect(response.statusCode).toBe(200);
  expect(response.json().roles.map((role: { slug: string }) => role.slug)).toContain('support-agent');
  const agentRole = await roleBySlug('agent');
  expect((await support.put(`/api/roles/${agentRole.id}`, { grants: [] })).statusCode).toBe(403);
});

test('the Admin role cannot be changed, and only admins may change roles', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const support = await testApp.signIn('support', DEMO_PASSWORD);
  const agent = await testApp.signIn('agent', DEMO_PASSWORD);
  const adminRole = await roleBySlug('admin');
  const agentRole = await roleBySlug('agent');

  const fixed = await admin.put(`/api/roles/${adminRole.id}`, { grants: [] });
  expect(fixed.statusCode).toBe(422);
  expect(fixed.json().message).toBe(en.roles.messages.adminFixed);
  expect((await agent.get('/api/roles')).statusCode).toBe(403);
  expect((await support.put(`/api/roles/${agentRole.id}`, { grants: [] })).statusCode).toBe(403);
  expect((await admin.put(`/api/roles/${agentRole.id}`, { grants: ['fly:Complaint'] })).statusCode).toBe(422);
});
