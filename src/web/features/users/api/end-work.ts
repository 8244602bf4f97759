import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import type { DeleteUserQuery } from '#domain/users/user.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** The code of the 409 that asks what to do with the person's open complaints (decision 024). */
export const HAS_OPEN_COMPLAINTS = 'USER_HAS_OPEN_COMPLAINTS';

/** The two ways to stop someone working; both ask the same question about open complaints. */
export type EndWorkAction = 'delete' | 'deactivate';

/**
 * After someone is deleted, deactivated or reactivated: the users' lists are read again; every other
 * query is marked stale (assignee pickers gained or lost a person) and, when complaints changed
 * hands, the shown ones are read again at once.
 */
function useStaffChanged() {
  const queryClient = useQueryClient();
  return (moved: number) => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries({ refetchType: moved > 0 ? 'active' : 'none' });
  };
}

/** Deletes or deactivates a staff account; a 409 `HAS_OPEN_COMPLAINTS` asks where their complaints go. */
export function useEndWork(action: EndWorkAction) {
  const staffChanged = useStaffChanged();
  return useMutation({
    mutationFn: ({ id, choice = {} }: { id: number; choice?: DeleteUserQuery }) =>
      action === 'delete'
        ? call(userApi.delete, { params: { id }, query: choice })
        : call(userApi.deactivate, { params: { id }, body: choice }),
    onSuccess: (reply) => staffChanged(reply.moved),
  });
}

export function useReactivateUser() {
  const staffChanged = useStaffChanged();
  return useMutation({
    mutationFn: (id: number) => call(userApi.reactivate, { params: { id } }),
    onSuccess: () => staffChanged(0),
  });
}
