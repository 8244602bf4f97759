import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleApi } from '#domain/roles/role.api.ts';
import type { Grant } from '#domain/roles/role-matrix.ts';
import { call } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/query-client.ts';
import { roleKeys } from './role-keys.ts';

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, grants }: { id: number; grants: Grant[] }) =>
      call(roleApi.update, { params: { id }, body: { grants } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      // The editor's own navigation follows when they changed a role they hold.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
