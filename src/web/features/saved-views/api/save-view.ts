import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { savedViewApi } from '#domain/complaints/saved-view.api.ts';
import type { CreateSavedViewInput } from '#domain/complaints/saved-view.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { savedViewKeys } from './saved-view-keys.ts';

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: savedViewKeys.all });
  void queryClient.invalidateQueries({ queryKey: savedViewKeys.counts });
}

export function useCreateView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedViewInput) => call(savedViewApi.create, { body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRenameView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(savedViewApi.rename, { params: { id }, body: { name } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(savedViewApi.remove, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}
