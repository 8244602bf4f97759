import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser, updateInputFrom } from '#server/testing/factories.ts';
import { listeningUrl, openStream, type ReceivedEvent, type TestStream } from './live-test-client.ts';

let testApp: TestApp;
let baseUrl: string;
let admin: TestBrowser;
let support: TestBrowser;
let agent: TestBrowser;
let ids: Record<string, number>;
const streams: TestStream[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  baseUrl = await listeningUrl(testApp);
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  support = await testApp.signIn('support', DEMO_PASSWORD);
  agent = await testApp.signIn('agent', DEMO_PASSWORD);
  const rows = await testApp.db.select({ id: users.id, username: users.username }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await testApp?.close();
});

async function stream(browser: TestBrowser, lastEventId?: number) {
  const opened = await openStream(baseUrl, browser, lastEventId);
  streams.push(opened);
  expect(opened.status).toBe(200);
  // The first lines (retry, the starting id) are there once the stream is set up.
  await waitFor(() => opened.lastId !== null);
  return opened;
}

async function waitFor(condition: () => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const about = (kind: ReceivedEvent['kind'], complaintId: number) => (event: ReceivedEvent) =>
  event.kind === kind && event.complaintId === complaintId;

async function comment(browser: TestBrowser, complaintId: number) {
  const response = await browser.post(`/api/complaints/${complaintId}/comment`, { comment: 'Called back' });
  expect(response.statusCode, response.body).toBe(200);
}

async function note(browser: TestBrowser, complaintId: number) {
  const response = await browser.post(`/api/complaints/${complaintId}/internal-note`, { note: 'Internal' });
  expect(response.statusCode, response.body).toBe(200);
}

async function update(browser: TestBrowser, complaintId: number, changes: Record<string, unknown>) {
  const edit = (await browser.get(`/api/complaints/${complaintId}/edit`)).json();
  const response = await browser.put(`/api/complaints/${complaintId}`, updateInputFrom(edit, changes));
  expect(response.statusCode, response.body).toBe(200);
}

describe('what a stream hears', () => {
  test("a Dealer hears of their dealership's complaints and their comments, never of notes or another dealership", async () => {
    const mine = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: mine.id });
    const dealer = await testApp.signIn(account.username, account.password);
    const own = await createComplaint(testApp.db, { dealer_id: mine.id });
    const foreign = await createComplaint(testApp.db, { dealer_id: other.id });
    const dealerStream = await stream(dealer);
    const supportStream = await stream(support);

    await note(support, own.id);
    await comment(support, foreign.id);
    await update(support, foreign.id, { status: 'Pending', assignee: ids.support });
    await comment(support, own.id);

    // Events are sent in order: once the last one is there, the others would have been too.
    await dealerStream.next(about('comment', own.id));
    await supportStream.next(about('comment', own.id));
    expect(dealerStream.events.map(({ kind, complaintId }) => ({ kind, complaintId }))).toEqual([
      { kind: 'comment', complaintId: own.id },
    ]);
    expect(supportStream.events.map(({ kind, complaintId }) => ({ kind, complaintId }))).toEqual([
      { kind: 'note', complaintId: own.id },
      { kind: 'comment', complaintId: foreign.id },
      { kind: 'complaint', complaintId: foreign.id },
      { kind: 'comment', complaintId: own.id },
    ]);
    // An event names what changed, never its content.
    expect(Object.keys(dealerStream.events[0]!).sort()).toEqual(['complaintId', 'id', 'kind']);
  });

  test('a notification reaches only the person it is for, and only while they may read the complaint', async () => {
    const complaint = await createComplaint(testApp.db);
    const agentStream = await stream(agent);
    const supportStream = await stream(support);

    await update(admin, complaint.id, { assignee: ids.agent });

    await agentStream.next(about('notification', complaint.id));
    await supportStream.next(about('complaint', complaint.id));
    await comment(admin, complaint.id);
    await supportStream.next(about('comment', complaint.id));
    expect(supportStream.events.some((event) => event.kind === 'notification')).toBe(false);
  });

  test('a Technician hears of a complaint only once it is assigned to them', async () => {
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const complaint = await createComplaint(testApp.db);
    const technicianStream = await stream(technician);

    await comment(admin, complaint.id);
    await update(admin, complaint.id, { assignee: ids.technician });

    await technicianStream.next(about('complaint', complaint.id));
    expect(technicianStream.events.some((event) => event.kind === 'comment')).toBe(false);
  });
});

