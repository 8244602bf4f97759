import { z } from 'zod';

/** The longest order number, in characters. */
export const MAX_ORDER_NUMBER_LENGTH = 100;

/** An order number as typed: trimmed; '/', spaces and '#' are allowed (the address carries it encoded). */
export const orderNumberSchema = z
  .string({ error: 'validation.orderNumber' })
  .trim()
  .min(1, 'validation.orderNumber')
  .max(MAX_ORDER_NUMBER_LENGTH, 'validation.tooLong');

export const orderParams = z.object({ orderId: orderNumberSchema });

/** GET /payment-proof-images/{orderId} (spec 7): the images' addresses, oldest first. */
export const paymentProofImagesReply = z.object({ images: z.array(z.string()) });
export type PaymentProofImagesReply = z.infer<typeof paymentProofImagesReply>;

/** POST /payment-proof-images/{orderId}: the order's whole list after the upload. */
export const uploadPaymentProofsReply = paymentProofImagesReply.extend({
  /** Files whose content the order already had: not stored twice. */
  duplicates: z.number().int(),
});
export type UploadPaymentProofsReply = z.infer<typeof uploadPaymentProofsReply>;
