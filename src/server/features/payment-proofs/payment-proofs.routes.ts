import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import {
  orderParams,
  paymentProofImagesReply,
  uploadPaymentProofsReply,
} from '#domain/payment-proofs/payment-proof.schemas.ts';
import { unauthenticated } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { idParams } from '#server/db/id-params.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { imageParts, imageUploads, sendImage } from '#server/storage/image-routes.ts';
import { proofFile, proofImages, uploadProofs } from './payment-proofs.service.ts';

const TAGS = ['payment proofs'];

/** Payment-proof images by order number (spec 2.6 and 7), their upload and their files. */
export const paymentProofsRoutes: FastifyPluginAsyncZod<{ db: Database; store: FileStore }> = async (
  app,
  { db, store },
) => {
  await app.register(imageUploads);

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
      return uploadProofs(db, store, request.params.orderId, imageParts(request), {
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
      return sendImage(reply, store, row, 'payment-proof');
    },
  );
};
