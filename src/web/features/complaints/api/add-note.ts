import { useMutation } from '@tanstack/react-query';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { useEditCache, type ComplaintNote } from './edit-cache.ts';

interface AddNoteReply {
  note: ComplaintNote;
  timelineRecords: TimelineRecord[];
}

/** POST /complaints/{id}/internal-note (spec 7): the new note joins the list, the timeline is replaced. */
export function useAddNote(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (note: string) =>
      api<AddNoteReply>('POST', `/complaints/${complaintId}/internal-note`, { note }),
    onSuccess: (reply) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: {
            ...current.complaint,
            internal_notes: [...(current.complaint.internal_notes ?? []), reply.note],
          },
        }),
        reply.timelineRecords,
      ),
  });
}
