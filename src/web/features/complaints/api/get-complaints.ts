import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import {
  filterFromSearchParams,
  filterToQuery,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { call } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { complaintKeys } from './complaint-keys.ts';

export type { ComplaintOrder } from '#domain/complaints/complaint-filter.ts';

/** The list controls as they live in the URL: the whole complaint filter (search, filters, order). */
export type ComplaintListParams = ComplaintFilter;

export function complaintsQuery(list: ComplaintListName, params: ComplaintListParams) {
  return infiniteQueryOptions({
    queryKey: complaintKeys.list(list, params),
    queryFn: ({ pageParam }) =>
      call(complaintApi.lists[list], {
        query: { ...filterToQuery(params), cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * Asks for a list's first page as its address reads (the route's loader, beside the page's code):
 * the page's `useComplaints` then finds it in the cache or on its way.
 */
export function prefetchComplaints(list: ComplaintListName, search: URLSearchParams): void {
  void queryClient.prefetchInfiniteQuery(complaintsQuery(list, filterFromSearchParams(search)));
}

/**
 * One of the four lists (spec 2.3), a page at a time; the server searches, filters and orders.
 * While a new search loads, the previous results stay on screen.
 */
export function useComplaints(list: ComplaintListName, params: ComplaintListParams) {
  return useInfiniteQuery({ ...complaintsQuery(list, params), placeholderData: keepPreviousData });
}
