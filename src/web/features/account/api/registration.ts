import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { registrationApi } from '#domain/account/account.api.ts';
import type { RegisterInput } from '#domain/account/account.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const registrationQuery = queryOptions({
  queryKey: accountKeys.registration,
  queryFn: () => call(registrationApi.state),
});

export function useRegistration() {
  return useQuery(registrationQuery);
}

export function useSetRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(registrationApi.set, { body: { enabled } }),
    onSuccess: (state) => queryClient.setQueryData(accountKeys.registration, state),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => call(registrationApi.register, { body: input }),
  });
}
