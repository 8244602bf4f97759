import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '#domain/account/account.api.ts';
import { call } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/query-client.ts';
import { accountKeys } from './account-keys.ts';

/** Sends a new link to the pending address; the old link stops working. */
export function useResendEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountApi.resendEmailChange),
    onSuccess: (reply) => queryClient.setQueryData(accountKeys.own, reply),
  });
}

/** Drops the pending address; the sign-in e-mail stays as it is. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountApi.cancelEmailChange),
    onSuccess: (reply) => queryClient.setQueryData(accountKeys.own, reply),
  });
}

/** /verify-email: the token of the mailed link makes the pending address the sign-in e-mail. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(accountApi.verifyEmail, { body: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.own });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
