import { z } from 'zod';
import { complaintWithCollaboration, timelineRecord } from './complaint.schemas.ts';
import { commentSchema, complaintImageSchema, internalNoteSchema } from './collaboration-records.schemas.ts';

/** The largest image a complaint accepts, in bytes (5 MB); the screen checks it before sending. */
export const MAX_UPLOAD_BYTES = 5_242_880;
/**
 * The most pixels an uploaded image may have (about 50 megapixels: a 12 MP camera photo is far
 * below, a few-kilobyte "decompression bomb" announcing 30000 × 30000 far above).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Images one upload request may carry. */
export const MAX_UPLOAD_FILES = 20;
/** The longest comment or internal note, in characters. */
export const MAX_COLLABORATION_TEXT_LENGTH = 5_000;
/** What the server accepts, recognised by content (magic bytes), never by name or declared type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const required = 'validation.required';
// Stored as typed (only trimmed); the screen shows it as text, never as markup.
const collaborationText = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(MAX_COLLABORATION_TEXT_LENGTH, 'validation.maxLength');

/** POST /complaints/{id}/comment */
export const addCommentInput = z.object({ comment: collaborationText });
export type AddCommentInput = z.input<typeof addCommentInput>;
export const addCommentReply = z.object({ comment: commentSchema, timelineRecords: z.array(timelineRecord) });
export type AddCommentReply = z.infer<typeof addCommentReply>;

/** POST /complaints/{id}/internal-note */
export const addNoteInput = z.object({ note: collaborationText });
export type AddNoteInput = z.input<typeof addNoteInput>;
export const addNoteReply = z.object({ note: internalNoteSchema, timelineRecords: z.array(timelineRecord) });
export type AddNoteReply = z.infer<typeof addNoteReply>;

/** DELETE /comments/{id} and DELETE /notes/{id} */
export const deleteCollaborationReply = z.object({
  timelineRecords: z.array(timelineRecord),
  complaint: complaintWithCollaboration,
});
export type DeleteCollaborationReply = z.infer<typeof deleteCollaborationReply>;

/** `visit`: the images are before or after photos of this visit of the complaint (decision 021). */
export const uploadImagesQuery = z.object({
  visit: z.coerce.number().int().positive().max(2_147_483_647, 'validation.invalid').optional(),
});

/** POST /complaints/{id}/upload-image (multipart `files[0]`, `files[1]`, ...): the complaint's full list. */
export const uploadImagesReply = z.object({
  images: z.array(complaintImageSchema),
  timelineRecords: z.array(timelineRecord),
});
export type UploadImagesReply = z.infer<typeof uploadImagesReply>;

/** DELETE /files/{id} */
export const deleteImageReply = z.object({ timelineRecords: z.array(timelineRecord) });
export type DeleteImageReply = z.infer<typeof deleteImageReply>;
