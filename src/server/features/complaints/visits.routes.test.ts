import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createUser, updateInputFrom, userIdOf } from '#server/testing/factories.ts';
import { multipartBody, pngOf } from '#server/testing/multipart-body.ts';

let testApp: TestApp;
let admin: TestBrowser;
let support: TestBrowser;
let technician: TestBrowser;
let fieldAgent: TestBrowser;
let agent: TestBrowser;
let technicianId: number;
let fieldAgentId: number;
let agentId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  support = await testApp.signIn('support', DEMO_PASSWORD);
  technician = await testApp.signIn('technician', DEMO_PASSWORD);
  fieldAgent = await testApp.signIn('fieldagent', DEMO_PASSWORD);
  agent = await testApp.signIn('agent', DEMO_PASSWORD);
  technicianId = await userIdOf(testApp.db, 'technician');
  fieldAgentId = await userIdOf(testApp.db, 'fieldagent');
  agentId = await userIdOf(testApp.db, 'agent');
});
afterAll(() => testApp?.close());

const SIGNATURE = `data:image/png;base64,${pngOf(300).toString('base64')}`;

function report(version: number, overrides: Record<string, unknown> = {}) {
  return {
    version,
    work_done: 'Replaced the compressor relay',
    outcome: 'fixed',
    parts: [{ part: 'Compressor relay', quantity: 1, old_serial: 'R-1', new_serial: 'R-2' }],
    customer_name: 'Ayesha Khan',
    signature: SIGNATURE,
    ...overrides,
  };
}

