import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '#domain/complaints/collaboration.schemas.ts';
import { notFound } from '#server/app-error.ts';
import type { FileStore } from './file-store.ts';
import { EXTENSIONS } from './staging.ts';

/** Lets the routes of the plugin that registers it read multipart image uploads, all with the same limits. */
export const imageUploads = fp(async (app) => {
  await app.register(multipart, {
    // One byte over the limit reaches the upload's own meter, which answers 413 and keeps nothing.
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: MAX_UPLOAD_FILES,
      fields: 20,
      fieldSize: 1024,
      parts: 40,
    },
  });
});

export interface ImagePart {
  fieldname: string;
  filename: string;
  file: Readable & { truncated?: boolean };
}

/** The files of a multipart request, streamed one by one; other fields are skipped. */
export async function* imageParts(request: FastifyRequest): AsyncGenerator<ImagePart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { fieldname: part.fieldname, filename: part.filename, file: part.file };
  }
}

/**
 * Answers with a stored image, shown inline as `<name>-<id>.<extension>`; 404 when its file is gone.
 * The browser keeps it only to revalidate (`no-cache` with an ETag): every view asks the server,
 * which checks the reader's right, and a copy left after sign-out cannot be shown without it.
 */
export async function sendImage(
  reply: FastifyReply,
  store: FileStore,
  row: { id: number; storage_key: string; content_type: string },
  name: string,
) {
  // A stored file never changes (a new image gets a new key), so its key names its version.
  const etag = `"${createHash('sha256').update(row.storage_key).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'private, no-cache').header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) return reply.code(304).send();
  const file = await store.read(row.storage_key);
  if (!file) throw notFound();
  const extension = EXTENSIONS[row.content_type as keyof typeof EXTENSIONS] ?? 'bin';
  return reply
    .type(row.content_type)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${name}-${row.id}.${extension}"`)
    .send(file.body);
}
