import { subject } from '@casl/ability';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppAbility } from '#domain/auth/permissions.ts';
import { designationOf, type RoleSlug } from '#domain/auth/roles.ts';
import {
  COMPLAINT_LISTS,
  type ComplaintListName,
  type ComplaintStatus,
} from '#domain/complaints/complaint-status.ts';
import { activeFilterCount, type ComplaintOrder } from '#domain/complaints/complaint-filter.ts';
import { FLAG_KINDS, type FlagKind } from '#domain/complaints/complaint-flags.ts';
import type { Priority } from '#domain/complaints/complaint-priority.ts';
import type { WarrantyVerdict } from '#domain/complaints/warranty.ts';
import { recordsVisits } from '#domain/visits/visit.ts';
import type {
  ComplaintCard,
  complaintListQuery,
  complaintDetailsInput,
  ComplaintEditReply,
  ComplaintListReply,
  createComplaintInput,
  ComplaintWithCollaboration,
  TimelineRecord,
  updateComplaintInput,
} from '#domain/complaints/complaint.schemas.ts';
import { formatDate, fromNow } from '#domain/dates/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import { slaSummaryOf, type SlaSummaryColumns } from '#domain/sla/sla-summary.ts';
import { AppError, forbidden } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { autoAssign } from '#server/features/assignment/assignment.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { changedClockColumns, describeDueTimes, newClockColumns } from '#server/features/sla/sla.service.ts';
import { visitSettingsOf } from '#server/features/settings/settings.service.ts';
import type { Caller } from '#server/http/caller.ts';
import { findComplaintForEdit } from './complaint-edit.repository.ts';
import { findComments, findNotes, toComplaintImage, toComment, toNote } from './collaboration.repository.ts';
import {
  TIMELINE,
  TIMELINE_SUBJECTS,
  toTimelineRecord,
  type StoredTimelineRecord,
} from './complaint-timeline.ts';
import {
  findComplaint,
  findDealer,
  findStaff,
  findStaffMember,
  findTimeline,
  insertComplaint,
  insertTimeline,
  listComplaints as listComplaintRows,
  pageOfComplaints,
  updateComplaintAtVersion,
  type ComplaintChanges,
  type ComplaintRow,
  type ListPage,
  type NewTimelineRecord,
} from './complaints.repository.ts';
import {
  dueRangeOf,
  runningClockOf,
  readableFilterConditions,
  walkIndexConditions,
  walkLeadOf,
} from './complaint-filter-sql.ts';
import { FLAG_FIELDS, refreshFieldFlags } from './complaint-flags.service.ts';
import { isUnfilteredFirstPage, readerKey, runPrepared } from './first-page-query.ts';
import { decodeCursor, encodeCursor, type ListCursor } from './list-cursor.ts';
import { sanitizeProblemDetail } from './problem-detail.ts';
import { describeWarrantyChange, warrantyChanges } from './warranty.service.ts';
import { hasSignedVisit } from './visits.repository.ts';

type ListQuery = z.output<typeof complaintListQuery>;
type CreateInput = z.output<typeof createComplaintInput>;

/** What automatic assignment reads of a complaint. */
const AUTO_ASSIGN_FIELDS = [
  'customer_name',
  'customer_city',
  'customer_province',
  'product_category',
] as const;
type UpdateInput = z.output<typeof updateComplaintInput>;
type DetailsInput = z.output<typeof complaintDetailsInput> | UpdateInput;

/** Complaints can be assigned to staff of these designations (Dealers and Clients cannot take one). */
export const ASSIGNABLE_ROLES: readonly RoleSlug[] = [
  'admin',
  'support-agent',
  'agent',
  'field-agent',
  'technician',
];

const DEALER_FIELDS = ['dealer_name', 'dealer_phone', 'dealer_city', 'dealer_address'] as const;
type DealerDetails = Record<(typeof DEALER_FIELDS)[number], string>;

/** Fields whose change is told as 'X changed from A to B', in the order of the form. */
const PLAIN_FIELDS = [
  'customer_name',
  'email',
  'customer_province',
  'customer_city',
  'phone',
  'address',
  'shop',
  'product_category',
  'product_name',
  'product_variant',
  'model',
  'problem_type',
  'purchase_date',
  'order_number',
  'warranty_details',
] as const;

