import type { UserListParams } from './get-users.ts';

/** Every staff-account query's key; one invalidation of `all` after a change refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists, params] as const,
  view: (id: number) => [...userKeys.all, 'view', id] as const,
};
