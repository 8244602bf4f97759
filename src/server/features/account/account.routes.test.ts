import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { LINK_MINUTES } from '#domain/account/account.schemas.ts';
import { emailChanges } from '#server/db/schema/email-changes.ts';
import { passwordResets } from '#server/db/schema/password-resets.ts';
import { users } from '#server/db/schema/users.ts';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';
import { createUser } from '#server/testing/factories.ts';

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-outbox-'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { OUTBOX_DIR: outboxDir, APP_URL: 'http://desk.example' } });
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  for (const file of fs.readdirSync(outboxDir)) fs.rmSync(path.join(outboxDir, file));
});

/** The mails in the outbox sent to this address. */
function mailedTo(email: string): string[] {
  return fs
    .readdirSync(outboxDir)
    .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** The tokens of the links (to /reset-password or /verify-email) mailed to this address. */
function mailedTokens(email: string, page = 'reset-password'): string[] {
  return mailedTo(email).map(
    (mail) => new RegExp(`http://desk\\.example/${page}\\?token=([\\w-]+)`).exec(mail)![1]!,
  );
}

test('the account answer has the user’s details and preferences, never a password', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = await testApp.signIn(user.username, user.password);

  const response = await browser.get('/api/account');

  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/password|argon2/i);
  expect(response.json()).toMatchObject({
    user: { id: user.id, username: user.username, designation: 'Agent' },
    notificationPreferences: { complaintAssigned: true, commentOnAssigned: true },
    otherSessions: 0,
  });
});

test('a user changes their own details and notification preferences', async () => {
  const user = await createUser(testApp.db, { role: 'technician' });
  const browser = await testApp.signIn(user.username, user.password);
  const details = {
    name: 'New Name',
    email: user.email,
    phone: '03009998887',
    address: 'Flat 2, Clifton',
    province: 'Sindh',
    city: 'Karachi',
  };

  const updated = await browser.put('/api/account', details);
  expect(updated.statusCode).toBe(200);
  expect(updated.json()).toMatchObject({ user: details, pendingEmail: null });
  expect(fs.readdirSync(outboxDir)).toHaveLength(0);
  const invalid = await browser.put('/api/account', { ...details, name: '', phone: 'x1' });
  expect(invalid.json().errors).toEqual({
    name: [en.users.validation.nameRequired],
    phone: [en.validation.phone],
  });

  const preferences = await browser.put('/api/account/notifications', {
    complaintAssigned: false,
    commentOnAssigned: true,
  });
  expect(preferences.json().notificationPreferences).toEqual({
    complaintAssigned: false,
    commentOnAssigned: true,
  });
});

const emailTemplate = (user: { email: string }) => ({
  name: 'Moving Person',
  email: user.email,
  phone: '03009998887',
  address: 'Flat 2, Clifton',
  province: 'Sindh',
  city: 'Karachi',
});

test('a new e-mail waits for the link sent to it; the link changes the sign-in e-mail once', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = await testApp.signIn(user.username, user.password);
  const newEmail = `moved.${user.username}@example.com`;

  const requested = await browser.put('/api/account', { ...emailTemplate(user), email: newEmail });

  expect(requested.statusCode).toBe(200);
  expect(requested.json()).toMatchObject({
    user: { email: user.email, name: 'Moving Person', city: 'Karachi' },
    pendingEmail: { email: newEmail, expired: false },
  });
  const expiresIn = Date.parse(requested.json().pendingEmail.expiresAt) - Date.now();
  expect(expiresIn).toBeGreaterThan((LINK_MINUTES - 1) * 60_000);
  expect(expiresIn).toBeLessThanOrEqual(LINK_MINUTES * 60_000);
  expect(mailedTo(user.email)).toHaveLength(0);
  const [token] = mailedTokens(newEmail, 'verify-email');
  expect(token).toBeTruthy();
  expect(requested.body).not.toContain(token);
  const [stored] = await testApp.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
  expect(stored!.tokenHash).not.toBe(token);
  expect(requested.body).not.toContain(stored!.tokenHash);
  // Until the link is opened the old address still signs in and the new one does not.
  expect((await testApp.browser().signIn(newEmail, user.password)).statusCode).toBe(422);
  expect((await testApp.browser().signIn(user.email, user.password)).statusCode).toBe(200);

  // Opened signed out: the link alone proves the address.
  const visitor = testApp.browser();
  const verified = await visitor.post('/api/auth/verify-email', { token });
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toEqual({
    email: newEmail,
    message: en.emailChange.messages.verified.replace('{{email}}', newEmail),
  });
  expect((await browser.get('/api/account')).json()).toMatchObject({
    user: { email: newEmail },
    pendingEmail: null,
  });
  expect((await testApp.browser().signIn(newEmail, user.password)).statusCode).toBe(200);
  expect((await testApp.browser().signIn(user.email, user.password)).statusCode).toBe(422);

  const again = await visitor.post('/api/auth/verify-email', { token });
  expect(again.statusCode).toBe(422);
  expect(again.json().errors).toEqual({ token: [en.emailChange.messages.linkInvalid] });
  const unknown = await visitor.post('/api/auth/verify-email', { token: 'not-a-token-we-sent' });
  expect(unknown.json().errors).toEqual({ token: [en.emailChange.messages.linkInvalid] });
});

