import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitApi } from '#domain/visits/visit.api.ts';
import { call } from '#web/lib/api-client.ts';
import { visitKeys } from './visit-keys.ts';

export function visitsQuery(complaintId: number) {
  return queryOptions({
    queryKey: visitKeys.ofComplaint(complaintId),
    queryFn: () => call(visitApi.list, { params: { id: complaintId } }),
  });
}

/** GET /complaints/{id}/visits: the visits, and whether I record them here. */
export function useVisits(complaintId: number) {
  return useQuery(visitsQuery(complaintId));
}
