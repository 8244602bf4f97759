import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceReply } from '#domain/settings/settings.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { SESSION_KEY } from '#web/lib/query-client.ts';

const maintenanceQuery = queryOptions({
  queryKey: ['settings', 'maintenance'],
  queryFn: () => api<MaintenanceReply>('GET', '/settings/maintenance'),
});

export function useMaintenance() {
  return useQuery(maintenanceQuery);
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api<MaintenanceReply>('PUT', '/settings/maintenance', { enabled }),
    onSuccess: (reply) => {
      queryClient.setQueryData(maintenanceQuery.queryKey, reply);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
