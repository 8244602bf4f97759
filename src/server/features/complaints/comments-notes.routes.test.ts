import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import fr from '#domain/i18n/fr.json' with { type: 'json' };
import { users } from '#server/db/schema/users.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser } from '#server/testing/factories.ts';

const REQUIRED = 'This field is required';

let testApp: TestApp;
let support: TestBrowser;
let agent: TestBrowser;
let admin: TestBrowser;
let ids: Record<string, number>;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  agent = await testApp.signIn('agent', DEMO_PASSWORD);
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const rows = await testApp.db.select({ id: users.id, username: users.username }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
});
afterAll(() => testApp?.close());

async function editPayload(browser: TestBrowser, id: number) {
  const response = await browser.get(`/api/complaints/${id}/edit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function dealerWithComplaint() {
  const dealer = await createDealer(testApp.db);
  const account = await createUser(testApp.db, { role: 'dealer', dealerId: dealer.id, name: 'Dealer Dan' });
  const browser = await testApp.signIn(account.username, account.password);
  const complaint = await createComplaint(testApp.db, { dealer_id: dealer.id });
  return { browser, complaint, account };
}

describe('comments', () => {
  test('adding one answers it with its author and the fresh timeline, and the edit payload lists it', async () => {
    const { id } = await createComplaint(testApp.db);

    const response = await support.post(`/api/complaints/${id}/comment`, {
      comment: '  Called the customer  ',
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.comment).toEqual({
      id: expect.any(Number),
      user_id: ids.support,
      user_name: expect.any(String),
      content: 'Called the customer',
      created_at: expect.any(String),
    });
    expect(body.timelineRecords.at(-1)).toMatchObject({ action: en.timeline.commentAdded });
    expect((await editPayload(support, id)).complaint.comments).toEqual([body.comment]);
  });

  test('markup is kept as typed text, not turned into HTML', async () => {
    const { id } = await createComplaint(testApp.db);
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';

    const response = await support.post(`/api/complaints/${id}/comment`, { comment: text });

    expect(response.json().comment.content).toBe(text);
  });

  test.each(['', '   ', undefined])('empty text %j is refused with 422 on the field', async (comment) => {
    const { id } = await createComplaint(testApp.db);

    const response = await support.post(
      `/api/complaints/${id}/comment`,
      comment === undefined ? {} : { comment },
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ comment: [REQUIRED] });
    expect((await editPayload(support, id)).complaint.comments).toEqual([]);
  });

  test('text over 5,000 characters is refused, with the limit on the field in the reader’s language', async () => {
    const { id } = await createComplaint(testApp.db);

    const response = await support.post(`/api/complaints/${id}/comment`, { comment: 'x'.repeat(5001) });
    const french = await support.post(
      `/api/complaints/${id}/internal-note`,
      { note: 'x'.repeat(5001) },
      { headers: { 'accept-language': 'fr' } },
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ comment: ['At most 5000 characters'] });
    expect(french.json().errors).toEqual({ note: ['5000 caractères au maximum'] });
  });

  test('a complaint the caller may not read answers 404, a missing one too', async () => {
    const { id } = await createComplaint(testApp.db);
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    expect((await technician.post(`/api/complaints/${id}/comment`, { comment: 'hi' })).statusCode).toBe(404);
    expect((await support.post('/api/complaints/999999/comment', { comment: 'hi' })).statusCode).toBe(404);
  });

  test('only its author or an admin may delete it; the answer carries the timeline and the refreshed complaint', async () => {
    const { id } = await createComplaint(testApp.db);
    const first = (await support.post(`/api/complaints/${id}/comment`, { comment: 'one' })).json().comment;
    const second = (await support.post(`/api/complaints/${id}/comment`, { comment: 'two' })).json().comment;

    const refused = await agent.delete(`/api/comments/${first.id}`);
    expect(refused.statusCode).toBe(403);

    const byAuthor = await support.delete(`/api/comments/${first.id}`);
    expect(byAuthor.statusCode, byAuthor.body).toBe(200);
    expect(byAuthor.json().complaint.comments).toEqual([second]);
    expect(byAuthor.json().complaint.id).toBe(id);
    expect(byAuthor.json().timelineRecords.at(-1).action).toBe(en.timeline.commentDeleted);

    const byAdmin = await admin.delete(`/api/comments/${second.id}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().complaint.comments).toEqual([]);
    expect((await admin.delete(`/api/comments/${second.id}`)).statusCode).toBe(404);
  });

  test('a dealer may comment on a complaint of their dealership and delete their own comment', async () => {
    const { browser, complaint, account } = await dealerWithComplaint();

    const added = await browser.post(`/api/complaints/${complaint.id}/comment`, { comment: 'Any news?' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().comment).toMatchObject({ user_id: account.id, user_name: 'Dealer Dan' });
    expect((await browser.delete(`/api/comments/${added.json().comment.id}`)).statusCode).toBe(200);
  });
});

