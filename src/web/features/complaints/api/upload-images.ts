import { useMutation } from '@tanstack/react-query';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { upload } from '#web/lib/api-client.ts';
import { useEditCache, type ComplaintImage } from './edit-cache.ts';

interface UploadImagesReply {
  images: ComplaintImage[];
  timelineRecords: TimelineRecord[];
}

/**
 * POST /complaints/{id}/upload-image (spec 7), multipart `files[0..n]`, with upload progress. The reply's
 * `images` is the complaint's whole gallery.
 */
export function useUploadImages(complaintId: number) {
  const updateCache = useEditCache(complaintId);
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (fraction: number) => void }) =>
      upload<UploadImagesReply>(`/complaints/${complaintId}/upload-image`, files, onProgress),
    onSuccess: (reply) =>
      updateCache((current) => ({ ...current, imageUrls: reply.images }), reply.timelineRecords),
  });
}
