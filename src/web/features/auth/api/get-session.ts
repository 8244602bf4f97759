import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_KEY } from '#web/lib/query-client.ts';
import { getSession } from './session.ts';

export const sessionQuery = queryOptions({ queryKey: SESSION_KEY, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery);
}
