import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { DEALER_PAGE_SIZE, type DealerListReply } from '#domain/dealers/dealer.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** Every dealer query starts with this key, so one invalidation after a change refreshes them all. */
export const DEALERS_KEY = ['dealers'] as const;

export function dealersQuery(search: string) {
  return queryOptions({
    queryKey: [...DEALERS_KEY, 'picker', search],
    queryFn: () =>
      api<DealerListReply>('GET', search ? `/dealers?${new URLSearchParams({ search })}` : '/dealers'),
  });
}

/** GET /dealers (spec 7), searched by the server: the first matches, for the complaint form's picker. */
export function useDealers(search: string, enabled = true) {
  return useQuery({ ...dealersQuery(search), enabled, placeholderData: keepPreviousData });
}

export function dealerPagesQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: [...DEALERS_KEY, 'list', search],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(DEALER_PAGE_SIZE) });
      if (search) query.set('search', search);
      if (pageParam !== null) query.set('after', String(pageParam));
      return api<DealerListReply>('GET', `/dealers?${query}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextAfter,
  });
}

/** The dealers list, a page at a time by id; while a new search loads, the previous rows stay. */
export function useDealerPages(search: string) {
  return useInfiniteQuery({ ...dealerPagesQuery(search), placeholderData: keepPreviousData });
}
