import { useMutation } from '@tanstack/react-query';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { useEditCache, type ComplaintComment } from './edit-cache.ts';

interface AddCommentReply {
  comment: ComplaintComment;
  timelineRecords: TimelineRecord[];
}

/** POST /complaints/{id}/comment (spec 7): the new comment joins the list, the timeline is replaced. */
export function useAddComment(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (comment: string) =>
      api<AddCommentReply>('POST', `/complaints/${complaintId}/comment`, { comment }),
    onSuccess: (reply) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: {
            ...current.complaint,
            comments: [...(current.complaint.comments ?? []), reply.comment],
          },
        }),
        reply.timelineRecords,
      ),
  });
}
