import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerInput } from '#domain/account/account.schemas.ts';
import { api } from '#web/lib/api-client.ts';

const REGISTRATION_KEY = ['registration'] as const;

export const registrationQuery = queryOptions({
  queryKey: REGISTRATION_KEY,
  queryFn: () => api<{ enabled: boolean }>('GET', '/auth/registration'),
});

export function useRegistration() {
  return useQuery(registrationQuery);
}

export function useSetRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api<{ enabled: boolean }>('PUT', '/settings/registration', { enabled }),
    onSuccess: (state) => queryClient.setQueryData(REGISTRATION_KEY, state),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: z.output<typeof registerInput>) =>
      api<{ message: string }>('POST', '/auth/register', input),
  });
}
