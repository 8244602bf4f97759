import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import { updateBody, type ComplaintChanges } from '#domain/complaints/update-body.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';
import { invalidateOtherLanguages } from './edit-cache.ts';

export function useUpdateComplaint(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationKey: complaintKeys.update(id),
    mutationFn: ({ data, changes }: { data: ComplaintEditReply; changes: ComplaintChanges }) =>
      call(complaintApi.update, { params: { id }, body: updateBody(data, changes) }),
    onSuccess: (reply, { changes }) => {
      queryClient.setQueryData(
        complaintKeys.edit(id, i18n.language),
        (current: ComplaintEditReply | undefined) => {
          if (!current) return current;
          const user = current.users.find((candidate) => candidate.id === changes.assignee);
          const assignee = user
            ? { id: user.id, name: user.name }
            : current.complaint.assignee?.id === changes.assignee
              ? current.complaint.assignee
              : { id: changes.assignee, name: '' };
          return {
            ...current,
            level: changes.level,
            complaint: {
              ...current.complaint,
              status: changes.status,
              level: changes.level,
              tag: changes.level,
              assignee,
              version: reply.version,
            },
            timelineRecords: reply.timelineRecords,
          };
        },
      );
      invalidateOtherLanguages(queryClient, id, i18n.language);
      void queryClient.invalidateQueries({ queryKey: complaintKeys.lists });
    },
  });
}
