import { useMutation } from '@tanstack/react-query';
import { passwordResetApi } from '#domain/account/account.api.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '#domain/account/account.schemas.ts';
import { call } from '#web/lib/api-client.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => call(passwordResetApi.forgot, { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => call(passwordResetApi.reset, { body: input }),
  });
}
