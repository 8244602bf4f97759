import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateUserInput, UserListReply, UserRow } from '#domain/users/user.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

/** Saves the Edit User dialog; the row is updated in place in every cached page (spec 7). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: z.output<typeof updateUserInput> }) =>
      api<{ message: string; user: UserRow }>('PUT', `/users/${id}`, { ...input, id }),
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<UserListReply>({ queryKey: [...USERS_KEY, 'list'] }, (page) =>
        page ? { ...page, users: page.users.map((row) => (row.id === user.id ? user : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: USERS_KEY, refetchType: 'none' });
    },
  });
}
