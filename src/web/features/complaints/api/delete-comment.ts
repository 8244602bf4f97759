import { useMutation } from '@tanstack/react-query';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { useEditCache, type ComplaintComment } from './edit-cache.ts';

interface DeleteCommentReply {
  timelineRecords: TimelineRecord[];
  complaint?: { comments?: ComplaintComment[] };
}

/** DELETE /comments/{id} (spec 7): the comment leaves the list, the timeline is replaced. */
export function useDeleteComment(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (commentId: number) => api<DeleteCommentReply>('DELETE', `/comments/${commentId}`),
    onSuccess: (reply, commentId) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: {
            ...current.complaint,
            comments:
              reply.complaint?.comments ??
              (current.complaint.comments ?? []).filter((comment) => comment.id !== commentId),
          },
        }),
        reply.timelineRecords,
      ),
  });
}
