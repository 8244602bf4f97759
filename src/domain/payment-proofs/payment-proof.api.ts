import { endpoint, idParams } from '#domain/api/endpoint.ts';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import { orderParams, paymentProofImagesReply, uploadPaymentProofsReply } from './payment-proof.schemas.ts';

const tag = 'payment proofs';

/** Payment-proof images by order number (spec 2.6 and 7), their upload and their files. */
export const paymentProofApi = {
  images: endpoint({
    method: 'GET',
    path: '/api/payment-proof-images/:orderId',
    access: { action: 'read', subject: 'PaymentProof' },
    tag,
    summary: "The addresses of an order's payment-proof images, oldest first (empty when none)",
    description:
      'The order number is URL-encoded (`/`, spaces and `#` allowed), trimmed, and matched whatever its letter case.',
    params: orderParams,
    status: 200,
    reply: paymentProofImagesReply,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/payment-proof-images/:orderId',
    access: { action: 'create', subject: 'PaymentProof' },
    tag,
    summary: 'Add images to an order (multipart fields files[0], files[1], ...): all are stored or none',
    description: `Each file at most ${MAX_UPLOAD_BYTES} bytes (413 otherwise) and a JPEG, PNG, GIF or WebP by content (415 otherwise). An image the order already has is not stored twice. Answers the order's full list.`,
    multipart: true,
    params: orderParams,
    status: 200,
    reply: uploadPaymentProofsReply,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/payment-proof-files/:id',
    access: { action: 'read', subject: 'PaymentProof' },
    tag,
    summary: 'A payment-proof image, for users allowed to see payment proofs',
    params: idParams,
    status: 200,
    reply: null,
  }),
};
