import type { FastifyPluginAsync } from 'fastify';
import { paymentProofApi } from '#domain/payment-proofs/payment-proof.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { imageParts, imageUploads, sendImage } from '#server/storage/image-routes.ts';
import { proofFile, proofImages, uploadProofs } from './payment-proofs.service.ts';

/** Payment-proof images by order number (spec 2.6 and 7), their upload and their files. */
export const paymentProofsRoutes: FastifyPluginAsync<{ db: Database; store: FileStore }> = async (
  app,
  { db, store },
) => {
  await app.register(imageUploads);

  route(app, paymentProofApi.images, async ({ params }) => ({
    images: await proofImages(db, params.orderId),
  }));

  route(app, paymentProofApi.upload, ({ params, request, caller }) =>
    uploadProofs(db, store, params.orderId, imageParts(request), {
      user_id: caller.user.id,
      user_name: caller.user.name,
    }),
  );

  route(app, paymentProofApi.file, async ({ params, reply }) =>
    sendImage(reply, store, await proofFile(db, params.id), 'payment-proof'),
  );
};
