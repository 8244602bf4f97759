import { useMutation } from '@tanstack/react-query';
import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import { call } from '#web/lib/api-client.ts';
import { useEditCache } from './edit-cache.ts';

/** DELETE /notes/{id} (spec 7): the list and the timeline are replaced by the reply's. */
export function useDeleteNote(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (noteId: number) => call(collaborationApi.deleteNote, { params: { id: noteId } }),
    onSuccess: (reply) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: { ...current.complaint, internal_notes: reply.complaint.internal_notes },
        }),
        reply.timelineRecords,
      ),
  });
}
