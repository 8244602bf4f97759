import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createComplaintInput, createComplaintReply } from '#domain/complaints/complaint.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { COMPLAINT_LISTS_KEY } from './get-complaints.ts';

export type CreateComplaintValues = z.output<typeof createComplaintInput>;
type CreateComplaintReply = z.infer<typeof createComplaintReply>;

export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateComplaintValues) => api<CreateComplaintReply>('POST', '/complaints', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLAINT_LISTS_KEY }),
  });
}
