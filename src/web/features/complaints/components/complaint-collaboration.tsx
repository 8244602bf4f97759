import { useAddComment } from '#web/features/complaints/api/add-comment.ts';
import { useAddNote } from '#web/features/complaints/api/add-note.ts';
import { useDeleteComment } from '#web/features/complaints/api/delete-comment.ts';
import { useDeleteImage } from '#web/features/complaints/api/delete-image.ts';
import { useDeleteNote } from '#web/features/complaints/api/delete-note.ts';
import type { ComplaintEditData } from '#web/features/complaints/api/edit-cache.ts';
import { useUploadImages } from '#web/features/complaints/api/upload-images.ts';
import { ComplaintImages } from './complaint-images.tsx';
import { ComplaintRemarks, type Remark } from './complaint-remarks.tsx';

/**
 * What the signed-in user may do here, from the page's one permission check (the role's rules). The
 * defaults are spec 6: delete only one's own entries, or anything as an admin; a Dealer never sees
 * internal notes. The server checks the same rules on every call.
 */
export interface CollaborationPermissions {
  addComment: boolean;
  readNotes: boolean;
  addNote: boolean;
  readImages: boolean;
  uploadImages: boolean;
  /** Whether the entry written by `userId` may be deleted; `undefined` when the author is not known. */
  delete: (kind: 'Comment' | 'Note' | 'Image', userId: number | null | undefined) => boolean;
}

interface ComplaintCollaborationProps {
  data: ComplaintEditData;
  permissions: CollaborationPermissions;
}

/** Comments, Internal Notes (staff only) and the image gallery of the edit screen (spec 2.3). */
export function ComplaintCollaboration({ data, permissions }: ComplaintCollaborationProps) {
  const { complaint } = data;
  const addComment = useAddComment(complaint.id);
  const deleteComment = useDeleteComment(complaint.id);
  const addNote = useAddNote(complaint.id);
  const deleteNote = useDeleteNote(complaint.id);
  const uploadImages = useUploadImages(complaint.id);
  const deleteImage = useDeleteImage(complaint.id);

  const comments: Remark[] = (complaint.comments ?? []).map((comment) => ({
    id: comment.id,
    user_id: comment.user_id,
    user_name: comment.user_name,
    text: comment.content,
    created_at: comment.created_at,
  }));
  const notes: Remark[] = (complaint.internal_notes ?? []).map((note) => ({
    id: note.id,
    user_id: note.user_id,
    user_name: note.user_name,
    text: note.note,
    created_at: note.created_at,
  }));

  return (
    <>
      <ComplaintRemarks
        kind="comment"
        remarks={comments}
        canAdd={permissions.addComment}
        canDelete={(remark) => permissions.delete('Comment', remark.user_id)}
        onAdd={(text) => addComment.mutateAsync(text)}
        adding={addComment.isPending}
        onDelete={(id) => deleteComment.mutateAsync(id)}
        deleting={deleteComment.isPending}
        lastSuccess={data.timelineRecords}
        draftKey={`comment:${data.authUser.id}:${complaint.id}`}
      />
      {permissions.readNotes && (
        <ComplaintRemarks
          kind="note"
          remarks={notes}
          canAdd={permissions.addNote}
          canDelete={(remark) => permissions.delete('Note', remark.user_id)}
          onAdd={(text) => addNote.mutateAsync(text)}
          adding={addNote.isPending}
          onDelete={(id) => deleteNote.mutateAsync(id)}
          deleting={deleteNote.isPending}
          lastSuccess={data.timelineRecords}
          draftKey={`note:${data.authUser.id}:${complaint.id}`}
        />
      )}
      {permissions.readImages && (
        <ComplaintImages
          images={data.imageUrls}
          canUpload={permissions.uploadImages}
          canDelete={(image) => permissions.delete('Image', image.user_id)}
          onUpload={(files, onProgress) => uploadImages.mutateAsync({ files, onProgress })}
          uploading={uploadImages.isPending}
          onDelete={(id) => deleteImage.mutateAsync(id)}
          deleting={deleteImage.isPending}
        />
      )}
    </>
  );
}
