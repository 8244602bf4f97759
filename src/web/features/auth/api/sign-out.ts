import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { SESSION_KEY } from '#web/lib/query-client.ts';
import { rememberSession } from './session.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('POST', '/auth/logout'),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, rememberSession(null));
    },
  });
}
