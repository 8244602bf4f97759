import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#domain/auth/auth.api.ts';
import { call } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/query-client.ts';
import { rememberSession } from './session.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authApi.signOut),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.all, rememberSession(null));
    },
  });
}
