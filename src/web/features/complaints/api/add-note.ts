import { useMutation } from '@tanstack/react-query';
import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import { call } from '#web/lib/api-client.ts';
import { useEditCache } from './edit-cache.ts';

/** POST /complaints/{id}/internal-note (spec 7): the new note joins the list, the timeline is replaced. */
export function useAddNote(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (note: string) =>
      call(collaborationApi.addNote, { params: { id: complaintId }, body: { note } }),
    onSuccess: (reply) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: {
            ...current.complaint,
            internal_notes: [...current.complaint.internal_notes, reply.note],
          },
        }),
        reply.timelineRecords,
      ),
  });
}
