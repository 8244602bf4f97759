import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The signed-in user's query key; its data is the session, or null when signed out. Every feature
 * reads or refreshes it, so it lives with the cache rather than in one feature.
 */
export const sessionKeys = { all: ['session'] as const };

/**
 * One cache for the app. A 401 from any call means the session ended: forgetting it sends the user
 * to sign-in; a 403 or a 503 (maintenance) means the session's rules or state changed: it is read again.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
  queryCache: new QueryCache({ onError: handleSessionErrors }),
  mutationCache: new MutationCache({ onError: handleSessionErrors }),
});

function handleSessionErrors(error: Error) {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) queryClient.setQueryData(sessionKeys.all, null);
  // A refusal may mean an admin just changed the user's role: the navigation reads the rules again.
  if (error.status === 403) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  if (error.status === 503 && error.code === 'MAINTENANCE')
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
