import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import { warrantyApi } from '#domain/complaints/warranty.api.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';
import { invalidateOtherLanguages } from './edit-cache.ts';

/** POST /complaints/{id}/warranty ('Recompute warranty'): the screen shows the new verdict and timeline at once. */
export function useRecomputeWarranty(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (version: number) => call(warrantyApi.recompute, { params: { id }, body: { version } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(
        complaintKeys.edit(id, i18n.language),
        (current: ComplaintEditReply | undefined) =>
          current && {
            ...current,
            complaint: { ...current.complaint, ...reply.complaint, version: reply.version },
            timelineRecords: reply.timelineRecords,
          },
      );
      invalidateOtherLanguages(queryClient, id, i18n.language);
      void queryClient.invalidateQueries({ queryKey: complaintKeys.lists });
    },
  });
}
