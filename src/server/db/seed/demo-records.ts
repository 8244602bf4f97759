import { desc, eq, sql } from 'drizzle-orm';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { PROVINCES, type Province } from '#domain/geo/provinces.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import type { Database } from '#server/db/client.ts';
import { judgeWarranty, utcToday } from '#domain/complaints/warranty.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { DEMO_PROOF_ORDERS, storeDemoPhotos, storeDemoProofs } from './demo-images.ts';
import { complaintComments, complaintImages, complaintNotes } from '#server/db/schema/collaboration.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { paymentProofs } from '#server/db/schema/payment-proofs.ts';
import { productCategories, products, productTimeline } from '#server/db/schema/products.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { settings } from '#server/db/schema/settings.ts';
import { slaEvents } from '#server/db/schema/sla.ts';
import type { BusinessHours } from '#domain/sla/business-hours.ts';
import { dueEvents, newClock, nextAlertAt, slaColumns, type SlaSettings } from '#domain/sla/sla-clock.ts';
import { DEFAULT_SLA_POLICY } from '#domain/sla/sla-policy.ts';
import { complaintVisitParts, complaintVisits } from '#server/db/schema/visits.ts';
import { recordsVisits } from '#domain/visits/visit.ts';

const DEMO_COMMENTS = [
  'Customer called to ask for an update.',
  'Visit scheduled for tomorrow morning.',
  'Spare part ordered from the warehouse.',
  'Customer confirmed the unit works again.',
];
const DEMO_VISIT_WORK = [
  'Replaced the run capacitor, cleaned the filters, checked the gas pressure.',
  'Tightened the loose terminal, tested for an hour: cooling normally.',
  'Cleared the drain pipe and reset the controller.',
];

const DEMO_NOTES = [
  'Warranty card photo still missing.',
  'Second complaint from this customer this year.',
  'Dealer asked us to prioritise this one.',
];

export const DEMO_DEALER_COUNT = 40;
export const DEMO_COMPLAINT_COUNT = 200;
const DAY_MS = 86_400_000;

const FIRST_NAMES = [
  'Ahmed',
  'Ali',
  'Ayesha',
  'Fatima',
  'Hassan',
  'Hina',
  'Imran',
  'Kamran',
  'Maryam',
  'Nadia',
  'Omar',
  'Rabia',
  'Saad',
  'Sana',
  'Tahir',
  'Usman',
  'Zainab',
  'Zeeshan',
  'Bushra',
  'Farhan',
];
const LAST_NAMES = [
  'Khan',
  'Ahmed',
  'Malik',
  'Hussain',
  'Butt',
  'Chaudhry',
  'Qureshi',
  'Sheikh',
  'Raza',
  'Siddiqui',
  'Javed',
  'Iqbal',
  'Mirza',
  'Shah',
  'Abbasi',
];
const DEALER_WORDS = [
  'Electronics',
  'Traders',
  'Appliances',
  'Home Centre',
  'Enterprises',
  'Cool Point',
  'Brothers',
  'Mart',
];
const SHOPS = [
  'Hafeez Centre',
  'Saddar Market',
  'Liberty Market',
  'Dolmen Mall',
  'Local shop',
  'Online store',
];

/** A small deterministic generator, so the demo data is the same on every machine. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/** The demo company works in Pakistan: Monday to Saturday, 09:00 to 18:00, Karachi time. */
export const DEMO_BUSINESS_HOURS: BusinessHours = {
  timeZone: 'Asia/Karachi',
  days: [1, 2, 3, 4, 5, 6],
  open: '09:00',
  close: '18:00',
  times: {},
  holidays: ['2026-03-23', '2026-05-01', '2026-08-14', '2026-12-25'],
};

/**
 * Demo dealers and complaints for the embedded database's first run: every status and priority,
 * across the provinces, some assigned, with their timelines. Written in one transaction.
 */
