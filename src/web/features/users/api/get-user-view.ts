import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserViewReply } from '#domain/users/user.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

export function userViewQuery(id: number) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'view', id],
    queryFn: () => api<UserViewReply>('GET', `/users/${id}/view`),
  });
}

/** A staff member's details, complaints by status and recent activity (also one's own, for the profile). */
export function useUserView(id: number | undefined) {
  return useQuery({ ...userViewQuery(id ?? 0), enabled: id !== undefined });
}
