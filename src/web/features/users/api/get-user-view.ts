import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export function userViewQuery(id: number) {
  return queryOptions({
    queryKey: userKeys.view(id),
    queryFn: () => call(userApi.view, { params: { id } }),
  });
}

/** A staff member's details, complaints by status and recent activity (also one's own, for the profile). */
export function useUserView(id: number | undefined) {
  return useQuery({ ...userViewQuery(id ?? 0), enabled: id !== undefined });
}
