import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealerApi } from '#domain/dealers/dealer.api.ts';
import type { DealerInput } from '#domain/dealers/dealer.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { dealerKeys } from './dealer-keys.ts';

/** POST /dealers; the lists and pickers are refreshed. */
export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealerInput) => call(dealerApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.all }),
  });
}

/** PUT /dealers/{id} (spec 7): answers the message and the fresh history. */
export function useUpdateDealer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealerInput) => call(dealerApi.update, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.all }),
  });
}
