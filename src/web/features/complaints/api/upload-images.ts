import { useMutation } from '@tanstack/react-query';
import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import { upload } from '#web/lib/api-client.ts';
import { useEditCache } from './edit-cache.ts';

/**
 * POST /complaints/{id}/upload-image (spec 7), multipart `files[0..n]`, with upload progress. The reply's
 * `images` is the complaint's whole gallery.
 */
export function useUploadImages(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (fraction: number) => void }) =>
      upload(collaborationApi.uploadImages, { params: { id: complaintId }, query: {} }, files, onProgress),
    onSuccess: (reply) =>
      updateCache((current) => ({ ...current, imageUrls: reply.images }), reply.timelineRecords),
  });
}
