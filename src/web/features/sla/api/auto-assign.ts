import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autoAssignApi } from '#domain/assignment/auto-assign.api.ts';
import type { AutoAssignSettings } from '#domain/assignment/auto-assign.ts';
import { call } from '#web/lib/api-client.ts';
import { slaKeys } from './sla-keys.ts';

const autoAssignQuery = queryOptions({
  queryKey: slaKeys.autoAssign,
  queryFn: () => call(autoAssignApi.get),
});

export function useAutoAssignSettings() {
  return useQuery(autoAssignQuery);
}

export function useSaveAutoAssignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoAssignSettings) => call(autoAssignApi.update, { body }),
    onSuccess: (reply) => queryClient.setQueryData(slaKeys.autoAssign, reply),
  });
}
