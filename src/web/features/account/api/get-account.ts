import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '#domain/account/account.api.ts';
import { call } from '#web/lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const accountQuery = queryOptions({
  queryKey: accountKeys.own,
  queryFn: () => call(accountApi.get),
});

export function useAccount() {
  return useQuery(accountQuery);
}