test(`an e-mail link older than ${LINK_MINUTES} minutes is refused and changes nothing`, async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = await testApp.signIn(user.username, user.password);
  const newEmail = `late.${user.username}@example.com`;
  await browser.put('/api/account', { ...emailTemplate(user), email: newEmail });
  const [token] = mailedTokens(newEmail, 'verify-email');
  await testApp.db
    .update(emailChanges)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailChanges.userId, user.id));

  const response = await testApp.browser().post('/api/auth/verify-email', { token });

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ token: [en.emailChange.messages.linkInvalid] });
  // Still shown as pending (expired), so the user can send a new link.
  expect((await browser.get('/api/account')).json()).toMatchObject({
    user: { email: user.email },
    pendingEmail: { email: newEmail, expired: true },
  });
});

test('an address another active account uses is refused when asked and when the link is opened', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = await testApp.signIn(user.username, user.password);

  const taken = await browser.put('/api/account', { ...emailTemplate(user), email: 'SUPPORT@example.com' });
  expect(taken.statusCode).toBe(422);
  expect(taken.json().errors).toEqual({ email: [en.users.validation.emailTaken] });
  expect((await browser.get('/api/account')).json()).toMatchObject({
    user: { email: user.email, name: 'Test User' },
    pendingEmail: null,
  });
  expect(mailedTo('SUPPORT@example.com')).toHaveLength(0);

  // Taken meanwhile: an admin gives the address to someone else before the link is opened.
  const newEmail = `wanted.${user.username}@example.com`;
  await browser.put('/api/account', { ...emailTemplate(user), email: newEmail });
  const [token] = mailedTokens(newEmail, 'verify-email');
  const other = await createUser(testApp.db, { role: 'technician' });
  await testApp.db.update(users).set({ email: newEmail }).where(eq(users.id, other.id));
  expect((await browser.post('/api/account/email-change/resend')).json().errors).toEqual({
    email: [en.users.validation.emailTaken],
  });

  const response = await testApp.browser().post('/api/auth/verify-email', { token });

  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(en.emailChange.messages.takenMeanwhile);
  expect((await browser.get('/api/account')).json().user.email).toBe(user.email);
});

test('resend replaces the link, cancel voids it', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = await testApp.signIn(user.username, user.password);
  const newEmail = `again.${user.username}@example.com`;
  expect((await browser.post('/api/account/email-change/resend')).statusCode).toBe(404);
  await browser.put('/api/account', { ...emailTemplate(user), email: newEmail });
  const [first] = mailedTokens(newEmail, 'verify-email');

  const resent = await browser.post('/api/account/email-change/resend');
  expect(resent.statusCode).toBe(200);
  expect(resent.json().pendingEmail).toMatchObject({ email: newEmail });
  const tokens = mailedTokens(newEmail, 'verify-email');
  expect(tokens).toHaveLength(2);
  const second = tokens.find((token) => token !== first)!;
  for (const token of tokens) expect(resent.body).not.toContain(token);
  expect((await testApp.browser().post('/api/auth/verify-email', { token: first })).statusCode).toBe(422);

  const cancelled = await browser.delete('/api/account/email-change');
  expect(cancelled.json()).toMatchObject({ user: { email: user.email }, pendingEmail: null });
  expect((await testApp.browser().post('/api/auth/verify-email', { token: second })).statusCode).toBe(422);
  expect((await browser.get('/api/account')).json().user.email).toBe(user.email);
});

