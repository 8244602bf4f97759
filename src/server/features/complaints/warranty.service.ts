import { subject } from '@casl/ability';
import { judgeWarranty, todayIn, type WarrantyJudgement } from '#domain/complaints/warranty.ts';
import type { z } from 'zod';
import type { recomputeWarrantyInput } from '#domain/complaints/complaint.schemas.ts';
import { translate } from '#domain/i18n/translate.ts';
import { mayPickProducts } from '#domain/products/may-pick-products.ts';
import { AppError, forbidden } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { catalogueProduct } from '#server/features/products/products.service.ts';
import { companyTimeZone } from '#server/features/sla/sla.service.ts';
import type { Caller } from '#server/http/caller.ts';
import { refreshFieldFlags } from './complaint-flags.service.ts';
import { TIMELINE } from './complaint-timeline.ts';
import {
  insertTimeline,
  updateComplaintAtVersion,
  type ComplaintChanges,
  type ComplaintRow,
} from './complaints.repository.ts';
import type { Change } from './complaints.service.ts';
import { ageWarrantyVerdicts } from './warranty.repository.ts';
import { readableComplaint, timelineOf } from './complaints.service.ts';

const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { [field]: [messageKey] });
const conflict = () => new AppError('EDIT_CONFLICT', 409, 'complaints.messages.conflict');

interface ProductChoice {
  product_id: number | null;
  purchase_date: string | null;
}

type WarrantyChanges = Pick<
  ComplaintChanges,
  'product_id' | 'product_name' | 'model' | 'product_category' | 'warranty_verdict' | 'warranty_ends_on'
>;

/**
 * The product and warranty part of a new complaint, or of an edit that changes the product or the
 * purchase date: a catalogue product's name, model and category are copied, its terms judge the
 * verdict. A purchase in the future, or before the product was in the catalogue, is refused (422).
 * An edit that changes neither keeps the stored verdict and copies (`row`): a product's later term
 * changes reach a complaint only through 'Recompute warranty'.
 */
export async function warrantyChanges(
  db: Database,
  input: ProductChoice,
  caller: Pick<Caller, 'ability'>,
  row: ComplaintRow | null = null,
  day?: string,
): Promise<WarrantyChanges> {
  const today = day ?? (await companyToday(db));
  if (input.purchase_date && input.purchase_date > today)
    throw invalid('purchase_date', 'complaints.validation.purchaseInFuture');
  if (row && row.product_id === input.product_id && row.purchase_date === input.purchase_date) {
    return row.product_id === null ? {} : pickCopies(row);
  }
  if (input.product_id === null) return { product_id: null, ...asChanges(judgeWarranty(null, null, today)) };
  if (!mayPickProducts(caller.ability)) throw forbidden();
  const product = await catalogueProduct(db, input.product_id);
  if (!product) throw invalid('product_id', 'complaints.validation.productNotFound');
  if (input.purchase_date && input.purchase_date < product.launched_on)
    throw invalid('purchase_date', 'complaints.validation.purchaseBeforeLaunch');
  const copies =
    row && row.product_id === product.id
      ? pickCopies(row)
      : {
          product_id: product.id,
          product_name: product.name,
          model: product.model,
          product_category: product.category,
        };
  return { ...copies, ...asChanges(judgeWarranty(input.purchase_date, product, today)) };
}

/** Today in the company's time zone: the day verdicts are judged on. */
export async function companyToday(db: Database, now = new Date()): Promise<string> {
  return todayIn(await companyTimeZone(db), now);
}

const SYSTEM_ACTOR = 'CareDesk';

/**
 * Time passing (decision 030): verdicts judged 'In warranty' or 'Expiring' move on when their
 * last day comes near or goes by in the company's time zone, each with a timeline entry by
 * CareDesk. Run every hour by the `warranty-verdicts` schedule (the company's midnight is
 * whichever hour it is in UTC, and a missed run is caught up by the next). 'Claim after warranty'
 * is not raised: the claim was made while covered.
 */
export async function ageWarranties(db: Database, now = new Date()): Promise<number> {
  const today = await companyToday(db, now);
  return db.transaction(async (tx) => {
    const moved = await ageWarrantyVerdicts(tx, today);
    await insertTimeline(
      tx,
      moved.map((row) => ({
        complaint_id: row.id,
        action_key: TIMELINE.warrantyJudged,
        params: { verdict: row.warranty_verdict },
        user_id: null,
        user_name: SYSTEM_ACTOR,
      })),
    );
    return moved.length;
  });
}

function pickCopies(row: ComplaintRow): WarrantyChanges {
  return {
    product_id: row.product_id,
    product_name: row.product_name,
    model: row.model,
    product_category: row.product_category,
  };
}

const asChanges = (judgement: WarrantyJudgement) => ({
  warranty_verdict: judgement.verdict,
  warranty_ends_on: judgement.ends_on,
});

/** The timeline entry of a verdict that changed with an edit; none when it stayed. */
export function describeWarrantyChange(row: ComplaintRow, changes: ComplaintChanges): Change[] {
  const verdict = changes.warranty_verdict ?? row.warranty_verdict;
  const endsOn = changes.warranty_ends_on === undefined ? row.warranty_ends_on : changes.warranty_ends_on;
  if (verdict === row.warranty_verdict && endsOn === row.warranty_ends_on) return [];
  return [{ action_key: TIMELINE.warrantyJudged, params: { verdict } }];
}

/**
 * 'Recompute warranty': judges the stored purchase date again with the product's current terms and
 * writes the verdict with a timeline entry, whether or not it changed (the agent asked for it).
 */
export async function recomputeWarranty(
  db: Database,
  id: number,
  input: z.output<typeof recomputeWarrantyInput>,
  caller: Caller,
) {
  const row = await readableComplaint(db, id, caller.ability);
  if (!caller.ability.can('update', subject('Complaint', { ...row }))) throw forbidden();
  if (row.version !== input.version) throw conflict();
  const product = row.product_id === null ? null : await catalogueProduct(db, row.product_id);
  const judgement = judgeWarranty(row.purchase_date, product, await companyToday(db));
  const version = await db.transaction(async (tx) => {
    const next = await updateComplaintAtVersion(tx, id, input.version, asChanges(judgement));
    if (next === null) throw conflict();
    // 'Claim after warranty' follows the verdict.
    if (judgement.verdict !== row.warranty_verdict) await refreshFieldFlags(tx, id);
    await insertTimeline(tx, [
      {
        complaint_id: id,
        action_key: TIMELINE.warrantyRecomputed,
        params: { verdict: judgement.verdict },
        user_id: caller.user.id,
        user_name: caller.user.name,
      },
    ]);
    return next;
  });
  return {
    message: translate(caller.language, 'complaints.warranty.recomputed'),
    timelineRecords: await timelineOf(db, id, caller),
    version,
    complaint: { warranty_verdict: judgement.verdict, warranty_ends_on: judgement.ends_on },
  };
}
