import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { slaApi, type slaSettingsInput } from '#domain/sla/sla.api.ts';
import { call } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/query-client.ts';
import { slaKeys } from './sla-keys.ts';

const slaQuery = queryOptions({ queryKey: slaKeys.hours, queryFn: () => call(slaApi.get) });

export function useSlaSettings() {
  return useQuery(slaQuery);
}

export function useSaveSlaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof slaSettingsInput>) => call(slaApi.update, { body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(slaKeys.hours, reply);
      // The time zone the product shows times in comes with the session.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
