import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchReply } from '#domain/search/search.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const searchQuery = (term: string) =>
  queryOptions({
    queryKey: ['search', term],
    queryFn: () => api<SearchReply>('GET', `/search?q=${encodeURIComponent(term)}`),
    staleTime: 10_000,
  });

/** GET /search: complaints, dealers and staff matching the term, as far as the user may read them. */
export function useSearch(term: string) {
  return useQuery({ ...searchQuery(term), enabled: term.length > 0, placeholderData: keepPreviousData });
}