const notFound = () => new AppError('COMPLAINT_NOT_FOUND', 404, 'complaints.messages.notFound');
const conflict = () => new AppError('EDIT_CONFLICT', 409, 'complaints.messages.conflict');
const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { [field]: [messageKey] });

/** A row read with COMPLAINT_CARD_COLUMNS. */
export interface ComplaintCardRow {
  id: number;
  customer_name: string;
  phone: string;
  customer_city: string;
  status: ComplaintStatus;
  priority: Priority;
  created_at: Date;
  dealer_name: string;
  warranty_verdict: WarrantyVerdict;
  version: number;
  assignee_id: number | null;
  assignee_name: string | null;
  /** Active flag kinds, when read for a reader of flags. */
  flags?: string[] | null;
}

type CardRow = ComplaintCardRow & SlaSummaryColumns;

/** The card every complaint list answers with (complaintCard): the four lists, live lists, a dealer's. */
export function toComplaintCard(row: CardRow): ComplaintCard {
  return {
    id: row.id,
    customer_name: row.customer_name,
    phone: row.phone,
    customer_city: row.customer_city,
    status: row.status,
    tag: row.priority,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    created_at: row.created_at.toISOString(),
    dealer_name: row.dealer_name,
    warranty_verdict: row.warranty_verdict,
    version: row.version,
    sla: slaSummaryOf(row),
    ...(row.flags ? { flags: row.flags.filter(isFlagKind) } : {}),
  };
}

const isFlagKind = (kind: string): kind is FlagKind => (FLAG_KINDS as readonly string[]).includes(kind);

export async function listComplaints(
  db: Database,
  listName: ComplaintListName,
  query: ListQuery,
  caller: Caller,
): Promise<ComplaintListReply> {
  const withFlags = caller.ability.can('read', 'Note');
  const page = (): ListPage => ({
    where: readableFilterConditions(query, listName, caller),
    order: query.order,
    after: query.cursor ? decodeCursor(query.cursor, query.order) : null,
    limit: query.limit,
    withFlags,
    filtered: activeFilterCount(query) > 0,
    search: query.search || undefined,
    created: { from: query.createdFrom, to: query.createdTo },
    walkLead: walkLeadOf(query, caller.user.id, COMPLAINT_LISTS[listName].status),
    priority: query.priority === 'All' ? undefined : query.priority,
    walkIndexFilter: and(...walkIndexConditions(query, caller.user.id, COMPLAINT_LISTS[listName].status)),
    dueRange: dueRangeOf(query),
    runningClock: runningClockOf(query),
  });
  // The page every list opens on is built once per reader, list, order and size (decision 027).
  const rows = isUnfilteredFirstPage(query)
    ? await runPrepared(
        db,
        `list|${listName}|${query.order}|${query.limit}|${withFlags}|${readerKey(caller)}`,
        () => pageOfComplaints(db, page()),
      )
    : await listComplaintRows(db, page());
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    complaints: shown.map(toComplaintCard),
    role: caller.user.role,
    nextCursor: rows.length > query.limit && last ? encodeCursor(cursorAfter(query.order, last)) : null,
  };
}

/** The cursor after a page's last row, in the page's order. */
function cursorAfter(
  order: ComplaintOrder,
  last: { id: number; priority: Priority; cursor_at: string },
): ListCursor {
  return order === 'priority'
    ? { order, priority: last.priority, at: last.cursor_at, id: last.id }
    : { order, at: last.cursor_at, id: last.id };
}

