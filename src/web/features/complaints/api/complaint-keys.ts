import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import type { ComplaintListParams } from './get-complaints.ts';

/** Every complaint query's key. */
export const complaintKeys = {
  all: ['complaints'] as const,
  /** Every list, so one invalidation refreshes them all. */
  lists: ['complaints', 'list'] as const,
  list: (name: ComplaintListName, params: ComplaintListParams) =>
    [...complaintKeys.lists, name, params] as const,
  /** Every language's copy of one complaint's edit screen. */
  editAll: (id: number) => [...complaintKeys.all, 'edit', id] as const,
  /** Timeline actions come worded in the reader's language, so each language has its own copy. */
  edit: (id: number, language: string) => [...complaintKeys.editAll(id), language] as const,
  /** The Update Complaint mutation of one complaint (its button and the phone's quick bar share it). */
  update: (id: number) => [...complaintKeys.all, 'update', id] as const,
  assignees: ['complaints', 'assignees'] as const,
  /** The choices of a list filter ('Assigned to', 'Dealer') for a search, with the names of chosen ids. */
  filterOptions: (field: 'assignees' | 'dealers', search: string, ids: readonly number[]) =>
    [...complaintKeys.all, 'filter-options', field, search, ids] as const,
};
