import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import type { createComplaintInput } from '#domain/complaints/complaint.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { complaintKeys } from './complaint-keys.ts';

export type CreateComplaintValues = z.output<typeof createComplaintInput>;

export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateComplaintValues) => call(complaintApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.lists }),
  });
}
