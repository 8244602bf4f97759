import type { ComplaintFilterInput } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';

/** Bulk change queries' keys: the count sits under the lists' key, so refreshing the lists refreshes it. */
export const bulkKeys = {
  matchingCount: (list: ComplaintListName, filter: ComplaintFilterInput) =>
    ['complaints', 'list', 'matching-count', list, filter] as const,
  job: (id: string) => ['complaints', 'bulk-job', id] as const,
};
