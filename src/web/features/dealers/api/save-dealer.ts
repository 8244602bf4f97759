import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createDealerReply, DealerInput, UpdateDealerReply } from '#domain/dealers/dealer.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { DEALERS_KEY } from './get-dealers.ts';

type CreateDealerReply = z.infer<typeof createDealerReply>;

/** POST /dealers; the lists and pickers are refreshed. */
export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealerInput) => api<CreateDealerReply>('POST', '/dealers', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEALERS_KEY }),
  });
}

/** PUT /dealers/{id} (spec 7): answers the message and the fresh history. */
export function useUpdateDealer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealerInput) => api<UpdateDealerReply>('PUT', `/dealers/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEALERS_KEY }),
  });
}
