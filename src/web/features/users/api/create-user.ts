import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import type { CreateUserInput } from '#domain/users/user.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => call(userApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
