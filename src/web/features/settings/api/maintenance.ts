import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsApi } from '#domain/settings/settings.api.ts';
import { call } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/query-client.ts';
import { settingsKeys } from './settings-keys.ts';

const maintenanceQuery = queryOptions({
  queryKey: settingsKeys.maintenance,
  queryFn: () => call(settingsApi.maintenance),
});

export function useMaintenance() {
  return useQuery(maintenanceQuery);
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(settingsApi.setMaintenance, { body: { enabled } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(settingsKeys.maintenance, reply);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