test('changing the password needs the current one and ends the other sessions only', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const here = await testApp.signIn(user.username, user.password);
  const elsewhere = await testApp.signIn(user.username, user.password);
  expect((await here.get('/api/account')).json().otherSessions).toBe(1);

  const wrong = await here.put('/api/account/password', {
    currentPassword: 'not-it',
    password: 'another-password',
    confirmPassword: 'another-password',
  });
  expect(wrong.json().errors).toEqual({ currentPassword: [en.account.validation.currentPasswordWrong] });
  const short = await here.put('/api/account/password', {
    currentPassword: user.password,
    password: 'short',
    confirmPassword: 'different',
  });
  expect(short.json().errors).toEqual({
    password: [en.users.validation.passwordLength],
    confirmPassword: [en.account.validation.passwordsDiffer],
  });

  const changed = await here.put('/api/account/password', {
    currentPassword: user.password,
    password: 'another-password',
    confirmPassword: 'another-password',
  });
  expect(changed.json()).toEqual({ message: en.account.messages.passwordChanged });
  expect((await here.get('/api/account')).statusCode).toBe(200);
  expect((await elsewhere.get('/api/account')).statusCode).toBe(401);
  expect((await testApp.browser().signIn(user.username, 'another-password')).statusCode).toBe(200);
});

test('sign out all other sessions keeps this one', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const here = await testApp.signIn(user.username, user.password);
  const elsewhere = await testApp.signIn(user.username, user.password);

  const response = await here.post('/api/account/sign-out-others');

  expect(response.json()).toEqual({ message: en.account.messages.signedOutOthers });
  expect((await elsewhere.get('/api/auth/session')).statusCode).toBe(401);
  expect((await here.get('/api/auth/session')).statusCode).toBe(200);
});

test('forgot password answers the same for an unknown address and mails nothing', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = testApp.browser();

  const known = await browser.post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
  const unknown = await browser.post('/api/auth/forgot-password', { email: 'nobody@example.com' });

  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(unknown.json()).toEqual(known.json());
  expect(known.json()).toEqual({ message: en.account.messages.resetSent });
  expect(mailedTokens(user.email)).toHaveLength(1);
  expect(mailedTokens('nobody@example.com')).toHaveLength(0);
  const invalid = await browser.post('/api/auth/forgot-password', { email: 'nope' });
  expect(invalid.json().errors).toEqual({ email: [en.users.validation.email] });
});

test('a reset link sets the password once, ends every session, and cannot be used again', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const signedIn = await testApp.signIn(user.username, user.password);
  const browser = testApp.browser();
  await browser.post('/api/auth/forgot-password', { email: user.email });
  const [token] = mailedTokens(user.email);

  const reset = await browser.post('/api/auth/reset-password', {
    token,
    password: 'reset-password-1',
    confirmPassword: 'reset-password-1',
  });

  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ message: en.account.messages.passwordReset });
  expect((await signedIn.get('/api/auth/session')).statusCode).toBe(401);
  expect((await testApp.browser().signIn(user.username, 'reset-password-1')).statusCode).toBe(200);
  const again = await browser.post('/api/auth/reset-password', {
    token,
    password: 'reset-password-2',
    confirmPassword: 'reset-password-2',
  });
  expect(again.statusCode).toBe(422);
  expect(again.json().errors).toEqual({ token: [en.account.messages.resetLinkInvalid] });
});

test(`a reset link older than ${LINK_MINUTES} minutes is refused`, async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = testApp.browser();
  await browser.post('/api/auth/forgot-password', { email: user.email });
  const [token] = mailedTokens(user.email);
  await testApp.db
    .update(passwordResets)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResets.userId, user.id));

  const response = await browser.post('/api/auth/reset-password', {
    token,
    password: 'reset-password-1',
    confirmPassword: 'reset-password-1',
  });

  expect(response.statusCode).toBe(422);
  expect((await testApp.browser().signIn(user.username, user.password)).statusCode).toBe(200);
});

