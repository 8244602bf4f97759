import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '#domain/account/account.api.ts';
import type { ChangePasswordInput } from '#domain/account/account.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(accountApi.changePassword, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.own }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountApi.signOutOthers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.own }),
  });
}
