import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';

const assigneesQuery = queryOptions({
  queryKey: complaintKeys.assignees,
  queryFn: () => call(complaintApi.assignees),
  staleTime: 5 * 60_000,
});

/** The create form's Assign to options; only asked for by users who may assign. */
export function useAssignees(enabled: boolean) {
  return useQuery({ ...assigneesQuery, enabled });
}
