import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountReply, updateAccountInput } from '#domain/account/account.schemas.ts';
import type { NotificationPreferences } from '#domain/users/user.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { SESSION_KEY } from '#web/lib/query-client.ts';
import { ACCOUNT_KEY } from './get-account.ts';

/** Saves the account tab; the session (name in the navbar) is read again. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof updateAccountInput>) => api<AccountReply>('PUT', '/account', input),
    onSuccess: (reply) => {
      queryClient.setQueryData(ACCOUNT_KEY, reply);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) => api<AccountReply>('PUT', '/account/notifications', input),
    onSuccess: (reply) => queryClient.setQueryData(ACCOUNT_KEY, reply),
  });
}
