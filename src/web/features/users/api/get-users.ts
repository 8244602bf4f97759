import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListReply, UserSort } from '#domain/users/user.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** The table's state as it lives in the URL: search, sort, order, page and page size. */
export interface UserListParams {
  search: string;
  sort: UserSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export const USERS_KEY = ['users'] as const;

export function usersQuery(params: UserListParams) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: () => {
      const query = new URLSearchParams({
        sort: params.sort,
        order: params.order,
        page: String(params.page),
        perPage: String(params.perPage),
      });
      if (params.search) query.set('search', params.search);
      return api<UserListReply>('GET', `/users?${query}`);
    },
  });
}

/** One page of the Users List; the previous page stays on screen while the next loads. */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
