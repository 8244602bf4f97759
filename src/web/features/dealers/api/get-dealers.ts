import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { dealerApi } from '#domain/dealers/dealer.api.ts';
import { DEALER_PAGE_SIZE } from '#domain/dealers/dealer.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { dealerKeys } from './dealer-keys.ts';

export function dealersQuery(search: string) {
  return queryOptions({
    queryKey: dealerKeys.picker(search),
    queryFn: () => call(dealerApi.list, { query: { search: search || undefined } }),
  });
}

/** GET /dealers (spec 7), searched by the server: the first matches, for the complaint form's picker. */
export function useDealers(search: string, enabled = true) {
  return useQuery({ ...dealersQuery(search), enabled, placeholderData: keepPreviousData });
}

export function dealerPagesQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: dealerKeys.list(search),
    queryFn: ({ pageParam }) =>
      call(dealerApi.list, {
        query: { limit: DEALER_PAGE_SIZE, search: search || undefined, after: pageParam ?? undefined },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextAfter,
  });
}

/** The dealers list, a page at a time by id; while a new search loads, the previous rows stay. */
export function useDealerPages(search: string) {
  return useInfiniteQuery({ ...dealerPagesQuery(search), placeholderData: keepPreviousData });
}
