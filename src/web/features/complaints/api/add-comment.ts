import { useMutation } from '@tanstack/react-query';
import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import { call } from '#web/lib/api-client.ts';
import { useEditCache } from './edit-cache.ts';

/** POST /complaints/{id}/comment (spec 7): the new comment joins the list, the timeline is replaced. */
export function useAddComment(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (comment: string) =>
      call(collaborationApi.addComment, { params: { id: complaintId }, body: { comment } }),
    onSuccess: (reply) =>
      updateCache(
        (current) => ({
          ...current,
          complaint: { ...current.complaint, comments: [...current.complaint.comments, reply.comment] },
        }),
        reply.timelineRecords,
      ),
  });
}
