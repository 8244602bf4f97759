import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentProofApi } from '#domain/payment-proofs/payment-proof.api.ts';
import { call, upload } from '#web/lib/api-client.ts';
import { paymentProofKeys } from './payment-proof-keys.ts';

export function paymentProofsQuery(orderNumber: string) {
  return queryOptions({
    queryKey: paymentProofKeys.order(orderNumber),
    queryFn: () => call(paymentProofApi.images, { params: { orderId: orderNumber } }),
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
      upload(paymentProofApi.upload, { params: { orderId: orderNumber } }, files, onProgress),
    onSuccess: (reply) =>
      queryClient.setQueryData(paymentProofKeys.order(orderNumber), { images: reply.images }),
  });
}
