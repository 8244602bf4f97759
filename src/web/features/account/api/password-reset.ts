import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordInput, resetPasswordInput } from '#domain/account/account.schemas.ts';
import { api } from '#web/lib/api-client.ts';

type Reply = { message: string };

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: z.output<typeof forgotPasswordInput>) =>
      api<Reply>('POST', '/auth/forgot-password', input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: z.output<typeof resetPasswordInput>) =>
      api<Reply>('POST', '/auth/reset-password', input),
  });
}
