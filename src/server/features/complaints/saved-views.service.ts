import type { z } from 'zod';
import {
  complaintFilterSchema,
  filterFromSearchParams,
  filterToQuery,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import {
  MAX_SAVED_VIEWS,
  MY_COMPLAINTS_FILTER,
  VIEW_COUNT_CAP,
  type createSavedViewInput,
  type SavedView,
  type ViewCount,
  type ViewCountsReply,
} from '#domain/complaints/saved-view.schemas.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import type { Caller } from '#server/http/caller.ts';
import { openOfOneAssignee, readableBy, readableFilterConditions } from './complaint-filter-sql.ts';
import { cappedCounts, type CountSet } from './complaints.repository.ts';
import {
  countOwnViews,
  deleteView as deleteViewRow,
  findView,
  findVisibleViews,
  insertView,
  nameTaken,
  renameView as renameViewRow,
  type SavedViewRow,
} from './saved-views.repository.ts';

type CreateInput = z.output<typeof createSavedViewInput>;
type FilterQuery = Record<string, string | string[]>;

const notFound = () => new AppError('VIEW_NOT_FOUND', 404, 'complaints.views.notFound');
const readOnly = () => new AppError('VIEW_READ_ONLY', 403, 'complaints.views.readOnly');
const duplicateName = () =>
  new AppError(
    'VALIDATION_FAILED',
    422,
    'errors.validation',
    {},
    { name: ['complaints.views.duplicateName'] },
  );

/** A stored filter read back through today's schema: a field it no longer accepts is dropped, not fatal. */
function storedFilter(query: FilterQuery): ComplaintFilter {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return filterFromSearchParams(params);
}

/** The status belongs to the list on the three status lists, so a view of one keeps none of its own. */
function forList(filter: ComplaintFilter, list: ComplaintListName): ComplaintFilter {
  return COMPLAINT_LISTS[list].status ? { ...filter, status: [] } : filter;
}

function toView(row: SavedViewRow, caller: Caller): SavedView {
  return {
    id: row.id,
    name: row.name,
    list: row.list,
    filter: filterToQuery(forList(storedFilter(row.filter), row.list)),
    sharedRole: row.shared_role,
    mine: row.owner_id === caller.user.id,
    ownerName: row.owner_name,
  };
}

/** A view the caller owns: 404 when they may not see it, 403 when it is only shared with their role. */
async function ownView(db: Database, id: number, caller: Caller): Promise<SavedViewRow> {
  const row = await findView(db, id);
  if (!row) throw notFound();
  if (row.owner_id === caller.user.id) return row;
  if (row.shared_role === caller.user.role) throw readOnly();
  throw notFound();
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}

export async function listViews(db: Database, caller: Caller): Promise<{ views: SavedView[] }> {
  const rows = await findVisibleViews(db, caller.user.id, caller.user.role);
  return { views: rows.map((row) => toView(row, caller)) };
}

export async function createView(
  db: Database,
  input: CreateInput,
  caller: Caller,
): Promise<{ view: SavedView }> {
  if (input.sharedRole && !caller.ability.can('create', 'SharedView')) {
    throw new AppError('FORBIDDEN', 403, 'complaints.views.shareForbidden');
  }
  const parsed = complaintFilterSchema.safeParse(input.filter);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      (errors[['filter', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
    }
    throw new AppError('VALIDATION_FAILED', 422, 'complaints.views.invalidFilter', {}, errors);
  }
  if ((await countOwnViews(db, caller.user.id)) >= MAX_SAVED_VIEWS) {
    throw new AppError('VIEW_LIMIT', 422, 'complaints.views.tooMany', { count: MAX_SAVED_VIEWS });
  }
  if (await nameTaken(db, caller.user.id, input.name, null)) throw duplicateName();
  let id: number;
  try {
    id = await insertView(db, {
      owner_id: caller.user.id,
      name: input.name,
      list: input.list,
      filter: filterToQuery(forList(parsed.data, input.list)),
      shared_role: input.sharedRole,
    });
  } catch (error) {
    // Two saves racing past the check meet the unique index: the answer is the same 422.
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
  return { view: toView((await findView(db, id))!, caller) };
}

export async function renameView(
  db: Database,
  id: number,
  name: string,
  caller: Caller,
): Promise<{ view: SavedView }> {
  await ownView(db, id, caller);
  if (await nameTaken(db, caller.user.id, name, id)) throw duplicateName();
  try {
    await renameViewRow(db, id, name);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
  return { view: toView((await findView(db, id))!, caller) };
}

export async function deleteView(db: Database, id: number, caller: Caller): Promise<void> {
  await ownView(db, id, caller);
  await deleteViewRow(db, id);
}

function capped(count: number): ViewCount {
  return count > VIEW_COUNT_CAP ? { count: VIEW_COUNT_CAP, more: true } : { count, more: false };
}

/** 'My complaints' and every view the caller sees, counted with the caller's own access, in one statement. */
export async function viewCounts(db: Database, caller: Caller): Promise<ViewCountsReply> {
  const access = readableBy(caller);
  const rows = await findVisibleViews(db, caller.user.id, caller.user.role);
  const countOf = (filter: ComplaintFilter, list: ComplaintListName): CountSet => {
    const listed = forList(filter, list);
    return {
      where: readableFilterConditions(listed, list, caller, access),
      within: openOfOneAssignee(listed, caller.user.id, COMPLAINT_LISTS[list].status),
    };
  };
  const [mine, ...views] = await cappedCounts(
    db,
    [countOf(MY_COMPLAINTS_FILTER, 'all'), ...rows.map((row) => countOf(storedFilter(row.filter), row.list))],
    VIEW_COUNT_CAP,
  );
  return {
    mine: capped(mine!),
    views: rows.map((row, index) => ({ id: row.id, ...capped(views[index]!) })),
  };
}
