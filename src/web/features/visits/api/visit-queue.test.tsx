import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Visit, VisitReply } from '#domain/visits/visit.schemas.ts';
import { VisitQueueSender } from '#web/app/visit-queue-sender.tsx';
import { memoryFileStore, type DeviceFileStore } from '#web/lib/device-files.ts';
import { STORAGE_KEYS } from '#web/lib/settings.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { newVisitDraft, reportKey, type VisitDraft } from './visit-draft.ts';
import {
  dismissReport,
  enqueueReport,
  forgetQueueOf,
  keepPhotos,
  onReportsSent,
  sendQueuedReports,
  setPhotoStore,
  visitQueue,
} from './visit-queue.ts';

// Photos go through the multipart upload (XMLHttpRequest); here its stand-in records what was sent.
const uploads = vi.hoisted(() => [] as { complaintId: number; visitId: number; names: string[] }[]);
vi.mock('./upload-visit-photos.ts', () => ({
  uploadVisitPhotos: (complaintId: number, visitId: number, files: File[]) => {
    uploads.push({ complaintId, visitId, names: files.map((file) => file.name) });
    return Promise.resolve({ images: [], timelineRecords: [] });
  },
}));

const USER = 41;
const COMPLAINT = 7;
const STARTED = '2026-11-24T08:00:00.000Z';
let photos: DeviceFileStore;

/** The browser's session is this person's (the app records it at sign-in and at each session read). */
const signedInAs = (id: number | null) =>
  id === null
    ? localStorage.removeItem(STORAGE_KEYS.userData)
    : localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id, role: 'technician' }));

beforeEach(() => {
  localStorage.clear();
  signedInAs(USER);
  uploads.length = 0;
  photos = memoryFileStore();
  setPhotoStore(photos);
});
afterEach(() => {
  // Empty the queue's memory of this user between tests.
  for (const item of visitQueue.items(USER)) dismissReport(USER, item.key);
  vi.unstubAllGlobals();
});

const draft = (changes: Partial<VisitDraft> = {}): VisitDraft => ({
  ...newVisitDraft(STARTED, null),
  workDone: 'Replaced the capacitor',
  outcome: 'fixed',
  parts: [{ part: 'Capacitor', quantity: '2', old_serial: 'A1', new_serial: '' }],
  customerName: 'Ayesha',
  ...changes,
});

const visit = (id: number, version: number, finished: boolean): Visit => ({
  id,
  complaint_id: COMPLAINT,
  technician: { id: USER, name: 'Tech' },
  started_at: STARTED,
  location: null,
  work_done: '',
  outcome: finished ? 'fixed' : null,
  customer_name: '',
  signature: null,
  finished_at: finished ? '2026-11-24T09:00:00.000Z' : null,
  version,
  parts: [],
  photos: [],
});

const offline = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

test('a report finished offline stays queued while the network is down, with its photos', async () => {
  await keepPhotos(reportKey(COMPLAINT, STARTED), [photo('before.jpg')]);
  enqueueReport(USER, COMPLAINT, draft({ pendingPhotos: 1 }), '2026-11-24T09:00:00.000Z');
  offline();

  expect(await sendQueuedReports(USER)).toEqual([]);

  const [item] = visitQueue.items(USER);
  expect(item).toMatchObject({ visitId: null, photos: 1, problem: null });
  expect(item!.report.parts).toEqual([{ part: 'Capacitor', quantity: 2, old_serial: 'A1', new_serial: '' }]);
  expect(await photos.read(item!.key)).toHaveLength(1);
});

test('when the network returns: started with its own arrival time, photos sent to the open visit, then finished at its version', async () => {
  await keepPhotos(reportKey(COMPLAINT, STARTED), [photo('before.jpg'), photo('after.jpg')]);
  enqueueReport(USER, COMPLAINT, draft({ pendingPhotos: 2 }), '2026-11-24T09:00:00.000Z');
  const requests = fakeServer({
    [`POST /api/complaints/${COMPLAINT}/visits`]: {
      status: 201,
      body: { visit: visit(90, 1, false), timelineRecords: [] },
    },
    'POST /api/visits/90/finish': { body: { visit: visit(90, 2, true), timelineRecords: [] } },
  });
  const heard = vi.fn();
  const stop = onReportsSent(heard);

  const sent = await sendQueuedReports(USER);
  stop();

  expect(sent.map((reply) => reply.visit.id)).toEqual([90]);
  expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    `POST /api/complaints/${COMPLAINT}/visits`,
    'POST /api/visits/90/finish',
  ]);
  expect(requests[0]!.body).toEqual({ started_at: STARTED, location: null });
  expect(requests[1]!.body).toMatchObject({
    version: 1,
    outcome: 'fixed',
    finished_at: '2026-11-24T09:00:00.000Z',
  });
  expect(uploads).toEqual([{ complaintId: COMPLAINT, visitId: 90, names: ['before.jpg', 'after.jpg'] }]);
  expect(visitQueue.items(USER)).toEqual([]);
  expect(await photos.read(reportKey(COMPLAINT, STARTED))).toEqual([]);
  expect(heard).toHaveBeenCalledWith(sent);
});

