import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentProofImagesReply,
  UploadPaymentProofsReply,
} from '#domain/payment-proofs/payment-proof.schemas.ts';
import { api, upload } from '#web/lib/api-client.ts';

const proofsPath = (orderNumber: string) => `/payment-proof-images/${encodeURIComponent(orderNumber)}`;

export function paymentProofsQuery(orderNumber: string) {
  return queryOptions({
    queryKey: ['payment-proofs', orderNumber.toLowerCase()],
    queryFn: () => api<PaymentProofImagesReply>('GET', proofsPath(orderNumber)),
    // A missing order is an answer (no images), not a failure worth repeating.
    retry: 1,
  });
}

/** GET /payment-proof-images/{orderId} (spec 7), the order number URL-encoded; nothing is asked without one. */
export function usePaymentProofs(orderNumber: string) {
  return useQuery({ ...paymentProofsQuery(orderNumber), enabled: orderNumber !== '' });
}

/** POST /payment-proof-images/{orderId}, multipart `files[0..n]`, with progress; the reply is the order's whole list. */
export function useUploadPaymentProofs(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (fraction: number) => void }) =>
      upload<UploadPaymentProofsReply>(proofsPath(orderNumber), files, onProgress),
    onSuccess: (reply) =>
      queryClient.setQueryData(paymentProofsQuery(orderNumber).queryKey, { images: reply.images }),
  });
}
