import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import type { DeleteUserQuery } from '#domain/users/user.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** The code of the 409 that asks what to do with the person's open complaints (decision 024). */
export const HAS_OPEN_COMPLAINTS = 'USER_HAS_OPEN_COMPLAINTS';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice?: DeleteUserQuery }) =>
      call(userApi.delete, { params: { id }, query: choice ?? {} }),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      // Complaints changed hands: lists and counts read them again.
      if (reply.moved > 0) void queryClient.invalidateQueries();
    },
  });
}