/** A reset link and an e-mail change link mailed to a new agent, before anything else happens. */
async function agentWithLinks() {
  const user = await createUser(testApp.db, { role: 'agent' });
  const signedIn = await testApp.signIn(user.username, user.password);
  const newEmail = `later.${user.username}@example.com`;
  await signedIn.put('/api/account', { ...emailTemplate(user), email: newEmail });
  await testApp.browser().post('/api/auth/forgot-password', { email: user.email });
  return {
    user,
    resetToken: mailedTokens(user.email)[0]!,
    emailToken: mailedTokens(newEmail, 'verify-email')[0]!,
  };
}

/** Both links are refused with the page's clear error and change nothing. */
async function expectLinksRefused(
  user: { id: number; email: string },
  resetToken: string,
  emailToken: string,
) {
  const browser = testApp.browser();
  const reset = await browser.post('/api/auth/reset-password', {
    token: resetToken,
    password: 'reset-password-1',
    confirmPassword: 'reset-password-1',
  });
  expect(reset.statusCode).toBe(422);
  expect(reset.json().errors).toEqual({ token: [en.account.messages.resetLinkInvalid] });
  const verified = await browser.post('/api/auth/verify-email', { token: emailToken });
  expect(verified.statusCode).toBe(422);
  expect(verified.json().errors).toEqual({ token: [en.emailChange.messages.linkInvalid] });
  const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
  expect(row!.email).toBe(user.email);
}

test('a deactivated account gets the same answer to Forgot Password but no mail, and links mailed before do nothing', async () => {
  const { user, resetToken, emailToken } = await agentWithLinks();
  // As a script would: only the column changes, so the links are refused where they are used.
  await testApp.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
  const browser = testApp.browser();

  const asked = await browser.post('/api/auth/forgot-password', { email: user.email });
  const unknown = await browser.post('/api/auth/forgot-password', { email: 'nobody@example.com' });

  expect(asked.statusCode).toBe(200);
  expect(asked.json()).toEqual(unknown.json());
  expect(mailedTokens(user.email)).toEqual([resetToken]);
  await expectLinksRefused(user, resetToken, emailToken);
});

test('deactivating voids the links mailed before, so reactivating does not bring them back', async () => {
  const { user, resetToken, emailToken } = await agentWithLinks();
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  expect((await admin.post(`/api/users/${user.id}/deactivate`, {})).statusCode).toBe(200);
  expect((await admin.post(`/api/users/${user.id}/reactivate`, {})).statusCode).toBe(200);

  await expectLinksRefused(user, resetToken, emailToken);
  const signedIn = await testApp.signIn(user.username, user.password);
  expect((await signedIn.get('/api/account')).json().pendingEmail).toBeNull();
});

test('registration is off by default; when an admin opens it, a new account signs in with no access', async () => {
  const visitor = testApp.browser();
  const input = {
    name: 'New Person',
    username: `newbie_${Date.now().toString(36)}`,
    email: `newbie.${Date.now().toString(36)}@example.com`,
    password: 'newbie-password',
    confirmPassword: 'newbie-password',
  };
  expect((await visitor.get('/api/auth/registration')).json()).toEqual({ enabled: false });
  const closed = await visitor.post('/api/auth/register', input);
  expect(closed.statusCode).toBe(403);
  expect(closed.json().message).toBe(en.account.messages.registrationClosed);

  const support = await testApp.signIn('support', DEMO_PASSWORD);
  expect((await support.put('/api/settings/registration', { enabled: true })).statusCode).toBe(403);
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  expect((await admin.put('/api/settings/registration', { enabled: true })).json()).toEqual({
    enabled: true,
  });

  const created = await visitor.post('/api/auth/register', input);
  expect(created.statusCode).toBe(201);
  expect(created.json()).toEqual({ message: en.account.messages.registered });
  const session = await testApp.browser().signIn(input.username, input.password);
  expect(session.json()).toMatchObject({
    role: 'client',
    userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
  });
  expect(
    (await testApp.signIn(input.username, input.password).then((b) => b.get('/api/complaints'))).statusCode,
  ).toBe(403);

  // An address already in use gets the same answer, creates nothing, and its owner is told.
  const again = await visitor.post('/api/auth/register', { ...input, username: `${input.username}_2` });
  expect(again.json()).toEqual(created.json());
  expect(mailedTo(input.email)).toHaveLength(1);
  const takenName = await visitor.post('/api/auth/register', { ...input, email: `other.${input.email}` });
  expect(takenName.json().errors).toEqual({ username: [en.users.validation.usernameTaken] });
  await admin.put('/api/settings/registration', { enabled: false });
});
