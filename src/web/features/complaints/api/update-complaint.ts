import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ComplaintEditReply, updateComplaintReply } from '#domain/complaints/complaint.schemas.ts';
import { updateBody, type ComplaintChanges } from '#domain/complaints/update-body.ts';
import { api } from '#web/lib/api-client.ts';
import { complaintQuery } from './get-complaint.ts';
import { COMPLAINT_LISTS_KEY } from './get-complaints.ts';

type UpdateComplaintReply = z.infer<typeof updateComplaintReply>;

export function useUpdateComplaint(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const key = complaintQuery(id, i18n.language).queryKey;
  return useMutation({
    mutationFn: ({ data, changes }: { data: ComplaintEditReply; changes: ComplaintChanges }) =>
      api<UpdateComplaintReply>('PUT', `/complaints/${id}`, updateBody(data, changes)),
    onSuccess: (reply, { changes }) => {
      queryClient.setQueryData(key, (current) => {
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
      });
      // Other languages' copies of this complaint are now out of date.
      void queryClient.invalidateQueries({
        queryKey: ['complaints', 'edit', id],
        predicate: (query) => query.queryKey[3] !== i18n.language,
      });
      void queryClient.invalidateQueries({ queryKey: COMPLAINT_LISTS_KEY });
    },
  });
}
