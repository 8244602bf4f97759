import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedViewApi } from '#domain/complaints/saved-view.api.ts';
import { call } from '#web/lib/api-client.ts';
import { savedViewKeys } from './saved-view-keys.ts';

export const savedViewsQuery = queryOptions({
  queryKey: savedViewKeys.all,
  queryFn: () => call(savedViewApi.list),
  staleTime: 60_000,
});

/** My views and those shared with my role, by name. */
export function useSavedViews(enabled = true) {
  return useQuery({ ...savedViewsQuery, enabled });
}
