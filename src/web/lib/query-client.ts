import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The signed-in user's query key; its data is the session, or null when signed out. Every feature
 * reads or refreshes it, so it lives with the cache rather than in one feature.
 */
export const sessionKeys = { all: ['session'] as const };

// The server's Retry-After while its database is away.
const SERVICE_RETRY_MS = 5_000;

/** The server answers, but its database does not (503 DATABASE_UNAVAILABLE): worth retrying until it is back. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'DATABASE_UNAVAILABLE';
}

/**
 * One cache for the app. A 401 from any call means the session ended: forgetting it sends the user
 * to sign-in; a 403 or a 503 (maintenance) means the session's rules or state changed: it is read again.
 * While the database is away, reads retry until it is back (the connection banner says so).
 * Changes are sent even when the browser thinks it is offline: they fail at once with a message,
 * instead of waiting, unseen, for a connection.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) =>
        isServiceUnavailable(error) ||
        (!(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2),
      retryDelay: (failures, error) =>
        isServiceUnavailable(error) ? SERVICE_RETRY_MS : Math.min(1000 * 2 ** failures, 30_000),
      refetchOnWindowFocus: false,
      // Offline, reads still ask: the service worker answers those it kept (decision 021).
      networkMode: 'offlineFirst',
    },
    mutations: { networkMode: 'always' },
  },
  queryCache: new QueryCache({ onError: handleSessionErrors }),
  mutationCache: new MutationCache({
    onError: (error) => {
      handleSessionErrors(error);
      if (isServiceUnavailable(error)) setServiceUnavailable(true);
    },
    onSuccess: () => setServiceUnavailable(false),
  }),
});

function handleSessionErrors(error: Error) {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) queryClient.setQueryData(sessionKeys.all, null);
  // A refusal may mean an admin just changed the user's role: the navigation reads the rules again.
  if (error.status === 403) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  if (error.status === 503 && error.code === 'MAINTENANCE')
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

// Whether the database is away: a read is failing (and retrying) with that answer, or the last
// change got it. Any read or change that then succeeds tells otherwise.
let serviceUnavailable = false;
let changeRefused = false;
const serviceListeners = new Set<() => void>();

function updateServiceStatus() {
  const value =
    changeRefused ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => isServiceUnavailable(query.state.fetchFailureReason));
  if (value === serviceUnavailable) return;
  serviceUnavailable = value;
  for (const listener of serviceListeners) listener();
}

function setServiceUnavailable(value: boolean) {
  changeRefused = value;
  updateServiceStatus();
}

queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated') return;
  if (event.action.type === 'success') changeRefused = false;
  updateServiceStatus();
});

/** For `useSyncExternalStore`: whether the server's database is away right now. */
export const serviceStatus = {
  subscribe(listener: () => void) {
    serviceListeners.add(listener);
    return () => serviceListeners.delete(listener);
  },
  unavailable: () => serviceUnavailable,
};
