import { useMutation } from '@tanstack/react-query';
import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import { call } from '#web/lib/api-client.ts';
import { useEditCache } from './edit-cache.ts';

/** DELETE /files/{id} (spec 7): the image leaves the gallery, the timeline is replaced. */
export function useDeleteImage(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: (fileId: number) => call(collaborationApi.deleteImage, { params: { id: fileId } }),
    onSuccess: (reply, fileId) =>
      updateCache(
        (current) => ({ ...current, imageUrls: current.imageUrls.filter((image) => image.id !== fileId) }),
        reply.timelineRecords,
      ),
  });
}
