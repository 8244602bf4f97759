import { subject } from '@casl/ability';
import type { z } from 'zod';
import { coverEndsOn } from '#domain/complaints/warranty.ts';
import { recordsVisits, CLOCK_SKEW_MS, MAX_SIGNATURE_BYTES } from '#domain/visits/visit.ts';
import type {
  finishVisitInput,
  JobSheetReply,
  startVisitInput,
  VisitReply,
  VisitsReply,
} from '#domain/visits/visit.schemas.ts';
import { AppError, forbidden } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { catalogueProduct } from '#server/features/products/products.service.ts';
import type { Caller } from '#server/http/caller.ts';
import { TIMELINE } from './complaint-timeline.ts';
import { insertTimeline, type ComplaintRow } from './complaints.repository.ts';
import { readableComplaint, timelineOf } from './complaints.service.ts';
import {
  findVisit,
  findVisits,
  finishVisitAtVersion,
  insertParts,
  insertVisit,
  oneVisit,
  type VisitRow,
} from './visits.repository.ts';

type StartInput = z.output<typeof startVisitInput>;
type FinishInput = z.output<typeof finishVisitInput>;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const visitNotFound = () => new AppError('VISIT_NOT_FOUND', 404, 'visits.messages.notFound');
const visitConflict = () => new AppError('EDIT_CONFLICT', 409, 'visits.messages.conflict');
const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { [field]: [messageKey] });

/** The one rule: visits are recorded by the complaint's assignee, when a Field Agent or Technician who may update it. */
export function mayRecordVisits(row: ComplaintRow, caller: Pick<Caller, 'user' | 'ability'>): boolean {
  return (
    recordsVisits(caller.user.role) &&
    row.assignee_id === caller.user.id &&
    caller.ability.can('update', subject('Complaint', { ...row }))
  );
}

export async function listVisits(db: Database, complaintId: number, caller: Caller): Promise<VisitsReply> {
  const row = await readableComplaint(db, complaintId, caller.ability);
  const canRecord = mayRecordVisits(row, caller);
  return {
    visits: await findVisits(db, complaintId),
    canRecord,
    catalogueParts: canRecord ? await catalogueParts(db, row) : [],
  };
}

/** The part covers of the complaint's catalogue product, each with its last day of cover. */
async function catalogueParts(db: Database, row: ComplaintRow): Promise<VisitsReply['catalogueParts']> {
  const product = row.product_id === null ? null : await catalogueProduct(db, row.product_id);
  return (product?.part_covers ?? []).map((cover) => ({
    part: cover.part,
    covered_until: row.purchase_date ? coverEndsOn(row.purchase_date, cover.months) : null,
  }));
}

/** A time stamped on the device: now when not given; never in the future beyond clock skew. */
function deviceTime(value: string | undefined, field: string): Date {
  if (value === undefined) return new Date();
  const time = new Date(value);
  if (time.getTime() > Date.now() + CLOCK_SKEW_MS) throw invalid(field, 'visits.messages.inFuture');
  return time;
}

const authorOf = (caller: Caller) => ({ user_id: caller.user.id, user_name: caller.user.name });

export async function startVisit(
  db: Database,
  complaintId: number,
  input: StartInput,
  caller: Caller,
): Promise<VisitReply> {
  const row = await readableComplaint(db, complaintId, caller.ability);
  if (!mayRecordVisits(row, caller)) throw forbidden();
  const startedAt = deviceTime(input.started_at, 'started_at');
  const id = await db.transaction(async (tx) => {
    const visitId = await insertVisit(tx, {
      complaint_id: complaintId,
      technician_id: caller.user.id,
      technician_name: caller.user.name,
      started_at: startedAt,
      latitude: input.location?.latitude ?? null,
      longitude: input.location?.longitude ?? null,
      accuracy: input.location?.accuracy ?? null,
    });
    await insertTimeline(tx, [
      { complaint_id: complaintId, action_key: TIMELINE.visitStarted, params: {}, ...authorOf(caller) },
    ]);
    return visitId;
  });
  return { visit: await oneVisit(db, id), timelineRecords: await timelineOf(db, complaintId, caller) };
}

/**
 * The visit the caller may record on: theirs, on a complaint still assigned to them. A visit of a
 * complaint the caller may not read is not found.
 */
export async function recordableVisit(db: Database, visitId: number, caller: Caller): Promise<VisitRow> {
  const visit = await findVisit(db, visitId);
  if (!visit) throw visitNotFound();
  const row = await readableComplaint(db, visit.complaint_id, caller.ability).catch(() => {
    throw visitNotFound();
  });
  if (!mayRecordVisits(row, caller) || visit.technician_id !== caller.user.id) throw forbidden();
  return visit;
}

function signatureBytes(dataUrl: string | null): Buffer | null {
  if (dataUrl === null) return null;
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw invalid('signature', 'validation.tooLong');
  if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    throw invalid('signature', 'validation.invalid');
  return bytes;
}

export async function finishVisit(
  db: Database,
  visitId: number,
  input: FinishInput,
  caller: Caller,
): Promise<VisitReply> {
  const visit = await recordableVisit(db, visitId, caller);
  // A finished visit is settled: sending the report again (a retried queue) is a conflict to show.
  if (visit.version !== input.version || visit.finished_at !== null) throw visitConflict();
  const finishedAt = deviceTime(input.finished_at, 'finished_at');
  if (finishedAt < visit.started_at) throw invalid('finished_at', 'visits.messages.beforeStart');
  const signature = signatureBytes(input.signature);
  await db.transaction(async (tx) => {
    const next = await finishVisitAtVersion(tx, visitId, input.version, {
      work_done: input.work_done,
      outcome: input.outcome,
      customer_name: input.customer_name,
      signature,
      finished_at: finishedAt,
    });
    if (next === null) throw visitConflict();
    await insertParts(tx, visitId, input.parts);
    await insertTimeline(tx, [
      {
        complaint_id: visit.complaint_id,
        action_key: TIMELINE.visitFinished,
        params: { outcome: input.outcome },
        ...authorOf(caller),
      },
    ]);
  });
  return {
    visit: await oneVisit(db, visitId),
    timelineRecords: await timelineOf(db, visit.complaint_id, caller),
  };
}

export async function jobSheet(db: Database, complaintId: number, caller: Caller): Promise<JobSheetReply> {
  const row = await readableComplaint(db, complaintId, caller.ability);
  return {
    complaint: {
      id: row.id,
      customer_name: row.customer_name,
      phone: row.phone,
      address: row.address,
      customer_city: row.customer_city,
      customer_province: row.customer_province,
      dealer_name: row.dealer_name,
      dealer_phone: row.dealer_phone,
      dealer_city: row.dealer_city,
      product_category: row.product_category,
      product_name: row.product_name,
      product_variant: row.product_variant,
      model: row.model,
      problem_type: row.problem_type,
      purchase_date: row.purchase_date,
      order_number: row.order_number,
      warranty_verdict: row.warranty_verdict,
      warranty_ends_on: row.warranty_ends_on,
      problem_detail: row.problem_detail,
      status: row.status,
      assignee: row.assignee_name,
      created_at: row.created_at.toISOString(),
    },
    visits: await findVisits(db, complaintId),
  };
}