describe('the stream ends with the session', () => {
  async function signedInAccount(role: 'agent' | 'support-agent' = 'agent') {
    const account = await createUser(testApp.db, { role });
    return { account, browser: await testApp.signIn(account.username, account.password) };
  }

  test('on sign-out', async () => {
    const { browser } = await signedInAccount();
    const opened = await stream(browser);
    expect((await browser.post('/api/auth/logout')).statusCode).toBeLessThan(300);
    await opened.ended;
    expect((await openStream(baseUrl, browser)).status).toBe(401);
  });

  test('when the account is deleted', async () => {
    const { account, browser } = await signedInAccount();
    const opened = await stream(browser);
    const response = await admin.delete(`/api/users/${account.id}`);
    expect(response.statusCode, response.body).toBe(200);
    await opened.ended;
  });

  test('when its role changes, after telling the browser to read everything again', async () => {
    const { account, browser } = await signedInAccount();
    const opened = await stream(browser);
    const [technician] = await testApp.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.slug, 'technician'));
    await testApp.db.update(users).set({ roleId: technician!.id }).where(eq(users.id, account.id));
    await opened.ended;
    expect(opened.events.at(-1)?.kind).toBe('reset');
    // The session itself goes on: a new stream opens with the new rights.
    expect((await stream(browser)).status).toBe(200);
  });

  test("but not when another account's session ends", async () => {
    const { browser } = await signedInAccount();
    const other = await signedInAccount();
    const opened = await stream(browser);
    await other.browser.post('/api/auth/logout');
    const complaint = await createComplaint(testApp.db);
    await comment(admin, complaint.id);
    await opened.next(about('comment', complaint.id));
    expect(opened.isEnded()).toBe(false);
  });
});

describe('resuming', () => {
  test('after Last-Event-ID, with nothing lost and nothing twice', async () => {
    const complaint = await createComplaint(testApp.db);
    const first = await stream(support);
    await comment(admin, complaint.id);
    const seen = await first.next(about('comment', complaint.id));
    first.close();

    await note(admin, complaint.id);
    await update(admin, complaint.id, { status: 'Pending', assignee: ids.admin });

    // Events about other complaints (earlier tests' complaints, touched by background jobs) may
    // come in between: what is checked is this complaint's, and that no event comes twice.
    const kindsOfThis = () =>
      second.events.filter((event) => event.complaintId === complaint.id).map(({ kind }) => kind);
    const second = await stream(support, seen.id);
    await second.next(about('complaint', complaint.id));
    expect(kindsOfThis()).toEqual(['note', 'complaint']);
    expect(second.events[0]!.id).toBeGreaterThan(seen.id);

    await comment(admin, complaint.id);
    await second.next(about('comment', complaint.id));
    expect(kindsOfThis()).toEqual(['note', 'complaint', 'comment']);
    expect(new Set(second.events.map(({ id }) => id)).size).toBe(second.events.length);
  });

  test('from an unknown event, by telling the browser to read everything again', async () => {
    const opened = await stream(support, 999_999_999);
    await opened.next((event) => event.kind === 'reset');
  });

  test('heartbeats are comment lines; a malformed Last-Event-ID starts afresh', async () => {
    const opened = await stream(support, Number.NaN);
    expect(opened.events).toEqual([]);
    expect(opened.lastId).toBeGreaterThanOrEqual(0);
  });
});

describe('presence', () => {
  test('tells who else is on the complaint and announces arrivals, editing and departures', async () => {
    const complaint = await createComplaint(testApp.db);
    const supportStream = await stream(support);
    const beat = (browser: TestBrowser, tab: string, state: string) =>
      browser.post(`/api/complaints/${complaint.id}/presence`, { tab, state });

    expect((await beat(support, 'support-tab-1', 'viewing')).json()).toEqual({ viewers: [] });
    const agentSees = await beat(agent, 'agent-tab-1', 'editing');
    expect(agentSees.json().viewers).toEqual([{ id: ids.support, name: expect.any(String), editing: false }]);
    await supportStream.next(about('presence', complaint.id));
    expect((await beat(support, 'support-tab-1', 'viewing')).json().viewers).toEqual([
      { id: ids.agent, name: expect.any(String), editing: true },
    ]);

    const before = supportStream.events.length;
    await beat(agent, 'agent-tab-1', 'editing');
    await beat(agent, 'agent-tab-1', 'left');
    await waitFor(() => supportStream.events.length > before);
    expect((await beat(support, 'support-tab-1', 'viewing')).json()).toEqual({ viewers: [] });
    expect(supportStream.events.filter((event) => event.kind === 'presence')).toHaveLength(3);
  });

  test('is refused on a complaint the caller may not read, and a bad tab is a field error', async () => {
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const complaint = await createComplaint(testApp.db);
    const hidden = await technician.post(`/api/complaints/${complaint.id}/presence`, {
      tab: 'abcdefgh',
      state: 'viewing',
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await support.post(`/api/complaints/${complaint.id}/presence`, {
      tab: 'x',
      state: 'viewing',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('several app processes', () => {
  test("deliver each other's events", async () => {
    const other = await testApp.anotherProcess();
    try {
      const otherUrl = await listeningUrl(other);
      const complaint = await createComplaint(testApp.db);
      const remote = await openStream(otherUrl, support);
      streams.push(remote);
      await waitFor(() => remote.lastId !== null);

      await comment(admin, complaint.id);

      await remote.next(about('comment', complaint.id));
    } finally {
      await other.close();
    }
  });

  test('a process shutting down ends its streams', async () => {
    const other = await testApp.anotherProcess();
    const remote = await openStream(await listeningUrl(other), support);
    await waitFor(() => remote.lastId !== null);
    await other.close();
    await remote.ended;
  });
});
