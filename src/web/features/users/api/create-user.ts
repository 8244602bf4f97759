import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createUserInput, UserRow } from '#domain/users/user.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof createUserInput>) =>
      api<{ message: string; user: UserRow }>('POST', '/users', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
