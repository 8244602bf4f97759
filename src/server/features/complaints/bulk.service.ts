import { subject } from '@casl/ability';
import { z } from 'zod';
import { defineAbility } from '#domain/auth/permissions.ts';
import {
  BULK_JOB_STATES,
  BULK_MAX,
  bulkChange,
  bulkSummary,
  type BulkChange,
  type BulkJob,
  type BulkSummary,
  type BulkTarget,
  type SkipReason,
} from '#domain/complaints/bulk.schemas.ts';
import type { ComplaintFilter } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import type { Caller } from '#server/http/caller.ts';
import { JobInterrupted, type JobContext, type JobHandler, type Jobs } from '#server/jobs/jobs.ts';
import { loadAuthUser } from '#server/plugins/session.ts';
import { findComplaintsByIds, matchingIds } from './bulk.repository.ts';
import { readableFilterConditions } from './complaint-filter-sql.ts';
import { cappedCounts, type ComplaintChanges, type ComplaintRow } from './complaints.repository.ts';
import {
  assignableStaffMember,
  currentFields,
  describeChanges,
  mayChange,
  signedVisitMissing,
  writeChanges,
} from './complaints.service.ts';

export const BULK_JOB = 'complaints.bulk';
/** Complaints read and written per transaction; a job saves its progress after each chunk. */
const CHUNK = 100;

/** A complaint to change, with the version to check (null: the version it has when its turn comes). */
const bulkItem = z.object({ id: z.number().int(), version: z.number().int().nullable() });
type BulkItem = z.infer<typeof bulkItem>;
const bulkJobInput = z.object({
  change: bulkChange,
  items: z.array(bulkItem),
  language: z.enum(LANGUAGES),
});

const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { [field]: [messageKey] });
const jobNotFound = () => new AppError('JOB_NOT_FOUND', 404, 'complaints.bulk.errors.jobNotFound');

type Assignee = { id: number | null; name: string };

/**
 * Changes the complaints the target names: inline when they are few (the summary), else as a
 * background job (its id, to follow its progress).
 */
export async function startBulkChange(
  db: Database,
  jobs: Jobs,
  inlineLimit: number,
  input: { target: BulkTarget; change: BulkChange },
  caller: Caller,
): Promise<{ summary: BulkSummary } | { job: BulkJob }> {
  // A staff member who cannot take complaints is refused once, on the field, before anything runs.
  const assignee = await assigneeOf(db, input.change, 'change.assignee');
  const items = await resolveTarget(db, input.target, caller);
  if (items.length <= inlineLimit) {
    const summary = await applyBulkChange(db, input.change, assignee, items, caller, {
      from: 0,
      summary: emptySummary(),
    });
    return { summary };
  }
  const id = await jobs.enqueue(BULK_JOB, {
    ownerId: caller.user.id,
    input: { change: input.change, items, language: caller.language },
    total: items.length,
  });
  return { job: { id, state: 'queued', done: 0, total: items.length, summary: null } };
}

/** The bulk job's handler: acts with its owner's rights as they are when it runs, from where it stopped. */
export function bulkJobHandler(db: Database): JobHandler {
  return async (context: JobContext) => {
    const input = bulkJobInput.parse(context.input);
    const user = await loadAuthUser(db, context.ownerId);
    if (!user) throw new Error('The account that started this bulk change no longer exists.');
    const caller: Caller = {
      user,
      ability: defineAbility(user.rules),
      language: input.language,
      sessionTokenHash: null,
    };
    const assignee = await assigneeOf(db, input.change, 'change.assignee');
    const earlier = bulkSummary.safeParse(context.result);
    return applyBulkChange(db, input.change, assignee, input.items, caller, {
      from: context.done,
      summary: earlier.success ? earlier.data : emptySummary(),
      progress: context.progress,
      stopping: context.stopping,
    });
  };
}

/** The job's progress and summary, for its owner only: to anyone else it does not exist. */
export async function bulkJobOf(jobs: Jobs, id: string, caller: Caller): Promise<BulkJob> {
  const row = await jobs.find(id);
  if (!row || row.kind !== BULK_JOB || row.owner_id !== caller.user.id) throw jobNotFound();
  const state = BULK_JOB_STATES.find((known) => known === row.state) ?? 'queued';
  const summary = bulkSummary.safeParse(row.result);
  return {
    id: row.id,
    state,
    done: row.done,
    total: row.total,
    summary: state === 'completed' && summary.success ? summary.data : null,
  };
}

/**
 * How many complaints a list with this filter shows the caller ('Select all N matching'), counted
 * up to one more than a bulk change takes, so a million matching rows cost no more than 10,001.
 */
