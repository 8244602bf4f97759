import { useMutation } from '@tanstack/react-query';
import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import { call } from '#web/lib/api-client.ts';
import { useEditCache } from './edit-cache.ts';

/** DELETE /comments/{id} (spec 7): the list and the timeline are replaced by the reply's. */
export function useDeleteComment(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (commentId: number) => call(collaborationApi.deleteComment, { params: { id: commentId } }),
    onSuccess: (reply) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: { ...current.complaint, comments: reply.complaint.comments },
        }),
        reply.timelineRecords,
      ),
  });
}
