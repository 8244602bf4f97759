import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { users } from '#server/db/schema/users.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { complaintInput, createDealer } from '#server/testing/factories.ts';

let testApp: TestApp;
let support: TestBrowser;
let ids: Record<'support' | 'agent' | 'technician', number>;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  const rows = await testApp.db.select({ id: users.id, username: users.username }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id])) as typeof ids;
});
afterAll(() => testApp?.close());

async function newComplaint(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await support.post('/api/complaints', complaintInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().complaint.id;
}

async function editPayload(browser: TestBrowser, id: number): Promise<ComplaintEditReply> {
  const response = await browser.get(`/api/complaints/${id}/edit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The details body the 'Edit details' form sends: what the edit screen loaded, with the given changes. */
function detailsFrom(edit: ComplaintEditReply, overrides: Record<string, unknown> = {}) {
  const { complaint, dealer } = edit;
  return {
    customer_name: complaint.customer_name,
    email: complaint.email,
    customer_province: complaint.customer_province,
    customer_city: complaint.customer_city,
    phone: complaint.phone,
    address: complaint.address,
    shop: complaint.shop,
    dealer_id: complaint.dealer_id,
    ...dealer,
    product_category: complaint.product_category,
    product_name: complaint.product_name,
    product_variant: complaint.product_variant,
    model: complaint.model,
    problem_type: complaint.problem_type,
    purchase_date: complaint.purchase_date,
    warranty_details: complaint.warranty_details,
    problem_detail: complaint.problem_detail,
    version: complaint.version,
    ...overrides,
  };
}

const patch = (browser: TestBrowser, id: number, body: unknown) =>
  browser.request('PATCH', `/api/complaints/${id}/details`, body);

async function stored(id: number) {
  const [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, id));
  return row!;
}

async function timelineKeys(id: number) {
  const rows = await testApp.db
    .select()
    .from(complaintTimeline)
    .where(eq(complaintTimeline.complaint_id, id))
    .orderBy(complaintTimeline.id);
  return rows.map((row) => ({ action_key: row.action_key, params: row.params }));
}

describe('PATCH /api/complaints/{id}/details', () => {
  test('corrects customer, dealer and product details: one timeline entry per changed field, with old and new value', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);

    const response = await patch(
      support,
      id,
      detailsFrom(edit, {
        phone: '0333-765 4321',
        customer_name: 'Imran Qureshi Jr',
        dealer_city: 'Multan',
        model: 'AC-200',
      }),
    );

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(en.complaints.details.saved);
    expect(body.version).toBe(edit.complaint.version + 1);
    expect(body.complaint).toMatchObject({ phone: '0333-765 4321', customer_name: 'Imran Qureshi Jr' });
    expect(body.dealer).toMatchObject({ dealer_city: 'Multan', dealer_name: 'Qureshi Electronics' });
    expect(body.timelineRecords.slice(-4).map((record: { action: string }) => record.action)).toEqual([
      'Customer Name changed from Imran Qureshi to Imran Qureshi Jr',
      'Phone changed from 0300 1234567 to 0333-765 4321',
      'Model changed from AC-150 to AC-200',
      'Dealer City changed from Lahore to Multan',
    ]);
    const row = await stored(id);
    expect(row).toMatchObject({ phone: '0333-765 4321', dealer_city: 'Multan', version: 2 });
    // Status, priority and assignee are not this endpoint's business.
    expect(row).toMatchObject({ status: 'Open', priority: 'L2', assignee_id: ids.support });
  });

  test('nothing changed: no timeline entry and the version stays', async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);
    const before = await timelineKeys(id);

    const response = await patch(support, id, detailsFrom(edit));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: en.complaints.details.unchanged, version: 1 });
    expect(await timelineKeys(id)).toEqual(before);
  });

  test('choosing a listed dealer copies its details and tells the timeline the dealer changed', async () => {
    const dealer = await createDealer(testApp.db, { dealer_name: 'Raza Traders', dealer_city: 'Multan' });
    const id = await newComplaint();
    const edit = await editPayload(support, id);

    const response = await patch(support, id, detailsFrom(edit, { dealer_id: dealer.id, dealer_name: 'x' }));

    expect(response.statusCode).toBe(200);
    expect(response.json().dealer).toMatchObject({ dealer_name: 'Raza Traders', dealer_city: 'Multan' });
    expect((await timelineKeys(id)).at(-1)).toEqual({
      action_key: 'timeline.fieldChanged',
      params: { field: 'dealer', from: 'Qureshi Electronics', to: 'Raza Traders' },
    });
  });

  test('problem details are sanitized before they are stored', async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);

    const response = await patch(
      support,
      id,
      detailsFrom(edit, {
        problem_detail:
          '<p onclick="steal()">Still warm<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      }),
    );

    expect(response.statusCode).toBe(200);
    expect((await stored(id)).problem_detail).toBe('<p>Still warm</p>');
    expect(response.json().complaint.problem_detail).toBe('<p>Still warm</p>');
    expect(response.json().timelineRecords.at(-1).action).toBe('Problem Details changed');
  });

  test('a change based on an old version is refused with 409 and nothing is written', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    expect((await patch(admin, id, detailsFrom(edit, { shop: 'Mall Road' }))).statusCode).toBe(200);
    const before = await stored(id);
    const records = await timelineKeys(id);

    const stale = await patch(support, id, detailsFrom(edit, { phone: '03001112223' }));

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'EDIT_CONFLICT', message: en.complaints.messages.conflict });
    expect(await stored(id)).toEqual(before);
    expect(await timelineKeys(id)).toEqual(records);
  });

  test('the update and the details share the version: a details change makes an older update stale', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);
    expect((await patch(support, id, detailsFrom(edit, { shop: 'Liberty' }))).statusCode).toBe(200);

    const update = await support.put(`/api/complaints/${id}`, {
      ...detailsFrom(edit),
      assignee: ids.support,
      level: 'L1',
      status: 'Pending',
    });

    expect(update.statusCode).toBe(409);
  });

  test('a reader without the update right gets 403 (an agent on a complaint assigned to someone else)', async () => {
    const id = await newComplaint({ assignee_id: ids.technician });
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const edit = await editPayload(agent, id);

    const response = await patch(agent, id, detailsFrom(edit, { phone: '03001112223' }));

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await stored(id)).phone).toBe('0300 1234567');
  });

  test('the assignee with the update right may correct details (an agent on their own complaint)', async () => {
    const id = await newComplaint({ assignee_id: ids.agent });
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const edit = await editPayload(agent, id);

    const response = await patch(agent, id, detailsFrom(edit, { phone: '+92 300 1112223' }));

    expect(response.statusCode).toBe(200);
    expect((await stored(id)).phone).toBe('+92 300 1112223');
  });

  test('a complaint the caller may not read is 404, as if it did not exist', async () => {
    const id = await newComplaint({ assignee_id: ids.agent });
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const edit = await editPayload(support, id);

    const response = await patch(technician, id, detailsFrom(edit, { phone: '03001112223' }));

    expect(response.statusCode).toBe(404);
  });

  test("the create form's rules and messages: 422 on the fields, nothing written", async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);

    const response = await patch(
      support,
      id,
      detailsFrom(edit, { phone: 'call me', customer_name: '  ', email: 'nope', customer_city: 'Karachi' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      phone: [en.validation.phone],
      customer_name: [en.validation.required],
      email: [en.validation.email],
      customer_city: [en.validation.cityNotInProvince],
    });
    expect((await stored(id)).version).toBe(1);
  });

  test('a version missing from the body is 422, not a blind overwrite', async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);
    const { version: _version, ...body } = detailsFrom(edit);

    const response = await patch(support, id, body);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('version');
  });
});