export async function createComplaint(db: Database, input: CreateInput, caller: Caller) {
  // A dealer files for their own dealership, whatever the form says.
  const dealerId = caller.user.role === 'dealer' ? caller.user.dealerId : input.dealer_id;
  const draft = subject('Complaint', {
    dealer_id: dealerId,
    assignee_id: input.assignee_id,
    created_by: caller.user.id,
  });
  if (!caller.ability.can('create', draft)) throw forbidden();
  if (input.assignee_id !== null && !caller.ability.can('assign', draft)) throw forbidden();
  const assignee =
    input.assignee_id === null ? null : await assignableStaffMember(db, input.assignee_id, 'assignee_id');
  const dealer = dealerId === null ? typedDealer(input) : await copiedDealer(db, dealerId, 'dealer_id');
  const warranty = await warrantyChanges(db, input, caller);

  const author = { user_id: caller.user.id, user_name: caller.user.name };
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const complaintId = await insertComplaint(tx, {
      ...(await newClockColumns(tx, now, input.tag)),
      created_at: now,
      ...detailsOf(input),
      ...warranty,
      ...dealer,
      dealer_id: dealerId,
      problem_detail: sanitizeProblemDetail(input.problem_detail),
      priority: input.tag,
      assignee_id: assignee?.id ?? null,
      created_by: caller.user.id,
      order_number: input.order_number,
    });
    await refreshFieldFlags(tx, complaintId);
    const records: NewTimelineRecord[] = [
      { complaint_id: complaintId, action_key: TIMELINE.created, params: {}, ...author },
    ];
    if (assignee) {
      records.push({
        complaint_id: complaintId,
        action_key: TIMELINE.assigned,
        params: { name: assignee.name },
        ...author,
      });
    }
    await insertTimeline(tx, records);
    if (assignee) {
      await notify(tx, {
        userId: assignee.id,
        kind: 'complaintAssigned',
        complaintId,
        actor: caller.user,
        customerName: input.customer_name,
      });
    } else {
      await autoAssign(tx, { id: complaintId, ...pick(input, AUTO_ASSIGN_FIELDS) });
    }
    return complaintId;
  });
  return { message: translate(caller.language, 'complaints.messages.created'), complaint: { id } };
}

type AssignableUser = ComplaintEditReply['users'][number];

function toAssignableUser(member: { id: number; name: string; role: RoleSlug }): AssignableUser {
  return { id: member.id, name: member.name, designation: designationOf(member.role) };
}

/** The Assign to options as the screens show them: 'name (designation)', in the reader's language. */
function assignOptions(users: AssignableUser[], language: Language): ComplaintEditReply['ddl_users'] {
  return users.map((user) => ({
    value: user.id,
    title: `${user.name} (${translate(language, `designation.${user.designation}`)})`,
  }));
}

/** Who a new complaint can be assigned to (the create form's optional Assign to). */
export async function assignableStaff(db: Database, caller: Caller) {
  const users = (await findStaff(db, ASSIGNABLE_ROLES)).map(toAssignableUser);
  return { users, ddl_users: assignOptions(users, caller.language) };
}

export async function complaintForEdit(
  db: Database,
  id: number,
  caller: Caller,
): Promise<ComplaintEditReply> {
  // One statement (decision 060); what the reader may not read is not selected, and nothing is
  // answered for a complaint they may not read.
  const found = await findComplaintForEdit(
    db,
    id,
    {
      comments: caller.ability.can('read', 'Comment'),
      notes: caller.ability.can('read', 'Note'),
      images: caller.ability.can('read', 'Image'),
      staff: caller.ability.can('assign', 'Complaint'),
    },
    ASSIGNABLE_ROLES,
  );
  if (!found || !caller.ability.can('read', subject('Complaint', { ...found.row }))) throw notFound();
  const { row, records, staff } = found;
  const timeline = timelineFor(caller, records.timeline);
  const complaint = withCollaboration(row, records.comments, records.notes);
  const images = records.images;
  const record = subject('Complaint', { ...row });
  const canAssign = caller.ability.can('assign', record);
  // Staff names are for those who choose among them; the others see the assignee on the complaint.
  const users = canAssign ? staff.map(toAssignableUser) : [];
  // The current assignee stays selectable even when their designation no longer takes complaints.
  if (
    canAssign &&
    row.assignee_id !== null &&
    row.assignee_role &&
    !users.some((user) => user.id === row.assignee_id)
  ) {
    users.push({
      id: row.assignee_id,
      name: row.assignee_name ?? '',
      designation: designationOf(row.assignee_role),
    });
  }
  return {
    complaint,
    dealer: {
      dealer_name: row.dealer_name,
      dealer_phone: row.dealer_phone,
      dealer_city: row.dealer_city,
      dealer_address: row.dealer_address,
    },
    users,
    ddl_users: assignOptions(users, caller.language),
    role: caller.user.role,
    timelineRecords: timeline,
    created_at_format1: fromNow(row.created_at, caller.language),
    created_at_format2: formatDate(row.created_at),
    imageUrls: images.map(toComplaintImage),
    level: row.priority,
    authUser: { id: caller.user.id, name: caller.user.name },
    can: { update: caller.ability.can('update', record), assign: canAssign },
  };
}

