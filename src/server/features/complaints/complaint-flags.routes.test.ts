import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { complaintFlags } from '#server/db/schema/complaint-flags.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import {
  complaintInput,
  createComplaint,
  createDealer,
  createUser,
  userIdOf,
} from '#server/testing/factories.ts';
import { multipartBody } from '#server/testing/multipart-body.ts';
import { testPhoto } from '#server/testing/test-photos.ts';
import { refreshFieldFlags } from './complaint-flags.service.ts';

let testApp: TestApp;
let admin: TestBrowser;
let support: TestBrowser;
let agent: TestBrowser;
let technician: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  [admin, support, agent, technician] = await Promise.all([
    testApp.signIn(ADMIN.username, ADMIN.password),
    testApp.signIn('support', DEMO_PASSWORD),
    testApp.signIn('agent', DEMO_PASSWORD),
    testApp.signIn('technician', DEMO_PASSWORD),
  ]);
});
afterAll(async () => {
  await testApp?.close();
});

let phoneSeed = 1_000_000;
/** A mobile number no other test uses, typed the usual way ('0321 1000001'). */
const freshPhone = () => `0321 ${String((phoneSeed += 1)).padStart(7, '0')}`;
/** The same number typed another way ('+92-321-1000001'). */
const otherSpelling = (phone: string) => `+92-${phone.slice(1, 4)}-${phone.slice(5)}`;