describe('internal notes', () => {
  test('adding one answers it and the timeline in the request language; the edit payload lists notes oldest first', async () => {
    const { id } = await createComplaint(testApp.db);
    await support.post(`/api/complaints/${id}/internal-note`, { note: 'first' });

    const response = await agent.post(
      `/api/complaints/${id}/internal-note`,
      { note: 'second' },
      { headers: { 'accept-language': 'fr' } },
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().note).toMatchObject({ user_id: ids.agent, note: 'second' });
    expect(response.json().timelineRecords.at(-1).action).toBe(fr.timeline.noteAdded);
    const notes = (await editPayload(support, id)).complaint.internal_notes;
    expect(notes.map((note: { note: string }) => note.note)).toEqual(['first', 'second']);
  });

  test('empty text is refused', async () => {
    const { id } = await createComplaint(testApp.db);

    const response = await support.post(`/api/complaints/${id}/internal-note`, { note: ' \n ' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ note: [REQUIRED] });
  });

  test('only its author or an admin may delete it', async () => {
    const { id } = await createComplaint(testApp.db);
    const note = (await support.post(`/api/complaints/${id}/internal-note`, { note: 'mine' })).json().note;

    expect((await agent.delete(`/api/notes/${note.id}`)).statusCode).toBe(403);
    const deleted = await admin.delete(`/api/notes/${note.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().complaint.internal_notes).toEqual([]);
    expect(deleted.json().timelineRecords.at(-1).action).toBe(en.timeline.noteDeleted);
  });

  test('a dealer never sees notes: not in the edit payload, not through the note routes, not in the timeline', async () => {
    const { browser, complaint } = await dealerWithComplaint();
    const note = (
      await support.post(`/api/complaints/${complaint.id}/internal-note`, { note: 'secret' })
    ).json().note;
    await support.post(`/api/complaints/${complaint.id}/comment`, { comment: 'public' });

    const payload = await editPayload(browser, complaint.id);
    expect(payload.complaint.internal_notes).toEqual([]);
    expect(payload.complaint.comments).toHaveLength(1);
    expect(JSON.stringify(payload)).not.toContain('secret');
    expect(payload.timelineRecords.map((record: { action: string }) => record.action)).not.toContain(
      en.timeline.noteAdded,
    );
    expect(
      (await browser.post(`/api/complaints/${complaint.id}/internal-note`, { note: 'x' })).statusCode,
    ).toBe(403);
    expect((await browser.delete(`/api/notes/${note.id}`)).statusCode).toBe(403);

    const comment = await browser.post(`/api/complaints/${complaint.id}/comment`, { comment: 'hello' });
    expect(JSON.stringify(comment.json())).not.toContain(en.timeline.noteAdded);
    const deleted = await browser.delete(`/api/comments/${comment.json().comment.id}`);
    expect(deleted.json().complaint.internal_notes).toEqual([]);
    expect(JSON.stringify(deleted.json())).not.toContain('secret');
  });
});
