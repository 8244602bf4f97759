import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bulkApi } from '#domain/complaints/bulk.api.ts';
import type { BulkChangeInput } from '#domain/complaints/bulk.schemas.ts';
import type { ComplaintFilterInput } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { call } from '#web/lib/api-client.ts';
import { bulkKeys } from './bulk-keys.ts';
import { complaintKeys } from './complaint-keys.ts';

/** Sends a bulk change; the lists read again once it has answered (a job's lists, once it ends). */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkChangeInput) => call(bulkApi.change, { body }),
    onSuccess: (reply) => {
      if ('summary' in reply) void queryClient.invalidateQueries({ queryKey: complaintKeys.lists });
    },
  });
}

const POLL_MS = 1_000;

function bulkJobQuery(id: string) {
  return queryOptions({
    queryKey: bulkKeys.job(id),
    queryFn: () => call(bulkApi.job, { params: { id } }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : POLL_MS;
    },
    retry: false,
  });
}

/** A bulk change running as a job, read every second until it ends; the lists read again then. */
export function useBulkJob(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...bulkJobQuery(id ?? ''), enabled: id !== null });
  const ended = query.data?.state === 'completed' || query.data?.state === 'failed';
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: complaintKeys.lists });
  }, [ended, queryClient]);
  return query;
}

/** 'Select all N matching': how many complaints the list's filter means (up to 10,000, `more` beyond). */
export function useMatchingCount(list: ComplaintListName, filter: ComplaintFilterInput, enabled: boolean) {
  return useQuery({
    queryKey: bulkKeys.matchingCount(list, filter),
    queryFn: () => call(bulkApi.matchingCount, { query: { ...filter, list } }),
    enabled,
  });
}
