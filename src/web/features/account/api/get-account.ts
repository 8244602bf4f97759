import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountReply } from '#domain/account/account.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const ACCOUNT_KEY = ['account'] as const;

export const accountQuery = queryOptions({
  queryKey: ACCOUNT_KEY,
  queryFn: () => api<AccountReply>('GET', '/account'),
});

export function useAccount() {
  return useQuery(accountQuery);
}
