import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '#domain/complaints/collaboration.schemas.ts';
import {
  orderParams,
  paymentProofImagesReply,
  uploadPaymentProofsReply,
} from '#domain/payment-proofs/payment-proof.schemas.ts';
import { notFound, unauthenticated } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { EXTENSIONS } from '../../storage/staging.ts';
import { proofFile, proofImages, uploadProofs, type ProofPart } from './payment-proofs.service.ts';

const TAGS = ['payment proofs'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Payment-proof images by order number (spec 2.6 and 7), their upload and their files. */
export const paymentProofsRoutes: FastifyPluginAsyncZod<{ db: Database; store: FileStore }> = async (
  app,
  { db, store },
) => {
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

  app.get(
    '/api/payment-proof-images/:orderId',
    {
      config: { access: { action: 'read', subject: 'PaymentProof' } },
      schema: {
        tags: TAGS,
        summary: "The addresses of an order's payment-proof images, oldest first (empty when none)",
        description:
          'The order number is URL-encoded (`/`, spaces and `#` allowed), trimmed, and matched whatever its letter case.',
        params: orderParams,
        response: { 200: paymentProofImagesReply },
      },
    },
    async (request) => ({ images: await proofImages(db, request.params.orderId) }),
  );

  app.post(
    '/api/payment-proof-images/:orderId',
    {
      config: { access: { action: 'create', subject: 'PaymentProof' } },
      schema: {
        tags: TAGS,
        summary: 'Add images to an order (multipart fields files[0], files[1], ...): all are stored or none',
        description: `Each file at most ${MAX_UPLOAD_BYTES} bytes (413 otherwise) and a JPEG, PNG, GIF or WebP by content (415 otherwise). An image the order already has is not stored twice. Answers the order's full list.`,
        consumes: ['multipart/form-data'],
        params: orderParams,
        response: { 200: uploadPaymentProofsReply },
      },
    },
    (request) => {
      if (!request.user) throw unauthenticated();
      return uploadProofs(db, store, request.params.orderId, fileParts(request), {
        user_id: request.user.id,
        user_name: request.user.name,
      });
    },
  );

  app.get(
    '/api/payment-proof-files/:id',
    {
      config: { access: { action: 'read', subject: 'PaymentProof' } },
      schema: {
        tags: TAGS,
        summary: 'A payment-proof image, for users allowed to see payment proofs',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await proofFile(db, request.params.id);
      const file = await store.read(row.storage_key);
      if (!file) throw notFound();
      const extension = EXTENSIONS[row.content_type as keyof typeof EXTENSIONS] ?? 'bin';
      return reply
        .type(row.content_type)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="payment-proof-${row.id}.${extension}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(file.body);
    },
  );
};

async function* fileParts(request: FastifyRequest): AsyncGenerator<ProofPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { filename: part.filename, file: part.file };
  }
}
