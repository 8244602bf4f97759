import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '#domain/account/account.api.ts';
import type { UpdateAccountInput } from '#domain/account/account.schemas.ts';
import type { NotificationPreferences } from '#domain/users/user.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/query-client.ts';
import { accountKeys } from './account-keys.ts';

/** Saves the account tab; the session (name in the navbar) is read again. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) => call(accountApi.update, { body: input }),
    onSuccess: (reply) => {
      queryClient.setQueryData(accountKeys.own, reply);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) => call(accountApi.setNotifications, { body: input }),
    onSuccess: (reply) => queryClient.setQueryData(accountKeys.own, reply),
  });
}
