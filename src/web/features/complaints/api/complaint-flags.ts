import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complaintFlagsApi } from '#domain/complaints/complaint-flags.api.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';

/**
 * Flags and customer history live under the complaints' key, so a list-wide invalidation refreshes
 * them; `revision` (the timeline's length) reads them again after any change to the complaint.
 */
export const flagKeys = {
  flags: (id: number, revision: number) => [...complaintKeys.all, 'flags', id, revision] as const,
  history: (id: number, revision: number) => [...complaintKeys.all, 'history', id, revision] as const,
  phoneHistory: (phone: string) => [...complaintKeys.all, 'history', 'phone', phone] as const,
};

/** GET /complaints/{id}/flags: for readers of flags only (`enabled`). */
export function useComplaintFlags(id: number, revision: number, enabled: boolean) {
  return useQuery({
    queryKey: flagKeys.flags(id, revision),
    queryFn: () => call(complaintFlagsApi.flags, { params: { id } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /complaint-flags/{id}/dismiss; the complaint (timeline) and every list read again. */
export function useDismissFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(complaintFlagsApi.dismiss, { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}

/** GET /complaints/{id}/customer-history: the edit screen's 'Customer history'. */
export function useComplaintHistory(id: number, revision: number) {
  return useQuery({
    queryKey: flagKeys.history(id, revision),
    queryFn: () => call(complaintFlagsApi.complaintHistory, { params: { id } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /complaints/customer-history?phone=: the create form's look-up, once a whole phone number is typed. */
export function useCustomerHistory(phone: string | null) {
  return useQuery({
    queryKey: flagKeys.phoneHistory(phone ?? ''),
    queryFn: () => call(complaintFlagsApi.customerHistory, { query: { phone: phone ?? '' } }),
    enabled: phone !== null,
  });
}
