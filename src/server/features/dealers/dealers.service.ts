import { subject } from '@casl/ability';
import type { z } from 'zod';
import type { AppAbility } from '#domain/auth/permissions.ts';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import {
  DEALER_FIELDS,
  DEALER_RECENT_COMPLAINTS,
  type Dealer,
  type DealerComplaintsReply,
  type DealerEditReply,
  type dealerInput,
  type DealerListReply,
  type dealerListQuery,
  type UpdateDealerReply,
} from '#domain/dealers/dealer.schemas.ts';
import { formatDate, fromNow } from '#domain/dates/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { fieldHistoryIn } from '#domain/i18n/field-history.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError, forbidden } from '#server/app-error.ts';
import { accessibleBy, allowsEveryRow } from '#server/db/sql/accessible-by.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS } from '#server/db/schema/complaints.ts';
import type { Caller } from '#server/http/caller.ts';
import { toComplaintCard } from '#server/features/complaints/complaints.service.ts';
import {
  countDealerComplaints,
  DEALER_RULE_COLUMNS,
  findDealer,
  findDealerTimeline,
  insertDealer,
  insertDealerTimeline,
  keptDealerComplaintCounts,
  listDealers as listDealerRows,
  recentDealerComplaints,
  updateDealerRow,
  type DealerRow,
} from './dealers.repository.ts';

type ListQuery = z.output<typeof dealerListQuery>;
type DealerInput = z.output<typeof dealerInput>;

/** Dealer timeline actions: catalog keys put into words when read, in the reader's language. */
export const DEALER_TIMELINE = {
  created: 'timeline.created',
  fieldChanged: 'timeline.fieldChanged',
} as const;

const notFound = () => new AppError('DEALER_NOT_FOUND', 404, 'dealers.messages.notFound');

const toDealer = (row: Pick<DealerRow, keyof Dealer | 'created_at'>): Dealer => ({
  id: row.id,
  dealer_name: row.dealer_name,
  dealer_phone: row.dealer_phone,
  dealer_city: row.dealer_city,
  dealer_address: row.dealer_address,
  created_at: row.created_at.toISOString(),
});

export async function listDealers(db: Database, query: ListQuery, caller: Caller): Promise<DealerListReply> {
  const rows = await listDealerRows(db, {
    search: query.search || null,
    after: query.after ?? null,
    access: accessibleBy(caller.ability, 'read', 'Dealer', DEALER_RULE_COLUMNS),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  return {
    dealers: page.map(toDealer),
    role: caller.user.role,
    nextAfter: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function createDealer(db: Database, input: DealerInput, caller: Caller) {
  const row = await db.transaction(async (tx) => {
    const inserted = await insertDealer(tx, input);
    await insertDealerTimeline(tx, [
      { dealer_id: inserted.id, action_key: DEALER_TIMELINE.created, params: {}, ...authorOf(caller) },
    ]);
    return inserted;
  });
  return { message: translate(caller.language, 'dealers.messages.created'), dealer: toDealer(row) };
}

export async function dealerForEdit(db: Database, id: number, caller: Caller): Promise<DealerEditReply> {
  const row = await readableDealer(db, id, caller.ability);
  return {
    dealer: toDealer(row),
    role: caller.user.role,
    created_at_format1: fromNow(row.created_at, caller.language),
    created_at_format2: formatDate(row.created_at),
    authUser: { id: caller.user.id, name: caller.user.name },
    timelineRecords: await dealerTimelineOf(db, id, caller.language),
    can: { update: caller.ability.can('update', subject('Dealer', { ...row })) },
  };
}

/** Writes the changed fields and one timeline record per change in one transaction; nothing when nothing changed. */
export async function updateDealer(
  db: Database,
  id: number,
  input: DealerInput,
  caller: Caller,
): Promise<UpdateDealerReply> {
  const row = await readableDealer(db, id, caller.ability);
  if (!caller.ability.can('update', subject('Dealer', { ...row }))) throw forbidden();
  const changed = DEALER_FIELDS.filter((field) => input[field] !== row[field]);
  let saved = row;
  if (changed.length > 0) {
    saved = await db.transaction(async (tx) => {
      const updated = await updateDealerRow(tx, id, input);
      if (!updated) throw notFound();
      await insertDealerTimeline(
        tx,
        changed.map((field) => ({
          dealer_id: id,
          action_key: DEALER_TIMELINE.fieldChanged,
          params: { field, from: row[field], to: input[field] },
          ...authorOf(caller),
        })),
      );
      return updated;
    });
  }
  return {
    message: translate(caller.language, 'dealers.messages.updated'),
    timelineRecords: await dealerTimelineOf(db, id, caller.language),
    dealer: toDealer(saved),
  };
}

/** The dealer's complaints at a glance: counts per status and the newest, of those the caller may read. */
export async function dealerComplaints(
  db: Database,
  id: number,
  caller: Caller,
): Promise<DealerComplaintsReply> {
  await readableDealer(db, id, caller.ability);
  const access = accessibleBy(caller.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS);
  const [counted, recent] = await Promise.all([
    allowsEveryRow(caller.ability, 'read', 'Complaint')
      ? keptDealerComplaintCounts(db, id)
      : countDealerComplaints(db, id, access),
    recentDealerComplaints(db, id, access, DEALER_RECENT_COMPLAINTS),
  ]);
  const counts = Object.fromEntries(
    COMPLAINT_STATUSES.map((status) => [status, counted.find((row) => row.status === status)?.value ?? 0]),
  ) as DealerComplaintsReply['counts'];
  return {
    counts,
    total: Object.values(counts).reduce((sum, value) => sum + value, 0),
    complaints: recent.map(toComplaintCard),
  };
}

/** The dealer, or 404 when it does not exist or the caller may not read it: which of the two is not told. */
async function readableDealer(db: Database, id: number, ability: AppAbility): Promise<DealerRow> {
  const row = await findDealer(db, id);
  if (!row || !ability.can('read', subject('Dealer', { ...row }))) throw notFound();
  return row;
}

async function dealerTimelineOf(db: Database, id: number, language: Language): Promise<TimelineRecord[]> {
  return fieldHistoryIn(
    language,
    await findDealerTimeline(db, id),
    DEALER_TIMELINE.fieldChanged,
    'dealers.fields',
  );
}

const authorOf = (caller: Caller) => ({ user_id: caller.user.id, user_name: caller.user.name });
