import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import type { UpdateUserInput, UserListReply } from '#domain/users/user.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** Saves the Edit User dialog; the row is updated in place in every cached page (spec 7). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      call(userApi.update, { params: { id }, body: { ...input, id } }),
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<UserListReply>({ queryKey: userKeys.lists }, (page) =>
        page ? { ...page, users: page.users.map((row) => (row.id === user.id ? user : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
    },
  });
}