export async function countMatching(
  db: Database,
  query: ComplaintFilter & { list: ComplaintListName },
  caller: Caller,
): Promise<{ count: number; more: boolean }> {
  const [count] = await cappedCounts(
    db,
    [{ where: readableFilterConditions(query, query.list, caller) }],
    BULK_MAX,
  );
  return { count: Math.min(count!, BULK_MAX), more: count! > BULK_MAX };
}

async function assigneeOf(db: Database, change: BulkChange, field: string): Promise<Assignee | null> {
  if (change.action !== 'assign' || change.assignee === null) return null;
  const member = await assignableStaffMember(db, change.assignee, field);
  return { id: member.id, name: member.name };
}

async function resolveTarget(db: Database, target: BulkTarget, caller: Caller): Promise<BulkItem[]> {
  if ('complaints' in target) {
    const seen = new Set<number>();
    return target.complaints.flatMap(({ id, version }) => {
      if (seen.has(id)) return [];
      seen.add(id);
      return [{ id, version }];
    });
  }
  const ids = await matchingIds(
    db,
    readableFilterConditions(target.filter, target.list, caller),
    BULK_MAX + 1,
  );
  if (ids.length > BULK_MAX) throw invalid('target', 'complaints.bulk.errors.tooMany');
  return ids.map((id) => ({ id, version: null }));
}

const emptySummary = (): BulkSummary => ({ updated: [], skipped: [] });

interface Run {
  /** Items before this index were done by an earlier attempt; `summary` holds what they gave. */
  from: number;
  summary: BulkSummary;
  progress?: JobContext['progress'];
  stopping?: () => boolean;
}

async function applyBulkChange(
  db: Database,
  change: BulkChange,
  assignee: Assignee | null,
  items: BulkItem[],
  caller: Caller,
  run: Run,
): Promise<BulkSummary> {
  const summary = run.summary;
  for (let start = run.from; start < items.length; start += CHUNK) {
    if (run.stopping?.()) throw new JobInterrupted();
    const chunk = items.slice(start, start + CHUNK);
    const rows = new Map(
      (
        await findComplaintsByIds(
          db,
          chunk.map((item) => item.id),
        )
      ).map((r) => [r.id, r]),
    );
    const outcomes = await db.transaction(async (tx) => {
      const found: { id: number; outcome: SkipReason | 'updated' }[] = [];
      for (const item of chunk) {
        found.push({
          id: item.id,
          outcome: await changeOne(tx, rows.get(item.id), item, change, assignee, caller),
        });
      }
      const next = merged(summary, found);
      await run.progress?.(tx, start + chunk.length, next);
      return next;
    });
    summary.updated = outcomes.updated;
    summary.skipped = outcomes.skipped;
  }
  return summary;
}

function merged(summary: BulkSummary, found: { id: number; outcome: SkipReason | 'updated' }[]): BulkSummary {
  const updated = [...summary.updated];
  const skipped = [...summary.skipped];
  for (const { id, outcome } of found) {
    if (outcome === 'updated') updated.push(id);
    else skipped.push({ id, reason: outcome });
  }
  return { updated, skipped };
}

/** One complaint: checked on its own, with the edit screen's rules, and written with its timeline entry. */
async function changeOne(
  tx: Database,
  row: ComplaintRow | undefined,
  item: BulkItem,
  change: BulkChange,
  assignee: Assignee | null,
  caller: Caller,
): Promise<SkipReason | 'updated'> {
  // Not there, or not readable by the caller: which of the two is not told.
  if (!row || !caller.ability.can('read', subject('Complaint', { ...row }))) return 'notFound';
  const changes = changesOf(change, assignee);
  const assigneeChanged = changes.assignee_id !== undefined && changes.assignee_id !== row.assignee_id;
  if (!mayChange(row, caller, assigneeChanged)) return 'noPermission';
  const version = item.version ?? row.version;
  if (row.version !== version) return 'changedMeanwhile';
  const records = describeChanges(row, { ...currentFields(row), ...changes }, assignee?.name ?? '');
  if (records.length === 0) return 'alreadySet';
  if (await signedVisitMissing(tx, row, changes.status, caller)) return 'signedVisitRequired';
  const next = await writeChanges(
    tx,
    row,
    version,
    changes,
    records,
    assignee ?? { id: null, name: '' },
    caller,
  );
  return next === null ? 'changedMeanwhile' : 'updated';
}

function changesOf(change: BulkChange, assignee: Assignee | null): ComplaintChanges {
  switch (change.action) {
    case 'assign':
      return { assignee_id: assignee?.id ?? change.assignee };
    case 'priority':
      return { priority: change.priority };
    case 'status':
      return { status: change.status };
  }
}