test('a retry after the connection dropped mid-way does not start the visit again', async () => {
  enqueueReport(USER, COMPLAINT, draft(), '2026-11-24T09:00:00.000Z');
  let finishReachable = false;
  const requests = fakeServer({
    [`POST /api/complaints/${COMPLAINT}/visits`]: {
      status: 201,
      body: { visit: visit(91, 1, false), timelineRecords: [] },
    },
  });
  const answer = vi.mocked(fetch);
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    url.includes('/finish') && !finishReachable
      ? Promise.reject(new TypeError('offline'))
      : answer(url, init),
  );

  expect(await sendQueuedReports(USER)).toEqual([]);
  expect(visitQueue.items(USER)[0]).toMatchObject({ visitId: 91, problem: null });

  finishReachable = true;
  const retried = fakeServer({
    'POST /api/visits/91/finish': { body: { visit: visit(91, 2, true), timelineRecords: [] } },
  });
  expect((await sendQueuedReports(USER)).map((reply) => reply.visit.id)).toEqual([91]);
  expect(requests.map((request) => request.path)).toEqual([`/api/complaints/${COMPLAINT}/visits`]);
  expect(retried.map((request) => request.path)).toEqual(['/api/visits/91/finish']);
});

test('the connection returning while a run still waits for its failing request sends the report after it', async () => {
  enqueueReport(USER, COMPLAINT, draft(), '2026-11-24T09:00:00.000Z');
  let fail: (error: Error) => void = () => undefined;
  let reached: () => void = () => undefined;
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  vi.stubGlobal('fetch', () => {
    reached();
    return new Promise((_, reject) => (fail = reject));
  });
  const first = sendQueuedReports(USER);
  await waiting;

  // Back online before the first run's request has failed: asking again must not be lost.
  fakeServer({
    [`POST /api/complaints/${COMPLAINT}/visits`]: {
      status: 201,
      body: { visit: visit(93, 1, false), timelineRecords: [] },
    },
    'POST /api/visits/93/finish': { body: { visit: visit(93, 2, true), timelineRecords: [] } },
  });
  const heard = vi.fn();
  const stop = onReportsSent(heard);
  void sendQueuedReports(USER);
  fail(new TypeError('Failed to fetch'));

  expect(await first).toEqual([]);
  await vi.waitFor(() => expect(visitQueue.items(USER)).toEqual([]));
  expect(heard.mock.calls.flat(2).map((reply: VisitReply) => reply.visit.id)).toEqual([93]);
  stop();
});

test('a refusal (a conflict) is kept with its message, never dropped; dismissing removes it and its photos', async () => {
  await keepPhotos(reportKey(COMPLAINT, STARTED), [photo('before.jpg')]);
  enqueueReport(USER, COMPLAINT, draft({ visitId: 92, version: 3 }), '2026-11-24T09:00:00.000Z');
  fakeServer({
    'POST /api/visits/92/finish': {
      status: 409,
      body: { code: 'EDIT_CONFLICT', message: 'This visit was changed by someone else.' },
    },
  });

  expect(await sendQueuedReports(USER)).toEqual([]);
  const [item] = visitQueue.items(USER);
  expect(item!.problem).toBe('This visit was changed by someone else.');
  // A later run leaves it alone until the person has read it.
  expect(await sendQueuedReports(USER)).toEqual([]);
  expect(visitQueue.items(USER)).toHaveLength(1);

  dismissReport(USER, item!.key);
  expect(visitQueue.items(USER)).toEqual([]);
  await waitFor(async () => expect(await photos.read(item!.key)).toEqual([]));
});

