import { useMutation } from '@tanstack/react-query';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { useEditCache, type ComplaintNote } from './edit-cache.ts';

interface DeleteNoteReply {
  timelineRecords: TimelineRecord[];
  complaint?: { internal_notes?: ComplaintNote[] };
}

/** DELETE /notes/{id} (spec 7): the note leaves the list, the timeline is replaced. */
export function useDeleteNote(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (noteId: number) => api<DeleteNoteReply>('DELETE', `/notes/${noteId}`),
    onSuccess: (reply, noteId) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: {
            ...current.complaint,
            internal_notes:
              reply.complaint?.internal_notes ??
              (current.complaint.internal_notes ?? []).filter((note) => note.id !== noteId),
          },
        }),
        reply.timelineRecords,
      ),
  });
}
