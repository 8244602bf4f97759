import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import type { ComplaintDetailsInput, ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';
import { invalidateOtherLanguages } from './edit-cache.ts';

/** PATCH /complaints/{id}/details ('Edit details'): the screen shows the corrected details and the new timeline at once. */
export function useUpdateComplaintDetails(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (body: ComplaintDetailsInput) => call(complaintApi.updateDetails, { params: { id }, body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(
        complaintKeys.edit(id, i18n.language),
        (current: ComplaintEditReply | undefined) =>
          current && {
            ...current,
            complaint: { ...current.complaint, ...reply.complaint, version: reply.version },
            dealer: reply.dealer,
            timelineRecords: reply.timelineRecords,
          },
      );
      invalidateOtherLanguages(queryClient, id, i18n.language);
      void queryClient.invalidateQueries({ queryKey: complaintKeys.lists });
    },
  });
}
