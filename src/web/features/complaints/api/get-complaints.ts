import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import type { ComplaintFilter, COMPLAINT_ORDERS } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';

export type ComplaintOrder = (typeof COMPLAINT_ORDERS)[number];

/** The list's filter as it lives in the URL (complaint-filter.ts), with the search box's text. */
export type ComplaintListParams = Omit<ComplaintFilter, 'search'> & { search: string };

export function complaintsQuery(list: ComplaintListName, params: ComplaintListParams) {
  return infiniteQueryOptions({
    queryKey: complaintKeys.list(list, params),
    queryFn: ({ pageParam }) =>
      call(complaintApi.lists[list], {
        query: { ...params, search: params.search || undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * One of the four lists (spec 2.3), a page at a time; the server searches, filters and orders.
 * While a new search loads, the previous results stay on screen.
 */
export function useComplaints(list: ComplaintListName, params: ComplaintListParams) {
  return useInfiniteQuery({ ...complaintsQuery(list, params), placeholderData: keepPreviousData });
}
