import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedViewApi } from '#domain/complaints/saved-view.api.ts';
import { call } from '#web/lib/api-client.ts';
import { savedViewKeys } from './saved-view-keys.ts';

/** Complaints assigned by others reach the counts within this time; one's own changes at once. */
export const VIEW_COUNTS_POLL_MS = 60_000;

export const viewCountsQuery = queryOptions({
  queryKey: savedViewKeys.counts,
  queryFn: () => call(savedViewApi.counts),
  refetchInterval: VIEW_COUNTS_POLL_MS,
  staleTime: 10_000,
});

/** The counts of 'My complaints' and of each saved view, in one call. */
export function useViewCounts(enabled = true) {
  return useQuery({ ...viewCountsQuery, enabled });
}