export async function updateComplaint(db: Database, id: number, input: UpdateInput, caller: Caller) {
  const row = await readableComplaint(db, id, caller.ability);
  if (!mayChange(row, caller, false)) throw forbidden();
  // Checked before anything is compared: changes are measured against the version the editor saw.
  if (row.version !== input.version) throw conflict();
  if (await signedVisitMissing(db, row, input.status, caller))
    throw invalid('status', 'visits.messages.signedVisitRequired');
  const assigneeChanged = input.assignee !== row.assignee_id;
  if (!mayChange(row, caller, assigneeChanged)) throw forbidden();
  const assignee =
    !assigneeChanged || input.assignee === null
      ? { id: input.assignee, name: input.assignee === null ? '' : (row.assignee_name ?? '') }
      : await assignableStaffMember(db, input.assignee, 'assignee');

  const changes: ComplaintChanges = {
    ...(await detailChanges(db, row, input, caller)),
    status: input.status,
    priority: input.level,
    assignee_id: assignee.id,
  };
  const records = describeChanges(row, changes, assignee.name);

  let version = row.version;
  if (records.length > 0) {
    version = await db.transaction(async (tx) => {
      const next = await writeChanges(tx, row, input.version, changes, records, assignee, caller);
      if (next === null) throw conflict();
      if (flagFieldsChanged(row, changes)) await refreshFieldFlags(tx, id);
      return next;
    });
  }
  return {
    message: translate(caller.language, 'complaints.messages.updated'),
    timelineRecords: await timelineOf(db, id, caller),
    version,
  };
}

/** Whether a change touches a field the duplicate and fraud flags are computed from. */
export function flagFieldsChanged(row: ComplaintRow, changes: ComplaintChanges): boolean {
  return FLAG_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== row[field]);
}

/**
 * The admin's visit rule: when on, a Field Agent or Technician sets Resolved only once the
 * complaint has a finished visit the customer signed. True when this change breaks it.
 */
export async function signedVisitMissing(
  db: Database,
  row: Pick<ComplaintRow, 'id' | 'status'>,
  status: ComplaintStatus | undefined,
  caller: Pick<Caller, 'user'>,
): Promise<boolean> {
  if (status !== 'Resolved' || row.status === 'Resolved' || !recordsVisits(caller.user.role)) return false;
  if (!(await visitSettingsOf(db)).signedVisitRequired) return false;
  return !(await hasSignedVisit(db, row.id));
}

/**
 * Whether the caller may change a complaint they can read, and reassign it when `assigneeChanged`:
 * the one rule of the edit screen and of bulk changes.
 */
export function mayChange(
  row: ComplaintRow,
  caller: Pick<Caller, 'ability'>,
  assigneeChanged: boolean,
): boolean {
  const record = subject('Complaint', { ...row });
  if (!caller.ability.can('update', record)) return false;
  return !assigneeChanged || caller.ability.can('assign', record);
}

/**
 * Writes `changes` if the complaint is still at `version`, with the timeline `records` and the new
 * assignee's notification, inside the caller's transaction: the new version, or null when the
 * complaint changed meanwhile (nothing is written then).
 */
