import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountReply, VerifyEmailReply } from '#domain/account/account.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { SESSION_KEY } from '#web/lib/query-client.ts';
import { ACCOUNT_KEY } from './get-account.ts';

/** Sends a new link to the pending address; the old link stops working. */
export function useResendEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AccountReply>('POST', '/account/email-change/resend'),
    onSuccess: (reply) => queryClient.setQueryData(ACCOUNT_KEY, reply),
  });
}

/** Drops the pending address; the sign-in e-mail stays as it is. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AccountReply>('DELETE', '/account/email-change'),
    onSuccess: (reply) => queryClient.setQueryData(ACCOUNT_KEY, reply),
  });
}

/** /verify-email: the token of the mailed link makes the pending address the sign-in e-mail. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<VerifyEmailReply>('POST', '/auth/verify-email', { token }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
