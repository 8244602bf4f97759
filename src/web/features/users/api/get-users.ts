import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import type { UserSort, UserStatusFilter } from '#domain/users/user.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** The table's state as it lives in the URL: search, status, sort, order, page and page size. */
export interface UserListParams {
  search: string;
  status: UserStatusFilter;
  sort: UserSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export function usersQuery(params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: () => call(userApi.list, { query: { ...params, search: params.search || undefined } }),
  });
}

/** One page of the Users List; the previous page stays on screen while the next loads. */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
