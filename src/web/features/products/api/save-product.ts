import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productApi } from '#domain/products/product.api.ts';
import type { ProductInput } from '#domain/products/product.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** POST /products; the lists and pickers are refreshed. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => call(productApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** PUT /products/{id}: answers the message, the product and the fresh history. */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => call(productApi.update, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
