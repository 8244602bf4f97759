import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitApi } from '#domain/visits/visit.api.ts';
import { call } from '#web/lib/api-client.ts';
import { visitKeys } from './visit-keys.ts';

const settingsQuery = queryOptions({
  queryKey: visitKeys.settings,
  queryFn: () => call(visitApi.settings),
});

export function useVisitSettings() {
  return useQuery(settingsQuery);
}

export function useSetVisitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signedVisitRequired: boolean) =>
      call(visitApi.setSettings, { body: { signedVisitRequired } }),
    onSuccess: (reply) => queryClient.setQueryData(visitKeys.settings, reply),
  });
}
