import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitApi } from '#domain/visits/visit.api.ts';
import { call } from '#web/lib/api-client.ts';
import { visitKeys } from './visit-keys.ts';

/** GET /complaints/{id}/job-sheet: what the printed sheet shows. */
export function useJobSheet(complaintId: number) {
  return useQuery(
    queryOptions({
      queryKey: visitKeys.jobSheet(complaintId),
      queryFn: () => call(visitApi.jobSheet, { params: { id: complaintId } }),
    }),
  );
}
