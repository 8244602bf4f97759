import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Priority } from '#domain/complaints/complaint-priority.ts';
import type { COMPLAINT_ORDERS, ComplaintListReply } from '#domain/complaints/complaint.schemas.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { api } from '#web/lib/api-client.ts';

export type ComplaintOrder = (typeof COMPLAINT_ORDERS)[number];

/** The list controls as they live in the URL: search text, priority filter and order. */
export interface ComplaintListParams {
  search: string;
  priority: Priority | 'All';
  order: ComplaintOrder;
}

/** Every complaint list query starts with this key, so one invalidation refreshes them all. */
export const COMPLAINT_LISTS_KEY = ['complaints', 'list'] as const;

export function complaintsQuery(list: ComplaintListName, params: ComplaintListParams) {
  return infiniteQueryOptions({
    queryKey: [...COMPLAINT_LISTS_KEY, list, params],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ priority: params.priority, order: params.order });
      if (params.search) query.set('search', params.search);
      if (pageParam) query.set('cursor', pageParam);
      return api<ComplaintListReply>('GET', `${COMPLAINT_LISTS[list].api}?${query}`);
    },
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
