import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordInput } from '#domain/account/account.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_KEY } from './get-account.ts';

type Reply = { message: string };

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof changePasswordInput>) =>
      api<Reply>('PUT', '/account/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Reply>('POST', '/account/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}
