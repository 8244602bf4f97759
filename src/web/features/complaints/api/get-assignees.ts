import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { assigneesReply } from '#domain/complaints/complaint.schemas.ts';
import { api } from '#web/lib/api-client.ts';

const assigneesQuery = queryOptions({
  queryKey: ['complaints', 'assignees'],
  queryFn: () => api<z.infer<typeof assigneesReply>>('GET', '/complaints/assignees'),
  staleTime: 5 * 60_000,
});

/** The create form's Assign to options; only asked for by users who may assign. */
export function useAssignees(enabled: boolean) {
  return useQuery({ ...assigneesQuery, enabled });
}
