import { z } from 'zod';

/** A comment, internal note and image as every reply carries them (spec 3, plus the author's name). */
export const commentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  /** Copied when written, so it stays when the account is deleted. */
  user_name: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const internalNoteSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type InternalNote = z.infer<typeof internalNoteSchema>;

/**
 * `url` (the original) and `thumbnail_url` (a small WebP for galleries) are served only to signed-in
 * users who may read the complaint; `user_id` and `user_name` are the uploader.
 */
export const complaintImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  /** The name the file had on the uploader's device; null for images from before it was kept. */
  file_name: z.string().nullable(),
  created_at: z.string(),
  /** The visit it is a photo of, if any. */
  visit_id: z.number().int().nullable(),
});
export type ComplaintImage = z.infer<typeof complaintImageSchema>;
