import { desc, eq } from 'drizzle-orm';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { PROVINCES, type Province } from '#domain/geo/provinces.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import type { Database } from '#server/db/client.ts';
import { storeDemoPhotos, storeDemoProofs } from './demo-images.ts';
import { complaintComments, complaintImages, complaintNotes } from '#server/db/schema/collaboration.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { paymentProofs } from '#server/db/schema/payment-proofs.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';

const DEMO_COMMENTS = [
  'Customer called to ask for an update.',
  'Visit scheduled for tomorrow morning.',
  'Spare part ordered from the warehouse.',
  'Customer confirmed the unit works again.',
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
const PRODUCTS = [
  {
    category: 'Air Conditioner',
    names: ['Inverter AC 1.5 Ton', 'Split AC 1 Ton'],
    problems: ['Not cooling', 'Water leakage', 'Gas leakage', 'Noise from outdoor unit'],
  },
  {
    category: 'Refrigerator',
    names: ['Frost-Free Refrigerator', 'Deep Freezer'],
    problems: ['Not cooling', 'Compressor failure', 'Door seal broken'],
  },
  {
    category: 'Washing Machine',
    names: ['Automatic Washer 8 kg', 'Twin Tub Washer'],
    problems: ['Drum not spinning', 'Water not draining', 'Noise'],
  },
  {
    category: 'LED TV',
    names: ['Smart LED TV 43"', 'Android TV 55"'],
    problems: ['No display', 'Remote not working', 'Lines on screen'],
  },
  {
    category: 'Microwave Oven',
    names: ['Solo Microwave 20 L', 'Grill Microwave 25 L'],
    problems: ['Not heating', 'Turntable not rotating'],
  },
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
    const dealerAccount = staff.find((user) => user.role === 'dealer');
    if (dealerAccount)
      await tx.update(users).set({ dealerId: dealerRows[0]!.id }).where(eq(users.id, dealerAccount.id));

    for (let index = 0; index < DEMO_COMPLAINT_COUNT; index++) {
      const province = pick(provinces);
      const product = pick(PRODUCTS);
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
      const [row] = await tx
        .insert(complaints)
        .values({
          customer_name: name,
          email: index % 3 === 0 ? '' : `${name.toLowerCase().replace(' ', '.')}${index}@example.com`,
          customer_province: province,
          customer_city: pick(PROVINCES[province]),
          phone: phone(),
          address: `House ${1 + Math.floor(next() * 300)}, Street ${1 + Math.floor(next() * 40)}`,
          shop: pick(SHOPS),
          dealer_id: dealer.id,
          dealer_name: dealer.dealer_name,
          dealer_phone: dealer.dealer_phone,
          dealer_city: dealer.dealer_city,
          dealer_address: dealer.dealer_address,
          product_category: product.category,
          product_name: pick(product.names),
          product_variant: pick(['Standard', 'Deluxe', 'Pro']),
          model: `${product.category.slice(0, 2).toUpperCase()}-${100 + Math.floor(next() * 900)}`,
          problem_type: pick(product.problems),
          purchase_date: purchased.toISOString().slice(0, 10),
          warranty_details: new Date(purchased.getTime() + 365 * DAY_MS).toISOString().slice(0, 10),
          problem_detail: `<p>The customer reports: <strong>${pick(product.problems).toLowerCase()}</strong>.</p><ul><li>Checked by phone</li><li>Visit requested</li></ul>`,
          status,
          priority: pick(PRIORITIES),
          assignee_id: assignee?.id ?? null,
          created_by: author.id,
          created_at: createdAt,
          updated_at: createdAt,
          resolved_at: status === 'Resolved' ? changedAt : null,
        })
        .returning({ id: complaints.id });
      const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
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
