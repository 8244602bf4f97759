import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '#web/lib/query-client.ts';
import { getSession } from './session.ts';

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: getSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
