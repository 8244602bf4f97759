import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCommentInput,
  addCommentReply,
  addNoteInput,
  addNoteReply,
  deleteCollaborationReply,
  deleteImageReply,
  MAX_UPLOAD_BYTES,
  uploadImagesReply,
} from '#domain/complaints/collaboration.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { idParams } from '#server/db/id-params.ts';
import { callerOf } from '#server/plugins/caller.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { imageParts, imageUploads, sendImage } from '#server/storage/image-routes.ts';
import {
  addComment,
  addNote,
  readableImage,
  removeComment,
  removeImage,
  removeNote,
  uploadImages,
} from './collaboration.service.ts';

const TAGS = ['collaboration'];

/** Comments, internal notes and images of a complaint (spec 7). */
export const collaborationRoutes: FastifyPluginAsyncZod<{ db: Database; store: FileStore }> = async (
  app,
  { db, store },
) => {
  await app.register(imageUploads);

  app.post(
    '/api/complaints/:id/comment',
    {
      config: { access: { action: 'create', subject: 'Comment' } },
      schema: {
        tags: TAGS,
        summary: 'Add a comment to a complaint; answers it and the fresh timeline',
        params: idParams,
        body: addCommentInput,
        response: { 200: addCommentReply },
      },
    },
    (request) => addComment(db, request.params.id, request.body.comment, callerOf(request)),
  );

  app.post(
    '/api/complaints/:id/internal-note',
    {
      config: { access: { action: 'create', subject: 'Note' } },
      schema: {
        tags: TAGS,
        summary: 'Add an internal note (staff only, never shown to a Dealer)',
        params: idParams,
        body: addNoteInput,
        response: { 200: addNoteReply },
      },
    },
    (request) => addNote(db, request.params.id, request.body.note, callerOf(request)),
  );

  app.delete(
    '/api/comments/:id',
    {
      config: { access: { action: 'delete', subject: 'Comment' } },
      schema: {
        tags: TAGS,
        summary: 'Delete a comment: its author or an admin; answers the timeline and the refreshed complaint',
        params: idParams,
        response: { 200: deleteCollaborationReply },
      },
    },
    (request) => removeComment(db, request.params.id, callerOf(request)),
  );

  app.delete(
    '/api/notes/:id',
    {
      config: { access: { action: 'delete', subject: 'Note' } },
      schema: {
        tags: TAGS,
        summary: 'Delete an internal note: its author or an admin',
        params: idParams,
        response: { 200: deleteCollaborationReply },
      },
    },
    (request) => removeNote(db, request.params.id, callerOf(request)),
  );

  app.post(
    '/api/complaints/:id/upload-image',
    {
      config: { access: { action: 'create', subject: 'Image' } },
      schema: {
        tags: TAGS,
        summary: 'Upload images (multipart fields files[0], files[1], ...): all are stored or none',
        description: `Each file at most ${MAX_UPLOAD_BYTES} bytes (413 otherwise) and a JPEG, PNG, GIF or WebP by content (415 otherwise). Answers the complaint's full image list.`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: uploadImagesReply },
      },
    },
    (request) => uploadImages(db, store, request.params.id, imageParts(request), callerOf(request)),
  );

  app.delete(
    '/api/files/:id',
    {
      config: { access: { action: 'delete', subject: 'Image' } },
      schema: {
        tags: TAGS,
        summary: 'Delete an image and its file: its uploader or an admin',
        params: idParams,
        response: { 200: deleteImageReply },
      },
    },
    (request) => removeImage(db, store, request.params.id, callerOf(request), request.log),
  );

  app.get(
    '/api/files/:id',
    {
      config: { access: { action: 'read', subject: 'Image' } },
      schema: {
        tags: TAGS,
        summary: 'The image, for signed-in users who may read its complaint (404 otherwise)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await readableImage(db, request.params.id, callerOf(request));
      return sendImage(reply, store, row, 'image');
    },
  );
};
