import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { complaintFilterOptionsApi } from '#domain/complaints/complaint-filter-options.api.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';

export type FilterOptionsField = keyof typeof complaintFilterOptionsApi;

export function filterOptionsQuery(field: FilterOptionsField, search: string, ids: readonly number[]) {
  const sortedIds = [...ids].sort((a, b) => a - b);
  return queryOptions({
    queryKey: complaintKeys.filterOptions(field, search, sortedIds),
    queryFn: () =>
      call(complaintFilterOptionsApi[field], { query: { search: search || undefined, id: sortedIds } }),
    staleTime: 60_000,
  });
}

/**
 * Staff ('assignees') or dealers ('dealers') whose name holds `search`, and the names of the ids
 * already chosen; while a new search loads, the previous choices stay.
 */
export function useFilterOptions(
  field: FilterOptionsField,
  search: string,
  ids: readonly number[],
  enabled = true,
) {
  return useQuery({ ...filterOptionsQuery(field, search, ids), enabled, placeholderData: keepPreviousData });
}