export async function seedDemoRecords(db: Database, store?: FileStore, now = Date.now()): Promise<void> {
  const { next, pick } = generator(20_261_122);
  const provinces = Object.keys(PROVINCES) as Province[];
  const phone = () =>
    `03${Math.floor(next() * 10)}${String(Math.floor(next() * 10_000_000)).padStart(8, '0')}`;

  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: 'businessHours', value: DEMO_BUSINESS_HOURS })
      .onConflictDoNothing();
    // The dashboards' roll-ups in that zone's days (none to count yet: instant; decision 033).
    await tx.execute(sql`select dashboard_rebuild()`);
    const sla: SlaSettings = { hours: DEMO_BUSINESS_HOURS, policy: DEFAULT_SLA_POLICY };
    const dealerRows = await tx
      .insert(dealers)
      .values(
        Array.from({ length: DEMO_DEALER_COUNT }, (_, index) => {
          const province = provinces[index % provinces.length]!;
          const city = pick(PROVINCES[province]);
          return {
            dealer_name: `${pick(LAST_NAMES)} ${pick(DEALER_WORDS)}`,
            dealer_phone: phone(),
            dealer_city: city,
            dealer_address: `Shop ${1 + Math.floor(next() * 90)}, Main Bazaar, ${city}`,
            created_at: new Date(now - (200 - index) * DAY_MS),
          };
        }),
      )
      .returning();

    const staff = await tx
      .select({ id: users.id, name: users.name, role: roles.slug })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId));
    const assignable = staff.filter((user) =>
      ['support-agent', 'agent', 'field-agent', 'technician'].includes(user.role),
    );
    const author = staff.find((user) => user.role === 'admin') ?? staff[0]!;
    const catalogue = await seedCatalogue(tx, author, now);
    const dealerAccount = staff.find((user) => user.role === 'dealer');
    if (dealerAccount)
      await tx.update(users).set({ dealerId: dealerRows[0]!.id }).where(eq(users.id, dealerAccount.id));

    for (let index = 0; index < DEMO_COMPLAINT_COUNT; index++) {
      const province = pick(provinces);
      const category = pick(catalogue);
      const dealer = dealerRows[index % 5 === 0 ? 0 : Math.floor(next() * dealerRows.length)]!;
      const status: ComplaintStatus = COMPLAINT_STATUSES[index % COMPLAINT_STATUSES.length]!;
      const assignee = status === 'Open' && index % 8 === 0 ? null : pick(assignable);
      const createdAt = new Date(now - Math.floor(next() * 120 * DAY_MS) - DAY_MS);
      const purchased = new Date(createdAt.getTime() - Math.floor(next() * 400) * DAY_MS);
      // Status changes from 6 hours to 6 days after, never later than an hour ago (the dashboards' times).
      const changedAt = new Date(
        Math.min(createdAt.getTime() + (6 + ((index * 37) % 140)) * 3_600_000, now - 3_600_000),
      );
      const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
      // Drawn in the order the fields were always drawn in, so the demo records stay what they were.
      const city = pick(PROVINCES[province]);
      const customerPhone = phone();
      const address = `House ${1 + Math.floor(next() * 300)}, Street ${1 + Math.floor(next() * 40)}`;
      const shop = pick(SHOPS);
      const product = pick(category.products);
      const variant = pick(product.variants);
      const modelDigits = 100 + Math.floor(next() * 900);
      // One complaint in ten is for a product the catalogue does not list: its warranty is unknown.
      const listed = index % 10 !== 7;
      const purchaseDate = purchased.toISOString().slice(0, 10);
      const judgement = judgeWarranty(purchaseDate, listed ? product : null, utcToday(createdAt));
      const [row] = await tx
        .insert(complaints)
        .values({
          customer_name: name,
          email: index % 3 === 0 ? '' : `${name.toLowerCase().replace(' ', '.')}${index}@example.com`,
          customer_province: province,
          customer_city: city,
          phone: customerPhone,
          address,
          shop,
          dealer_id: dealer.id,
          dealer_name: dealer.dealer_name,
          dealer_phone: dealer.dealer_phone,
          dealer_city: dealer.dealer_city,
          dealer_address: dealer.dealer_address,
          product_id: listed ? product.id : null,
          product_category: category.category,
          product_name: listed ? product.name : `${category.category} (older model)`,
          product_variant: listed ? variant : '',
          model: listed ? product.model : `OLD-${modelDigits}`,
          problem_type: pick(category.problems),
          purchase_date: purchaseDate,
          order_number: demoOrderNumber(index),
          warranty_verdict: judgement.verdict,
          warranty_ends_on: judgement.ends_on,
          warranty_details: judgement.ends_on,
          problem_detail: `<p>The customer reports: <strong>${pick(category.problems).toLowerCase()}</strong>.</p><ul><li>Checked by phone</li><li>Visit requested</li></ul>`,
          status,
          priority: pick(PRIORITIES),
          assignee_id: assignee?.id ?? null,
          created_by: author.id,
          created_at: createdAt,
          updated_at: createdAt,
          resolved_at: status === 'Resolved' ? changedAt : null,
        })
        .returning({ id: complaints.id, priority: complaints.priority });
      const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
      // The SLA clock as the demo's history left it: what fell due before today counts as told.
      const clock = {
        ...newClock(createdAt, row!.priority),
        responseMetAt: index % 3 === 0 ? at(4) : status !== 'Open' ? at(26) : null,
        pausedAt: status === 'Pending' ? at(26) : null,
        resolutionMetAt: status === 'Resolved' ? at(26) : null,
      };
      const past = new Set(dueEvents(clock, sla, new Set(), new Date(now)));
      await tx
        .update(complaints)
        .set({ ...slaColumns(clock, sla, new Date(now)), sla_alert_at: nextAlertAt(clock, sla, past) })
        .where(eq(complaints.id, row!.id));
      if (past.size > 0)
        await tx.insert(slaEvents).values([...past].map((event) => ({ complaint_id: row!.id, event })));
      const timeline: { action_key: string; params: Record<string, string>; at: Date; by?: typeof author }[] =
        [{ action_key: 'timeline.created', params: {}, at: at(0) }];
      if (assignee)
        timeline.push({ action_key: 'timeline.assigned', params: { name: assignee.name }, at: at(2) });
      if (status !== 'Open') {
        timeline.push({
          action_key: 'timeline.statusChanged',
          params: { from: 'Open', to: status },
          at: changedAt,
        });
      }
      // Resolved work of a Field Agent or Technician comes with the visit that fixed it.
      if (status === 'Resolved' && assignee && recordsVisits(assignee.role)) {
        const [visit] = await tx
          .insert(complaintVisits)
          .values({
            complaint_id: row!.id,
            technician_id: assignee.id,
            technician_name: assignee.name,
            started_at: at(24),
            finished_at: at(25),
            work_done: DEMO_VISIT_WORK[index % DEMO_VISIT_WORK.length]!,
            outcome: 'fixed',
            customer_name: name,
          })
          .returning({ id: complaintVisits.id });
        await tx.insert(complaintVisitParts).values({
          visit_id: visit!.id,
          part: 'Run capacitor 35 µF',
          quantity: 1,
          new_serial: `CP-${1000 + index}`,
        });
        timeline.push(
          { action_key: 'timeline.visitStarted', params: {}, at: at(24), by: assignee },
          { action_key: 'timeline.visitFinished', params: { outcome: 'fixed' }, at: at(25), by: assignee },
        );
      }
      // A share of the complaints carry a comment and an internal note by their assignee.
      const writer = assignee ?? author;
      if (index % 3 === 0) {
        const content = pick(DEMO_COMMENTS);
        await tx.insert(complaintComments).values({
          complaint_id: row!.id,
          user_id: writer.id,
          user_name: writer.name,
          content,
          created_at: at(4),
        });
        timeline.push({ action_key: 'timeline.commentAdded', params: {}, at: at(4), by: writer });
      }
      if (index % 4 === 0) {
        await tx.insert(complaintNotes).values({
          complaint_id: row!.id,
          user_id: writer.id,
          user_name: writer.name,
          note: pick(DEMO_NOTES),
          created_at: at(5),
        });
        timeline.push({ action_key: 'timeline.noteAdded', params: {}, at: at(5), by: writer });
      }
      await tx.insert(complaintTimeline).values(
        timeline.map((entry) => ({
          complaint_id: row!.id,
          action_key: entry.action_key,
          params: entry.params,
          user_id: (entry.by ?? author).id,
          user_name: (entry.by ?? author).name,
          created_at: entry.at,
        })),
      );
    }
    // A few photos on the newest complaints, through the file store like any upload.
    if (store) {
      const photos = await storeDemoPhotos(store);
      const [newest] = await tx
        .select({ id: complaints.id })
        .from(complaints)
        .orderBy(desc(complaints.created_at))
        .limit(1);
      const uploader = assignable[0] ?? author;
      await tx.insert(complaintImages).values(
        photos.map((photo) => ({
          ...photo,
          complaint_id: newest!.id,
          user_id: uploader.id,
          user_name: uploader.name,
        })),
      );
      await tx.insert(complaintTimeline).values({
        complaint_id: newest!.id,
        action_key: 'timeline.imagesUploaded',
        params: { count: String(photos.length) },
        user_id: uploader.id,
        user_name: uploader.name,
      });
      // Payment slips for a few documented order numbers.
      await tx.insert(paymentProofs).values(await storeDemoProofs(store));
    }
  });
}

/** The first complaints carry the orders that have demo payment slips; every third another order. */
function demoOrderNumber(index: number): string {
  const withProofs = DEMO_PROOF_ORDERS[index]?.[0];
  if (withProofs) return withProofs;
  return index % 3 === 0 ? `ORD-${2000 + index}` : '';
}

/** The demo catalogue with each product's 'created' history entry; the products with their ids. */
async function seedCatalogue(db: Database, author: { id: number; name: string }, now: number) {
  const created = new Date(now - 400 * DAY_MS);
  const seeded = [];
  for (const entry of DEMO_CATALOGUE) {
    const [category] = await db
      .insert(productCategories)
      .values({ name: entry.category, created_at: created })
      .returning({ id: productCategories.id });
    const rows = await db
      .insert(products)
      .values(
        entry.products.map((product) => ({ ...product, category_id: category!.id, created_at: created })),
      )
      .returning();
    await db.insert(productTimeline).values(
      rows.map((row) => ({
        product_id: row.id,
        action_key: 'timeline.created',
        user_id: author.id,
        user_name: author.name,
        created_at: created,
      })),
    );
    seeded.push({ category: entry.category, problems: entry.problems, products: rows });
  }
  return seeded;
}
