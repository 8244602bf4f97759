import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import { updateBody } from '#domain/complaints/update-body.ts';
import { coverEndsOn, utcToday } from '#domain/complaints/warranty.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
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
  createUser,
  uniqueWord,
  userIdOf,
} from '#server/testing/factories.ts';
import { readSlaSettings, saveSlaSettings } from '#server/features/sla/sla.service.ts';
import { warrantyAgeingCron } from './warranty.routes.ts';
import { ageWarranties } from './warranty.service.ts';

let testApp: TestApp;
let admin: TestBrowser;
let support: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  support = await testApp.signIn('support', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

/** The day `months` months (and `days` days) before today, UTC. */
function daysAgo(days: number, months = 0): string {
  const date = new Date(`${utcToday()}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function newProduct(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/products', {
    category: 'Refrigerator',
    name: `Fridge ${uniqueWord()}`,
    model: `RF-${uniqueWord()}`,
    variants: ['Silver'],
    cover_months: 12,
    part_covers: [{ part: 'Compressor', months: 60 }],
    launched_on: '2020-01-01',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().product as { id: number; name: string; model: string; category: string };
}

async function create(browser: TestBrowser, overrides: Record<string, unknown>) {
  return browser.post('/api/complaints', complaintInput(overrides));
}

const edit = async (id: number, browser = support): Promise<ComplaintEditReply> =>
  (await browser.get(`/api/complaints/${id}/edit`)).json();

describe('the warranty verdict at create', () => {
  test('a catalogue product bought 13 months ago with 12 months of cover is out of warranty; its details are copied', async () => {
    const product = await newProduct();
    const purchase = daysAgo(0, 13);

    const response = await create(support, {
      product_id: product.id,
      product_name: 'typed name',
      model: '',
      purchase_date: purchase,
      order_number: 'INV-77',
    });

    expect(response.statusCode).toBe(201);
    const { complaint } = await edit(response.json().complaint.id);
    expect(complaint).toMatchObject({
      product_id: product.id,
      product_name: product.name,
      model: product.model,
      product_category: 'Refrigerator',
      order_number: 'INV-77',
      warranty_verdict: 'out_of_warranty',
      warranty_ends_on: coverEndsOn(purchase, 12),
    });
  });

  test('in warranty, expiring within 30 days, and unknown without a product or a purchase date', async () => {
    const product = await newProduct();
    const verdictOf = async (overrides: Record<string, unknown>) => {
      const response = await create(support, overrides);
      expect(response.statusCode).toBe(201);
      return (await edit(response.json().complaint.id)).complaint.warranty_verdict;
    };

    expect(await verdictOf({ product_id: product.id, purchase_date: daysAgo(0, 2) })).toBe('in_warranty');
    expect(await verdictOf({ product_id: product.id, purchase_date: daysAgo(-10, 12) })).toBe('expiring');
    expect(await verdictOf({ product_id: null, purchase_date: daysAgo(0, 2) })).toBe('unknown');
    expect(await verdictOf({ product_id: product.id, purchase_date: null })).toBe('unknown');
  });

  test('a purchase in the future or before the product was in the catalogue is refused on the field', async () => {
    const product = await newProduct({ launched_on: daysAgo(0, 6) });
    const before = await create(support, { product_id: product.id, purchase_date: daysAgo(1, 6) });
    const future = await create(support, { purchase_date: daysAgo(-1) });
    const missing = await create(support, { product_id: 999_999 });

    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toEqual({
      purchase_date: [en.complaints.validation.purchaseBeforeLaunch],
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ purchase_date: [en.complaints.validation.purchaseInFuture] });
    expect(missing.json().errors).toEqual({ product_id: [en.complaints.validation.productNotFound] });
  });

  test('a Dealer picks a catalogue product through the picker and names it; its verdict is judged', async () => {
    const product = await newProduct();
    const dealer = await testApp.signIn('dealer', DEMO_PASSWORD);

    // The catalogue's own screens stay closed to a Dealer; the picker gives what the form needs.
    expect((await dealer.get('/api/products')).statusCode).toBe(403);
    const picker = await dealer.get(`/api/product-picker?search=${encodeURIComponent(product.model)}`);
    expect(picker.statusCode, picker.body).toBe(200);
    expect(picker.json().products).toEqual([
      {
        id: product.id,
        category: 'Refrigerator',
        name: product.name,
        model: product.model,
        variants: ['Silver'],
        cover_months: 12,
        part_covers: [{ part: 'Compressor', months: 60 }],
        launched_on: '2020-01-01',
      },
    ]);
    expect(picker.json().categories).toContain('Refrigerator');

    const created = await create(dealer, { product_id: product.id, purchase_date: daysAgo(0, 2) });
    expect(created.statusCode, created.body).toBe(201);
    const { complaint } = await edit(created.json().complaint.id);
    expect(complaint).toMatchObject({ product_id: product.id, warranty_verdict: 'in_warranty' });
  });

  test("the picker answers one product by id ('Edit details'), and nobody who fills no complaint", async () => {
    const product = await newProduct();
    const byId = await support.get(`/api/product-picker?id=${product.id}`);
    expect(byId.json().products.map((row: { id: number }) => row.id)).toEqual([product.id]);
    expect((await support.get('/api/product-picker?id=999999')).json().products).toEqual([]);

    const user = await createUser(testApp.db, { role: 'client', password: DEMO_PASSWORD });
    const client = await testApp.signIn(user.username, DEMO_PASSWORD);
    expect((await client.get('/api/product-picker')).statusCode).toBe(403);
    expect((await testApp.browser().get('/api/product-picker')).statusCode).toBe(401);
  });
});

describe('the verdict on edits', () => {
  test('changing the purchase date judges again and says so in the timeline', async () => {
    const product = await newProduct();
    const id = (await create(support, { product_id: product.id, purchase_date: daysAgo(0, 2) })).json()
      .complaint.id;
    const loaded = await edit(id);

    const response = await support.request('PATCH', `/api/complaints/${id}/details`, {
      ...updateBody(loaded, { assignee: 0, level: 'L1', status: 'Open' }),
      purchase_date: daysAgo(0, 14),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().complaint.warranty_verdict).toBe('out_of_warranty');
    expect(response.json().timelineRecords.at(-1).action).toBe('Warranty verdict: Out of warranty');
  });

  test("a change of the product's terms keeps existing verdicts until 'Recompute warranty'", async () => {
    const product = await newProduct();
    const purchase = daysAgo(0, 13);
    const id = (await create(support, { product_id: product.id, purchase_date: purchase })).json().complaint
      .id;
    await admin.put(`/api/products/${product.id}`, {
      ...product,
      variants: ['Silver'],
      cover_months: 24,
      part_covers: [{ part: 'Compressor', months: 60 }],
      launched_on: '2020-01-01',
    });

    // An edit of another field keeps the verdict it was judged with.
    const loaded = await edit(id);
    await support.put(`/api/complaints/${id}`, {
      ...updateBody(loaded, { assignee: 0, level: 'L3', status: 'Open' }),
      assignee: null,
    });
    const kept = await edit(id);
    expect(kept.complaint.warranty_verdict).toBe('out_of_warranty');
    expect(kept.complaint.product_id).toBe(product.id);

    const recomputed = await support.post(`/api/complaints/${id}/warranty`, {
      version: kept.complaint.version,
    });

    expect(recomputed.statusCode).toBe(200);
    expect(recomputed.json().complaint).toEqual({
      warranty_verdict: 'in_warranty',
      warranty_ends_on: coverEndsOn(purchase, 24),
    });
    expect(recomputed.json().timelineRecords.at(-1)).toMatchObject({
      action: "Warranty recomputed with the product's current terms: In warranty",
      user_name: 'Sara Khan',
    });
    const stale = await support.post(`/api/complaints/${id}/warranty`, { version: kept.complaint.version });
    expect(stale.statusCode).toBe(409);
  });

  test('recomputing needs the right to update the complaint', async () => {
    const id = (await createComplaint(testApp.db)).id;
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);

    expect((await agent.post(`/api/complaints/${id}/warranty`, { version: 1 })).statusCode).toBe(403);
  });
});

describe('the Warranty filter', () => {
  test('narrows the lists to the chosen verdicts', async () => {
    const word = uniqueWord();
    const out = await createComplaint(testApp.db, {
      customer_name: `Out ${word}`,
      warranty_verdict: 'out_of_warranty',
    });
    const expiring = await createComplaint(testApp.db, {
      customer_name: `Expiring ${word}`,
      warranty_verdict: 'expiring',
    });
    await createComplaint(testApp.db, { customer_name: `In ${word}`, warranty_verdict: 'in_warranty' });

    const ids = async (query: string) =>
      (await support.get(`/api/complaints?search=${word}&${query}`))
        .json()
        .complaints.map((card: { id: number; warranty_verdict: string }) => [card.id, card.warranty_verdict]);

    expect(await ids('warranty=out_of_warranty')).toEqual([[out.id, 'out_of_warranty']]);
    expect(await ids('warranty=out_of_warranty&warranty=expiring')).toEqual([
      [expiring.id, 'expiring'],
      [out.id, 'out_of_warranty'],
    ]);
    expect((await support.get('/api/complaints?warranty=maybe')).statusCode).toBe(422);
  });
});

describe('verdicts move on as days pass (decision 030)', () => {
  /** Noon UTC on `day`, a time inside that day in the demo's company zone too. */
  const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
  const dayAfter = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  test('In warranty turns Expiring 30 days before the last day and Out after it, with a timeline entry; the filter follows', async () => {
    const word = uniqueWord();
    const product = await newProduct();
    // Bought 11 months and 20 days ago: in warranty today, ends in about 10 days.
    const response = await create(support, {
      customer_name: `Ageing ${word}`,
      product_id: product.id,
      purchase_date: daysAgo(20, 11),
    });
    const id = response.json().complaint.id as number;
    // Judged as it would have been two months ago: In warranty.
    await testApp.db.update(complaints).set({ warranty_verdict: 'in_warranty' }).where(eq(complaints.id, id));
    const before = await edit(id);
    const endsOn = before.complaint.warranty_ends_on!;

    expect(await ageWarranties(testApp.db, noonOf(dayAfter(endsOn, -31)))).toBe(0);
    expect((await edit(id)).complaint.warranty_verdict).toBe('in_warranty');

    await ageWarranties(testApp.db, noonOf(dayAfter(endsOn, -30)));
    const expiring = await edit(id);
    expect(expiring.complaint.warranty_verdict).toBe('expiring');
    // Time passing is no edit: an open form still saves.
    expect(expiring.complaint.version).toBe(before.complaint.version);
    expect(expiring.timelineRecords.at(-1)).toMatchObject({
      action: 'Warranty verdict: Expiring',
      user_name: 'CareDesk',
    });
    const listed = async (verdict: string) =>
      (await support.get(`/api/complaints?search=${word}&warranty=${verdict}`))
        .json()
        .complaints.map((card: { id: number; warranty_verdict: string }) => card.warranty_verdict);
    expect(await listed('expiring')).toEqual(['expiring']);

    await ageWarranties(testApp.db, noonOf(endsOn));
    expect((await edit(id)).complaint.warranty_verdict).toBe('expiring');
    await ageWarranties(testApp.db, noonOf(dayAfter(endsOn, 1)));
    expect((await edit(id)).complaint.warranty_verdict).toBe('out_of_warranty');
    expect(await listed('out_of_warranty')).toEqual(['out_of_warranty']);
    expect(await listed('in_warranty')).toEqual([]);

    // The claim was made while covered: no 'Claim after warranty', even after a later edit.
    const flags = async () =>
      (await admin.get(`/api/complaints/${id}/flags`))
        .json()
        .flags.map((flag: { kind: string }) => flag.kind);
    expect(await flags()).toEqual([]);
    const loaded = await edit(id);
    const changed = await support.request('PATCH', `/api/complaints/${id}/details`, {
      ...updateBody(loaded, { assignee: 0, level: 'L1', status: 'Open' }),
      phone: '0333 7777001',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await flags()).toEqual([]);
  });

  test("counts days in the company's time zone", async () => {
    const product = await newProduct();
    const response = await create(support, { product_id: product.id, purchase_date: daysAgo(20, 11) });
    const id = response.json().complaint.id as number;
    await testApp.db.update(complaints).set({ warranty_verdict: 'in_warranty' }).where(eq(complaints.id, id));
    const endsOn = (await edit(id)).complaint.warranty_ends_on!;
    const expiringFrom = dayAfter(endsOn, -30);
    // 21:30 UTC the evening before: still the day before in UTC, already that day in Karachi (UTC+5).
    const evening = new Date(Date.parse(`${dayAfter(expiringFrom, -1)}T21:30:00Z`));
    const settings = await readSlaSettings(testApp.db);
    await ageWarranties(testApp.db, evening);
    expect((await edit(id)).complaint.warranty_verdict).toBe('in_warranty');
    await saveSlaSettings(testApp.db, {
      ...settings,
      hours: { ...settings.hours, timeZone: 'Asia/Karachi' },
    });
    try {
      await ageWarranties(testApp.db, evening);
      expect((await edit(id)).complaint.warranty_verdict).toBe('expiring');
    } finally {
      await saveSlaSettings(testApp.db, settings);
    }
  });

  test('the hourly schedule is registered with the other jobs', async () => {
    expect(warrantyAgeingCron).toBe('7 * * * *');
  });
});

describe("the order's payment proofs on the complaint", () => {
  test('the edit screen gets the order number; only readers of payment proofs get its images', async () => {
    const order = `ORD-${uniqueWord()}`;
    const technicianId = await userIdOf(testApp.db, 'technician');
    const complaint = await createComplaint(testApp.db, { order_number: order, assignee_id: technicianId });
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    expect((await edit(complaint.id, technician)).complaint.order_number).toBe(order);
    expect((await support.get(`/api/payment-proof-images/${order}`)).statusCode).toBe(200);
    expect((await technician.get(`/api/payment-proof-images/${order}`)).statusCode).toBe(403);
    const [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    expect(row!.order_number).toBe(order);
  });
});
