import type { FastifyPluginAsync } from 'fastify';
import { collaborationApi } from '#domain/complaints/collaboration.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { imageParts, imageUploads, sendImage } from '#server/storage/image-routes.ts';
import {
  addComment,
  addNote,
  readableImage,
  readableThumbnail,
  removeComment,
  removeImage,
  removeNote,
  uploadImages,
} from './collaboration.service.ts';

/** Comments, internal notes and images of a complaint (spec 7). */
export const collaborationRoutes: FastifyPluginAsync<{ db: Database; store: FileStore }> = async (
  app,
  { db, store },
) => {
  await app.register(imageUploads);

  route(app, collaborationApi.addComment, ({ params, body, caller }) =>
    addComment(db, params.id, body.comment, caller),
  );
  route(app, collaborationApi.addNote, ({ params, body, caller }) =>
    addNote(db, params.id, body.note, caller),
  );
  route(app, collaborationApi.deleteComment, ({ params, caller }) => removeComment(db, params.id, caller));
  route(app, collaborationApi.deleteNote, ({ params, caller }) => removeNote(db, params.id, caller));
  route(app, collaborationApi.uploadImages, ({ params, query, request, caller }) =>
    uploadImages(db, store, params.id, imageParts(request), caller, query.visit),
  );
  route(app, collaborationApi.deleteImage, ({ params, request, caller }) =>
    removeImage(db, store, params.id, caller, request.log),
  );
  route(app, collaborationApi.image, async ({ params, reply, caller }) =>
    sendImage(reply, store, await readableImage(db, params.id, caller), 'image'),
  );
  route(app, collaborationApi.thumbnail, async ({ params, reply, caller }) =>
    sendImage(reply, store, await readableThumbnail(db, store, params.id, caller), 'thumbnail'),
  );
};