export async function writeChanges(
  tx: Database,
  row: ComplaintRow,
  version: number,
  changes: ComplaintChanges,
  records: Change[],
  assignee: { id: number | null; name: string },
  caller: Pick<Caller, 'user'>,
): Promise<number | null> {
  const priority = changes.priority ?? row.priority;
  const status = changes.status ?? row.status;
  // The SLA clock moves only with the priority or the status (a bulk change of many reads nothing more).
  const clock =
    priority === row.priority && status === row.status
      ? {}
      : await changedClockColumns(
          tx,
          row,
          { priority, status, responded: status !== row.status && isStaff(caller.user.role) },
          new Date(),
        );
  const next = await updateComplaintAtVersion(tx, row.id, version, { ...changes, ...clock });
  if (next === null) return null;
  const author = { complaint_id: row.id, user_id: caller.user.id, user_name: caller.user.name };
  const recomputed: Change[] =
    priority !== row.priority && clock.response_due_at && clock.resolution_due_at
      ? [
          {
            action_key: TIMELINE.slaRecomputed,
            params: {
              priority,
              ...(await describeDueTimes(tx, clock.response_due_at, clock.resolution_due_at)),
            },
          },
        ]
      : [];
  // The recomputed targets follow the priority change they come from.
  const at = records.findIndex((record) => record.action_key === TIMELINE.priorityChanged) + 1;
  await insertTimeline(
    tx,
    [...records.slice(0, at), ...recomputed, ...records.slice(at)].map((change) => ({
      ...author,
      ...change,
    })),
  );
  // Put back to Unassigned: automatic assignment, when on, chooses again.
  if (changes.assignee_id === null && row.assignee_id !== null) {
    await autoAssign(tx, { id: row.id, ...pick({ ...row, ...changes }, AUTO_ASSIGN_FIELDS) });
  }
  if (changes.assignee_id !== undefined && changes.assignee_id !== row.assignee_id && assignee.id !== null) {
    await notify(tx, {
      userId: assignee.id,
      kind: 'complaintAssigned',
      complaintId: row.id,
      actor: caller.user,
      customerName: changes.customer_name ?? row.customer_name,
    });
  }
  return next;
}

/** Dealers and Clients are customers' side: their comments and changes are not a staff response. */
export function isStaff(role: RoleSlug): boolean {
  return role !== 'dealer' && role !== 'client';
}

/** The fields a change may touch, as the complaint has them now: a bulk change overrides one. */
export function currentFields(row: ComplaintRow): ComplaintChanges {
  return {
    ...pick(row, PLAIN_FIELDS),
    ...pick(row, DEALER_FIELDS),
    dealer_id: row.dealer_id,
    problem_detail: row.problem_detail,
    status: row.status,
    priority: row.priority,
    assignee_id: row.assignee_id,
  };
}

/** The edit payload's complaint object: its fields, its comments and, for readers of notes, its internal notes. */
export async function complaintWithCollaboration(
  db: Database,
  row: ComplaintRow,
  caller: Caller,
): Promise<ComplaintWithCollaboration> {
  const [comments, notes] = await Promise.all([
    caller.ability.can('read', 'Comment') ? findComments(db, row.id) : [],
    caller.ability.can('read', 'Note') ? findNotes(db, row.id) : [],
  ]);
  return withCollaboration(row, comments, notes);
}

function withCollaboration(
  row: ComplaintRow,
  comments: Parameters<typeof toComment>[0][],
  notes: Parameters<typeof toNote>[0][],
): ComplaintWithCollaboration {
  return {
    id: row.id,
    customer_name: row.customer_name,
    email: row.email,
    customer_province: row.customer_province,
    customer_city: row.customer_city,
    phone: row.phone,
    address: row.address,
    shop: row.shop,
    dealer_id: row.dealer_id,
    product_id: row.product_id,
    product_category: row.product_category,
    product_name: row.product_name,
    product_variant: row.product_variant,
    model: row.model,
    problem_type: row.problem_type,
    purchase_date: row.purchase_date,
    order_number: row.order_number,
    warranty_details: row.warranty_details,
    warranty_verdict: row.warranty_verdict,
    warranty_ends_on: row.warranty_ends_on,
    problem_detail: row.problem_detail,
    status: row.status,
    tag: row.priority,
    level: row.priority,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    version: row.version,
    created_at: row.created_at.toISOString(),
    sla: slaSummaryOf(row),
    comments: comments.map(toComment),
    internal_notes: notes.map(toNote),
  };
}

/** The complaint, or 404 when it does not exist or the caller may not read it: which of the two is not told. */
export async function readableComplaint(
  db: Database,
  id: number,
  ability: AppAbility,
): Promise<ComplaintRow> {
  const row = await findComplaint(db, id);
  if (!row || !ability.can('read', subject('Complaint', { ...row }))) throw notFound();
  return row;
}

/** The complaint's timeline in the caller's language, without entries about what the caller may not read. */
export async function timelineOf(db: Database, id: number, caller: Caller): Promise<TimelineRecord[]> {
  return timelineFor(caller, await findTimeline(db, id));
}

