import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import type { UploadImagesReply } from '#domain/complaints/collaboration.schemas.ts';
import { upload } from '#web/lib/api-client.ts';

/** Before and after photos: the complaint's image upload with the visit's reference. */
export function uploadVisitPhotos(
  complaintId: number,
  visitId: number,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<UploadImagesReply> {
  return upload(
    collaborationApi.uploadImages,
    { params: { id: complaintId }, query: { visit: visitId } },
    files,
    onProgress,
  );
}