async function startedVisit(browser: TestBrowser, complaintId: number) {
  const response = await browser.post(`/api/complaints/${complaintId}/visits`, {
    location: { latitude: 24.86, longitude: 67.01, accuracy: 12 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().visit as { id: number; version: number };
}

async function setSignedVisitRequired(value: boolean) {
  const response = await admin.put('/api/settings/visits', { signedVisitRequired: value });
  expect(response.statusCode, response.body).toBe(200);
}

async function resolve(browser: TestBrowser, complaintId: number) {
  const edit = (await browser.get(`/api/complaints/${complaintId}/edit`)).json();
  return browser.put(`/api/complaints/${complaintId}`, updateInputFrom(edit, { status: 'Resolved' }));
}

describe('recording a visit', () => {
  test('the assigned technician starts and finishes a visit; it carries the report, parts and signature', async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });

    const visit = await startedVisit(technician, id);
    const finished = await technician.post(`/api/visits/${visit.id}/finish`, report(visit.version));

    expect(finished.statusCode, finished.body).toBe(200);
    const body = finished.json();
    expect(body.visit).toMatchObject({
      complaint_id: id,
      technician: { id: technicianId },
      location: { latitude: 24.86, longitude: 67.01, accuracy: 12 },
      work_done: 'Replaced the compressor relay',
      outcome: 'fixed',
      customer_name: 'Ayesha Khan',
      signature: SIGNATURE,
      version: 2,
      parts: [{ part: 'Compressor relay', quantity: 1, old_serial: 'R-1', new_serial: 'R-2' }],
    });
    expect(body.visit.finished_at).not.toBeNull();
    const actions = body.timelineRecords.map((record: { action: string }) => record.action);
    expect(actions).toContain(en.timeline.visitStarted);
    expect(actions).toContain('Visit finished: Fixed');
  });

  test('a complaint has several visits, oldest first, and readers see them all', async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: fieldAgentId });
    const first = await startedVisit(fieldAgent, id);
    await fieldAgent.post(`/api/visits/${first.id}/finish`, report(1, { outcome: 'needs_parts' }));
    await startedVisit(fieldAgent, id);

    for (const reader of [admin, support, agent, fieldAgent]) {
      const response = await reader.get(`/api/complaints/${id}/visits`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().visits.map((visit: { outcome: string | null }) => visit.outcome)).toEqual([
        'needs_parts',
        null,
      ]);
    }
    expect((await fieldAgent.get(`/api/complaints/${id}/visits`)).json().canRecord).toBe(true);
    expect((await admin.get(`/api/complaints/${id}/visits`)).json().canRecord).toBe(false);
  });

  test('only the assignee who is a Field Agent or Technician records: others get 403', async () => {
    const mine = await createComplaint(testApp.db, { assignee_id: agentId });
    const theirs = await createComplaint(testApp.db, { assignee_id: fieldAgentId });

    // An Agent assignee, an Admin and a Support Agent read but do not record.
    for (const browser of [agent, admin, support]) {
      expect((await browser.post(`/api/complaints/${mine.id}/visits`, {})).statusCode).toBe(403);
    }
    // Another Field Agent's complaint.
    const other = await createUser(testApp.db, { role: 'field-agent' });
    const otherBrowser = await testApp.signIn(other.username, other.password);
    expect((await otherBrowser.post(`/api/complaints/${theirs.id}/visits`, {})).statusCode).toBe(403);

    const visit = await startedVisit(fieldAgent, theirs.id);
    expect((await admin.post(`/api/visits/${visit.id}/finish`, report(1))).statusCode).toBe(403);
    expect((await otherBrowser.post(`/api/visits/${visit.id}/finish`, report(1))).statusCode).toBe(403);
  });

  test('a technician cannot see visits of a complaint not assigned to them: 404', async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: fieldAgentId });
    const visit = await startedVisit(fieldAgent, id);

    expect((await technician.get(`/api/complaints/${id}/visits`)).statusCode).toBe(404);
    expect((await technician.post(`/api/visits/${visit.id}/finish`, report(1))).statusCode).toBe(404);
  });

  test('finishing twice, or from an old version, is a 409 conflict and changes nothing', async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });
    const visit = await startedVisit(technician, id);

    expect((await technician.post(`/api/visits/${visit.id}/finish`, report(1))).statusCode).toBe(200);
    const again = await technician.post(
      `/api/visits/${visit.id}/finish`,
      report(1, { work_done: 'Something else' }),
    );

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en.visits.messages.conflict);
    const [stored] = (await technician.get(`/api/complaints/${id}/visits`)).json().visits;
    expect(stored.work_done).toBe('Replaced the compressor relay');
    expect(stored.parts).toHaveLength(1);
  });

  test('bad input gets 422 on the field: no outcome, a signature that is not a PNG, a time in the future', async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });
    const visit = await startedVisit(technician, id);
    const future = new Date(Date.now() + 3_600_000).toISOString();

    const cases: [Record<string, unknown>, string][] = [
      [{ outcome: undefined }, 'outcome'],
      [{ signature: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` }, 'signature'],
      [{ finished_at: future }, 'finished_at'],
      [{ parts: [{ part: '', quantity: 1 }] }, 'parts.0.part'],
    ];
    for (const [overrides, field] of cases) {
      const response = await technician.post(`/api/visits/${visit.id}/finish`, report(1, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    const [stored] = (await technician.get(`/api/complaints/${id}/visits`)).json().visits;
    expect(stored.finished_at).toBeNull();
  });

  test("who records gets the complaint's catalogue parts with their cover; readers and typed products get none", async () => {
    const created = await admin.post('/api/products', {
      category: 'Air conditioner',
      name: 'Split AC parts test',
      model: `SAC-${Date.now()}`,
      variants: [],
      cover_months: 12,
      part_covers: [
        { part: 'Compressor', months: 60 },
        { part: 'PCB', months: 24 },
      ],
      launched_on: '2020-01-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().product.id as number;
    const { id } = await createComplaint(testApp.db, {
      assignee_id: technicianId,
      product_id: productId,
      purchase_date: '2025-03-31',
    });

    const mine = (await technician.get(`/api/complaints/${id}/visits`)).json();
    expect(mine.catalogueParts).toEqual([
      { part: 'Compressor', covered_until: '2030-03-30' },
      { part: 'PCB', covered_until: '2027-03-30' },
    ]);
    expect((await support.get(`/api/complaints/${id}/visits`)).json().catalogueParts).toEqual([]);
    const typed = await createComplaint(testApp.db, { assignee_id: technicianId });
    expect((await technician.get(`/api/complaints/${typed.id}/visits`)).json().catalogueParts).toEqual([]);
  });

  test('a visit started offline keeps the time stamped on the device', async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });
    const startedAt = new Date(Date.now() - 3_600_000).toISOString();

    const response = await technician.post(`/api/complaints/${id}/visits`, { started_at: startedAt });

    expect(response.json().visit.started_at).toBe(startedAt);
  });

  test("photos uploaded with the visit's reference belong to it; another complaint's visit is refused", async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });
    const other = await createComplaint(testApp.db, { assignee_id: technicianId });
    const visit = await startedVisit(technician, id);
    const { payload, contentType } = multipartBody([
      { field: 'files[0]', filename: 'before.png', contentType: 'image/png', content: pngOf() },
    ]);
    const send = (complaintId: number) =>
      technician.request('POST', `/api/complaints/${complaintId}/upload-image?visit=${visit.id}`, payload, {
        headers: { 'content-type': contentType },
      });

    const uploaded = await send(id);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().images).toMatchObject([{ visit_id: visit.id }]);
    expect((await send(other.id)).statusCode).toBe(422);

    const [stored] = (await support.get(`/api/complaints/${id}/visits`)).json().visits;
    expect(stored.photos).toMatchObject([{ visit_id: visit.id }]);
  });
});

describe('the signed-visit rule for Resolved', () => {
  test('when on, a technician resolves only after a finished, signed visit: 422 on status before', async () => {
    await setSignedVisitRequired(true);
    try {
      const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });

      const refused = await resolve(technician, id);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors.status).toEqual([en.visits.messages.signedVisitRequired]);

      // Finished without a signature: still refused.
      const unsigned = await startedVisit(technician, id);
      await technician.post(`/api/visits/${unsigned.id}/finish`, report(1, { signature: null }));
      expect((await resolve(technician, id)).statusCode).toBe(422);

      const signed = await startedVisit(technician, id);
      await technician.post(`/api/visits/${signed.id}/finish`, report(1));
      expect((await resolve(technician, id)).statusCode).toBe(200);
    } finally {
      await setSignedVisitRequired(false);
    }
  });

  test('when on, a Support Agent still resolves without a visit; when off, so does a technician', async () => {
    await setSignedVisitRequired(true);
    try {
      const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });
      expect((await resolve(support, id)).statusCode).toBe(200);
    } finally {
      await setSignedVisitRequired(false);
    }
    const { id } = await createComplaint(testApp.db, { assignee_id: technicianId });
    expect((await resolve(technician, id)).statusCode).toBe(200);
  });

  test('a bulk change to Resolved by a Field Agent skips complaints without a signed visit', async () => {
    await setSignedVisitRequired(true);
    try {
      const { id, version } = await createComplaint(testApp.db, { assignee_id: fieldAgentId });
      const response = await fieldAgent.post('/api/complaints/bulk', {
        target: { complaints: [{ id, version }] },
        change: { action: 'status', status: 'Resolved' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().summary.skipped).toEqual([{ id, reason: 'signedVisitRequired' }]);
    } finally {
      await setSignedVisitRequired(false);
    }
  });

  test('only an admin reads or changes the setting', async () => {
    expect((await support.get('/api/settings/visits')).statusCode).toBe(403);
    expect((await technician.put('/api/settings/visits', { signedVisitRequired: true })).statusCode).toBe(
      403,
    );
    expect((await admin.get('/api/settings/visits')).json()).toEqual({ signedVisitRequired: false });
  });
});

describe('the job sheet', () => {
  test('carries the complaint, its warranty and its visits with parts and signature', async () => {
    const { id } = await createComplaint(testApp.db, {
      assignee_id: technicianId,
      warranty_verdict: 'in_warranty',
      warranty_ends_on: '2027-01-31',
      problem_detail: '<p>The unit blows warm air.</p>',
    });
    const visit = await startedVisit(technician, id);
    await technician.post(`/api/visits/${visit.id}/finish`, report(1));

    const response = await support.get(`/api/complaints/${id}/job-sheet`);

    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json();
    expect(sheet.complaint).toMatchObject({
      id,
      warranty_verdict: 'in_warranty',
      warranty_ends_on: '2027-01-31',
      problem_detail: expect.stringContaining('warm air'),
    });
    expect(sheet.visits).toMatchObject([
      { signature: SIGNATURE, parts: [{ part: 'Compressor relay' }], customer_name: 'Ayesha Khan' },
    ]);
  });

  test('is not found for a reader who may not read the complaint', async () => {
    const { id } = await createComplaint(testApp.db, { assignee_id: fieldAgentId });
    expect((await technician.get(`/api/complaints/${id}/job-sheet`)).statusCode).toBe(404);
  });
});
