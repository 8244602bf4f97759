import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import type { DeactivateUserInput } from '#domain/users/user.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** Deactivates a staff account; a 409 `USER_HAS_OPEN_COMPLAINTS` asks where their complaints go. */
export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice?: DeactivateUserInput }) =>
      call(userApi.deactivate, { params: { id }, body: choice ?? {} }),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      // Complaints changed hands, and assignee pickers lost a person: read them again.
      void queryClient.invalidateQueries({ refetchType: reply.moved > 0 ? 'active' : 'none' });
    },
  });
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userApi.reactivate, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
