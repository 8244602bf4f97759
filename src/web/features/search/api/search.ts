import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '#domain/search/search.api.ts';
import { call } from '#web/lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

export const searchQuery = (term: string) =>
  queryOptions({
    queryKey: searchKeys.term(term),
    queryFn: () => call(searchApi.search, { query: { q: term } }),
    staleTime: 10_000,
  });

/** GET /search: complaints, dealers and staff matching the term, as far as the user may read them. */
export function useSearch(term: string) {
  return useQuery({ ...searchQuery(term), enabled: term.length > 0, placeholderData: keepPreviousData });
}
