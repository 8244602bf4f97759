import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '#domain/users/user.api.ts';
import { call } from '#web/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userApi.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