function timelineFor(caller: Caller, records: StoredTimelineRecord[]): TimelineRecord[] {
  return records
    .filter((record) => {
      const about = TIMELINE_SUBJECTS[record.action_key];
      return !about || caller.ability.can('read', about);
    })
    .map((record) => toTimelineRecord(caller.language, record));
}

export async function assignableStaffMember(db: Database, id: number, field: string) {
  const member = await findStaffMember(db, id);
  if (!member || !ASSIGNABLE_ROLES.includes(member.role))
    throw invalid(field, 'complaints.messages.assigneeNotAssignable');
  return member;
}

async function copiedDealer(db: Database, id: number, field: string): Promise<DealerDetails> {
  const dealer = await findDealer(db, id);
  if (!dealer) throw invalid(field, 'complaints.messages.dealerNotFound');
  return dealer;
}

function typedDealer(input: DealerDetails): DealerDetails {
  return pick(input, DEALER_FIELDS);
}

/**
 * The customer, dealer and product part of an update: a Dealer account keeps its own dealership,
 * a chosen dealer's details are copied, problem details are sanitized.
 */
export async function detailChanges(
  db: Database,
  row: ComplaintRow,
  input: DetailsInput,
  caller: Caller,
): Promise<ComplaintChanges> {
  const dealerId = caller.user.role === 'dealer' ? caller.user.dealerId : input.dealer_id;
  let dealer: DealerDetails;
  if (dealerId === null) dealer = typedDealer(input);
  // The copy made when the dealer was chosen is kept, so later edits of the dealer do not rewrite history.
  else if (dealerId === row.dealer_id) dealer = pick(row, DEALER_FIELDS);
  else dealer = await copiedDealer(db, dealerId, 'dealer_id');
  return {
    ...detailsOf(input),
    ...(await warrantyChanges(db, input, caller, row)),
    ...dealer,
    dealer_id: dealerId,
    problem_detail: sanitizeProblemDetail(input.problem_detail),
  };
}

function detailsOf(input: CreateInput | DetailsInput) {
  return pick(input, PLAIN_FIELDS);
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

export type Change = Pick<NewTimelineRecord, 'action_key' | 'params'>;

/** One timeline record per changed field, with raw values: the reader's language words them. */
export function describeChanges(
  row: ComplaintRow,
  changes: ComplaintChanges,
  assigneeName: string,
): Change[] {
  const result: Change[] = describeDetailChanges(row, changes);
  if (changes.assignee_id !== row.assignee_id) {
    result.push(
      changes.assignee_id === null
        ? { action_key: TIMELINE.unassigned, params: {} }
        : { action_key: TIMELINE.assigned, params: { name: assigneeName } },
    );
  }
  if (changes.priority !== row.priority) {
    result.push({
      action_key: TIMELINE.priorityChanged,
      params: { from: row.priority, to: changes.priority! },
    });
  }
  if (changes.status !== row.status) {
    result.push({ action_key: TIMELINE.statusChanged, params: { from: row.status, to: changes.status! } });
  }
  return result;
}

/** One record per changed customer, dealer or product field (old and new value); problem details only say they changed. */
export function describeDetailChanges(row: ComplaintRow, changes: ComplaintChanges): Change[] {
  const result: Change[] = [];
  const fieldChanged = (field: string, from: string | null, to: string | null) =>
    result.push({ action_key: TIMELINE.fieldChanged, params: { field, from: from ?? '', to: to ?? '' } });

  for (const field of PLAIN_FIELDS) {
    if ((changes[field] ?? null) !== row[field]) fieldChanged(field, row[field], changes[field] ?? null);
  }
  if (changes.dealer_id !== row.dealer_id) {
    fieldChanged('dealer', row.dealer_name, changes.dealer_name ?? '');
  } else {
    for (const field of DEALER_FIELDS) {
      if (changes[field] !== row[field]) fieldChanged(field, row[field], changes[field] ?? '');
    }
  }
  if (changes.problem_detail !== row.problem_detail) {
    result.push({ action_key: TIMELINE.detailsChanged, params: { field: 'problem_detail' } });
  }
  result.push(...describeWarrantyChange(row, changes));
  return result;
}