test('the app sends the queue when it opens and when the connection returns, on any screen', async () => {
  enqueueReport(USER, COMPLAINT, draft({ visitId: 93 }), '2026-11-24T09:00:00.000Z');
  offline();
  const session = {
    user: {
      id: USER,
      name: 'Tech',
      username: 'tech',
      email: 't@example.com',
      designation: 'Technician',
      role: 'technician',
    },
    role: 'technician',
    userAbilityRules: [],
    maintenance: false,
    timeZone: 'UTC',
  };
  const answerOnline = fakeServer({
    'GET /api/auth/session': { body: session },
    'POST /api/visits/93/finish': { body: { visit: visit(93, 2, true), timelineRecords: [] } },
  });
  const online = vi.mocked(fetch);
  let connected = false;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    connected || url.includes('/auth/session') ? online(url, init) : Promise.reject(new TypeError('offline')),
  );

  renderWithApp(<VisitQueueSender />);
  // Opened offline: tried, kept.
  await waitFor(() =>
    expect(answerOnline.some((request) => request.path === '/api/auth/session')).toBe(true),
  );
  expect(visitQueue.items(USER)).toHaveLength(1);

  connected = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(visitQueue.items(USER)).toEqual([]));
  expect(answerOnline.some((request) => request.path === '/api/visits/93/finish')).toBe(true);
});

/** A queued report with a photo whose sending run is waiting for the answer to its first request. */
async function runWaitingOnItsFirstRequest() {
  await keepPhotos(reportKey(COMPLAINT, STARTED), [photo('before.jpg')]);
  enqueueReport(USER, COMPLAINT, draft({ visitId: null, pendingPhotos: 1 }), '2026-11-24T09:00:00.000Z');
  const requested: string[] = [];
  let answerStart: (response: Response) => void = () => {};
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    requested.push(`${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
    return new Promise<Response>((resolve) => {
      answerStart = resolve;
    });
  });
  const sending = sendQueuedReports(USER);
  await waitFor(() => expect(requested).toEqual([`POST /api/complaints/${COMPLAINT}/visits`]));
  return { sending, requested, answerStart: (response: Response) => answerStart(response) };
}

test('signing out while a run is sending stops it: nothing more of that person is sent', async () => {
  const { sending, requested, answerStart } = await runWaitingOnItsFirstRequest();
  await forgetQueueOf(USER);
  answerStart(Response.json({ visit: visit(95, 1, false), timelineRecords: [] }));

  expect(await sending).toEqual([]);
  expect(requested).toHaveLength(1);
  expect(uploads).toEqual([]);
  expect(visitQueue.items(USER)).toEqual([]);
  expect(await photos.read(reportKey(COMPLAINT, STARTED))).toEqual([]);
});

test('a session that expires mid-way keeps the report as it is (no refusal to dismiss); the same person, signed in again, sends it', async () => {
  await keepPhotos(reportKey(COMPLAINT, STARTED), [photo('before.jpg')]);
  enqueueReport(
    USER,
    COMPLAINT,
    draft({ visitId: 96, version: 1, pendingPhotos: 1 }),
    '2026-11-24T09:00:00.000Z',
  );
  fakeServer({
    'POST /api/visits/96/finish': {
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' },
    },
  });

  expect(await sendQueuedReports(USER)).toEqual([]);
  expect(visitQueue.items(USER)).toEqual([expect.objectContaining({ visitId: 96, problem: null })]);

  const requests = fakeServer({
    'POST /api/visits/96/finish': { body: { visit: visit(96, 2, true), timelineRecords: [] } },
  });
  expect((await sendQueuedReports(USER)).map((reply) => reply.visit.id)).toEqual([96]);
  expect(requests.map((request) => request.path)).toEqual(['/api/visits/96/finish']);
  expect(visitQueue.items(USER)).toEqual([]);
});

test("never sent under another person's session: someone else signed in (another tab) stops the run before its next step, and the report waits for its owner", async () => {
  const { sending, requested, answerStart } = await runWaitingOnItsFirstRequest();
  signedInAs(USER + 1);
  answerStart(Response.json({ visit: visit(97, 1, false), timelineRecords: [] }));

  expect(await sending).toEqual([]);
  expect(requested).toHaveLength(1);
  expect(uploads).toEqual([]);
  // Kept, photos and all, for its owner.
  expect(visitQueue.items(USER)).toEqual([expect.objectContaining({ problem: null, photos: 1 })]);
  expect(await photos.read(reportKey(COMPLAINT, STARTED))).toHaveLength(1);
  // A run started while another person's session is in the browser sends nothing at all.
  expect(await sendQueuedReports(USER)).toEqual([]);
  expect(requested).toHaveLength(1);
  signedInAs(null);
  expect(await sendQueuedReports(USER)).toEqual([]);
  expect(requested).toHaveLength(1);
});