async function create(browser: TestBrowser, overrides: Record<string, unknown>): Promise<number> {
  const response = await browser.post('/api/complaints', complaintInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().complaint.id as number;
}

async function flagsOf(browser: TestBrowser, id: number) {
  const response = await browser.get(`/api/complaints/${id}/flags`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    flags: {
      id: number;
      kind: string;
      related: { id: number } | null;
      params: Record<string, string>;
      dismissed: unknown;
    }[];
    canDismiss: boolean;
  };
}

const activeKinds = async (id: number) =>
  (await flagsOf(admin, id)).flags
    .filter((flag) => flag.dismissed === null)
    .map((flag) => `${flag.kind}:${flag.related?.id ?? ''}`);

function upload(browser: TestBrowser, complaintId: number, content: Buffer, contentType = 'image/jpeg') {
  const { payload, contentType: type } = multipartBody([
    { field: 'files[0]', filename: 'photo', contentType, content },
  ]);
  return browser.request('POST', `/api/complaints/${complaintId}/upload-image`, payload, {
    headers: { 'content-type': type },
  });
}

describe('Possible duplicate', () => {
  test('a second complaint of the same phone and product within 30 days flags both, whatever way the phone is typed', async () => {
    const phone = freshPhone();
    const first = await create(support, { phone, product_name: 'Inverter AC 1.5 Ton' });
    const second = await create(support, {
      phone: otherSpelling(phone),
      product_name: 'inverter ac 1.5 ton ',
    });

    expect(await activeKinds(second)).toEqual([`possible_duplicate:${first}`]);
    expect(await activeKinds(first)).toEqual([`possible_duplicate:${second}`]);
  });

  test('another product, a resolved complaint or one older than 30 days is no duplicate', async () => {
    const phone = freshPhone();
    const resolved = await createComplaint(testApp.db, { phone, product_name: 'Fridge', status: 'Resolved' });
    const old = await createComplaint(testApp.db, {
      phone,
      product_name: 'Fridge',
      created_at: new Date(Date.now() - 31 * 24 * 3600 * 1000),
    });
    await create(support, { phone, product_name: 'Microwave' });
    const fridge = await create(support, { phone, product_name: 'Fridge' });

    expect(await activeKinds(fridge)).toEqual([]);
    expect(await activeKinds(resolved.id)).toEqual([]);
    expect(await activeKinds(old.id)).toEqual([]);
  });

  test('with catalogue products, the product id decides, not the copied name', async () => {
    const model = () => `DUP-${String((phoneSeed += 1))}`;
    const product = async (name: string) => {
      const response = await admin.post('/api/products', {
        category: 'Air conditioner',
        name,
        model: model(),
        variants: [],
        cover_months: 12,
        part_covers: [],
        launched_on: '2020-01-01',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().product.id as number;
    };
    const inverter = await product('Inverter AC');
    const sameNameOtherModel = await product('Inverter AC');
    const phone = freshPhone();
    const first = await create(support, { phone, product_id: inverter, purchase_date: null });
    const otherModel = await create(support, {
      phone,
      product_id: sameNameOtherModel,
      purchase_date: null,
    });
    expect(await activeKinds(otherModel)).toEqual([]);

    const again = await create(support, { phone, product_id: inverter, purchase_date: null });
    expect(await activeKinds(again)).toEqual([`possible_duplicate:${first}`]);
    // A complaint typed without the catalogue still matches by name.
    const typed = await create(support, { phone, product_id: null, product_name: 'inverter ac' });
    expect((await activeKinds(typed)).sort()).toEqual(
      [first, otherModel, again].map((id) => `possible_duplicate:${id}`).sort(),
    );
  });

  test('editing the phone away removes the flag from both complaints', async () => {
    const phone = freshPhone();
    const first = await create(support, { phone });
    const second = await create(support, { phone });
    expect(await activeKinds(first)).toEqual([`possible_duplicate:${second}`]);

    const edit = (await admin.get(`/api/complaints/${second}/edit`)).json();
    const changed = await admin.request('PATCH', `/api/complaints/${second}/details`, {
      ...complaintInput({ phone: freshPhone() }),
      version: edit.complaint.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await activeKinds(first)).toEqual([]);
    expect(await activeKinds(second)).toEqual([]);
  });
});

describe('Same order number', () => {
  test('the same order number, however it is spaced or cased, flags both; an empty one never does', async () => {
    const first = await create(support, { phone: freshPhone(), order_number: 'inv-2024/0042' });
    const second = await create(support, { phone: freshPhone(), order_number: ' INV 2024 0042' });
    const emptyOne = await create(support, { phone: freshPhone(), order_number: '' });
    const emptyTwo = await create(support, { phone: freshPhone(), order_number: '' });

    expect(await activeKinds(second)).toEqual([`same_order:${first}`]);
    expect(await activeKinds(first)).toEqual([`same_order:${second}`]);
    expect((await flagsOf(admin, second)).flags[0]!.params).toEqual({ order: 'INV 2024 0042' });
    expect(await activeKinds(emptyOne)).toEqual([]);
    expect(await activeKinds(emptyTwo)).toEqual([]);
  });
});

describe('Claim after warranty', () => {
  test('an Out of warranty verdict flags the complaint, with no other complaint', async () => {
    const covered = await create(support, { phone: freshPhone() });
    expect(await activeKinds(covered)).toEqual([]);

    // The verdict is computed elsewhere (the warranty work); here it is set as that code stores it.
    await testApp.db.transaction(async (tx) => {
      await tx
        .update(complaints)
        .set({ warranty_verdict: 'out_of_warranty' })
        .where(eq(complaints.id, covered));
      await refreshFieldFlags(tx, covered);
    });
    expect(await activeKinds(covered)).toEqual(['after_warranty:']);

    await testApp.db.transaction(async (tx) => {
      await tx.update(complaints).set({ warranty_verdict: 'in_warranty' }).where(eq(complaints.id, covered));
      await refreshFieldFlags(tx, covered);
    });
    expect(await activeKinds(covered)).toEqual([]);
  });
});

describe('Reused photo', () => {
  test('the same file on two complaints flags both as identical', async () => {
    const photo = await testPhoto(11);
    const one = await create(support, { phone: freshPhone() });
    const two = await create(support, { phone: freshPhone() });
    expect((await upload(support, one, photo)).statusCode).toBe(200);
    expect((await upload(support, two, photo)).statusCode).toBe(200);

    expect(await activeKinds(two)).toEqual([`reused_photo:${one}`]);
    expect(await activeKinds(one)).toEqual([`reused_photo:${two}`]);
    expect((await flagsOf(admin, two)).flags[0]!.params).toEqual({ match: 'identical' });
  });

  test('a resized, re-encoded copy flags as similar; a different photo does not flag', async () => {
    const photo = await testPhoto(12);
    const one = await create(support, { phone: freshPhone() });
    const two = await create(support, { phone: freshPhone() });
    const three = await create(support, { phone: freshPhone() });
    await upload(support, one, photo);
    await upload(support, two, await sharp(photo).resize(300).png().toBuffer(), 'image/png');
    await upload(support, three, await testPhoto(13));

    expect(await activeKinds(two)).toEqual([`reused_photo:${one}`]);
    expect((await flagsOf(admin, two)).flags[0]!.params).toEqual({ match: 'similar' });
    expect(await activeKinds(three)).toEqual([]);
  });
});

describe('deleting an image (decision 030)', () => {
  const imageIdsOf = async (id: number) =>
    ((await admin.get(`/api/complaints/${id}/edit`)).json().imageUrls as { id: number }[]).map(
      (image) => image.id,
    );

  test("removes the 'Reused photo' flags it caused on both complaints; another matching photo keeps them", async () => {
    const photo = await testPhoto(21);
    const other = await testPhoto(22);
    const one = await create(support, { phone: freshPhone() });
    const two = await create(support, { phone: freshPhone() });
    await upload(support, one, photo);
    await upload(support, one, other);
    await upload(support, two, photo);
    await upload(support, two, other);
    expect(await activeKinds(one)).toEqual([`reused_photo:${two}`]);

    // Two photos explain the pair: deleting one keeps the flag.
    const [first, second] = await imageIdsOf(two);
    expect((await admin.delete(`/api/files/${first}`)).statusCode).toBe(200);
    expect(await activeKinds(one)).toEqual([`reused_photo:${two}`]);

    expect((await admin.delete(`/api/files/${second}`)).statusCode).toBe(200);
    expect(await activeKinds(one)).toEqual([]);
    expect(await activeKinds(two)).toEqual([]);
  });

  test('a dismissed flag stays dismissed after its photo is deleted', async () => {
    const photo = await testPhoto(23);
    const one = await create(support, { phone: freshPhone() });
    const two = await create(support, { phone: freshPhone() });
    await upload(support, one, photo);
    await upload(support, two, photo);
    const flag = (await flagsOf(admin, two)).flags[0]!;
    expect(
      (await support.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: 'Same unit, two visits' }))
        .statusCode,
    ).toBe(200);

    const [image] = await imageIdsOf(two);
    await admin.delete(`/api/files/${image}`);
    const kept = (await flagsOf(admin, two)).flags;
    expect(kept.map((row) => [row.kind, row.dismissed !== null])).toEqual([['reused_photo', true]]);
  });
});

describe('dismissing a flag', () => {
  async function duplicatePair() {
    const phone = freshPhone();
    const first = await create(support, { phone });
    const second = await create(support, { phone });
    const flag = (await flagsOf(admin, second)).flags[0]!;
    return { first, second, flag };
  }

  test('a Support Agent dismisses with a reason: both sides, each timeline says so, and it does not come back', async () => {
    const { first, second, flag } = await duplicatePair();
    const response = await support.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: 'Two units' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Flag dismissed.');

    expect(await activeKinds(second)).toEqual([]);
    expect(await activeKinds(first)).toEqual([]);
    const shown = (await flagsOf(support, second)).flags[0]!;
    expect(shown.dismissed).toEqual({ by: expect.any(String), at: expect.any(String), reason: 'Two units' });
    for (const id of [first, second]) {
      const timeline = (await admin.get(`/api/complaints/${id}/edit`)).json().timelineRecords;
      expect(timeline.map((record: { action: string }) => record.action)).toContain(
        "Flag 'Possible duplicate' dismissed: Two units",
      );
    }

    // A change that computes the flags again keeps the pair's dismissal.
    await testApp.db.transaction((tx) => refreshFieldFlags(tx, second));
    const third = await create(support, {
      phone: (await testApp.db.select().from(complaints).where(eq(complaints.id, first)))[0]!.phone,
    });
    expect(await activeKinds(second)).toEqual([`possible_duplicate:${third}`]);
    const pairRows = await testApp.db
      .select()
      .from(complaintFlags)
      .where(and(eq(complaintFlags.complaint_id, second), eq(complaintFlags.related_complaint_id, first)));
    expect(pairRows).toHaveLength(1);

    expect(
      (await support.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });

  test('an Agent may read flags but not dismiss them; a reason is required', async () => {
    const { second, flag } = await duplicatePair();
    expect((await flagsOf(agent, second)).canDismiss).toBe(false);
    expect((await agent.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: 'no' })).statusCode).toBe(
      403,
    );
    const empty = await admin.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toBeDefined();
    expect((await admin.post('/api/complaint-flags/999999/dismiss', { reason: 'x' })).statusCode).toBe(404);
  });

  test('a Dealer sees no flags, may not dismiss, and its timeline shows no dismissal', async () => {
    const { dealerId, dealer } = await dealership();
    const phone = freshPhone();
    const first = await create(support, { phone, dealer_id: dealerId });
    const second = await create(support, { phone, dealer_id: dealerId });
    const flag = (await flagsOf(admin, second)).flags[0]!;
    await admin.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: 'Checked' });

    expect((await dealer.get(`/api/complaints/${second}/flags`)).statusCode).toBe(403);
    expect((await dealer.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    const timeline = (await dealer.get(`/api/complaints/${first}/edit`)).json().timelineRecords;
    expect(timeline.map((record: { action: string }) => record.action).join()).not.toContain('Checked');
  });
});

/** A dealership with its own Dealer account, signed in. */
async function dealership(): Promise<{ dealerId: number; dealer: TestBrowser }> {
  const { id: dealerId } = await createDealer(testApp.db);
  const account = await createUser(testApp.db, { role: 'dealer', dealerId });
  return { dealerId, dealer: await testApp.signIn(account.username, account.password) };
}

describe('the Flagged filter and the cards', () => {
  test('finds only complaints with a flag not dismissed, and the cards carry their kinds for staff only', async () => {
    const word = `Flagtest ${phoneSeed}`;
    const phone = freshPhone();
    const first = await create(support, { phone, customer_name: word });
    const second = await create(support, { phone, customer_name: word });
    const plain = await create(support, { phone: freshPhone(), customer_name: word });

    const list = async (browser: TestBrowser, query: string) =>
      (await browser.get(`/api/complaints?search=${encodeURIComponent(word)}${query}`)).json().complaints as {
        id: number;
        flags?: string[];
      }[];
    expect((await list(admin, '&flagged=1')).map((card) => card.id)).toEqual([second, first]);
    const cards = await list(admin, '');
    expect(cards.find((card) => card.id === plain)?.flags).toEqual([]);
    expect(cards.find((card) => card.id === second)?.flags).toEqual(['possible_duplicate']);

    const flag = (await flagsOf(admin, second)).flags[0]!;
    await admin.post(`/api/complaint-flags/${flag.id}/dismiss`, { reason: 'Checked' });
    expect(await list(admin, '&flagged=1')).toEqual([]);
  });

  test('a Dealer reading its own list gets no flags on the cards', async () => {
    const { dealerId, dealer } = await dealership();
    const phone = freshPhone();
    await create(support, { phone, dealer_id: dealerId });
    await create(support, { phone, dealer_id: dealerId });
    const cards = (await dealer.get('/api/complaints')).json().complaints as { flags?: string[] }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.flags === undefined)).toBe(true);
    // The filter itself is no way round it: a Dealer's flagged list is empty.
    expect((await dealer.get('/api/complaints?flagged=1')).json().complaints).toEqual([]);
  });
});

describe('customer history', () => {
  test('the create form finds earlier complaints by any spelling of the phone, newest first, with the latest details', async () => {
    const phone = freshPhone();
    const older = await create(support, { phone, customer_name: 'Older Name', product_name: 'Fridge' });
    const newer = await create(support, { phone, customer_name: 'Newer Name', customer_city: 'Multan' });

    const response = await support.get(
      `/api/complaints/customer-history?phone=${encodeURIComponent(otherSpelling(phone))}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.complaints.map((row: { id: number }) => row.id)).toEqual([newer, older]);
    expect(body.complaints[1]).toEqual({
      id: older,
      created_at: expect.any(String),
      product_name: 'Fridge',
      status: 'Open',
    });
    expect(body.customer).toMatchObject({ customer_name: 'Newer Name', customer_city: 'Multan' });

    const bad = await support.get('/api/complaints/customer-history?phone=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone).toBeDefined();
  });

  test('the edit card lists every other complaint of the phone, only those the reader may read', async () => {
    const phone = freshPhone();
    const technicianId = await userIdOf(testApp.db, 'technician');
    const theirs = await createComplaint(testApp.db, { phone, assignee_id: technicianId });
    const alsoTheirs = await createComplaint(testApp.db, { phone, assignee_id: technicianId });
    const notTheirs = await createComplaint(testApp.db, { phone });

    const asAdmin = (await admin.get(`/api/complaints/${theirs.id}/customer-history`)).json();
    expect(asAdmin.total).toBe(2);
    expect(asAdmin.complaints.map((row: { id: number }) => row.id).sort()).toEqual(
      [alsoTheirs.id, notTheirs.id].sort(),
    );

    const asTechnician = (await technician.get(`/api/complaints/${theirs.id}/customer-history`)).json();
    expect(asTechnician.total).toBe(1);
    expect(asTechnician.complaints.map((row: { id: number }) => row.id)).toEqual([alsoTheirs.id]);

    expect((await technician.get(`/api/complaints/${notTheirs.id}/customer-history`)).statusCode).toBe(404);
  });

  test('the global search finds the customer by a whole phone number, with their complaints together', async () => {
    const phone = freshPhone();
    const first = await create(support, { phone, customer_name: 'Search Customer', product_name: 'Fridge' });
    const second = await create(support, { phone, customer_name: 'Search Customer' });

    const reply = (await support.get(`/api/search?q=${encodeURIComponent(otherSpelling(phone))}`)).json();
    expect(reply.customer).toEqual({
      customer_name: 'Search Customer',
      phone: otherSpelling(phone),
      total: 2,
      complaints: [
        expect.objectContaining({ id: second }),
        expect.objectContaining({ id: first, product_name: 'Fridge' }),
      ],
    });
    expect((await support.get('/api/search?q=Search%20Customer')).json().customer).toBeNull();
  });
});
