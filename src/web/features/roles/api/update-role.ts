import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grant } from '#domain/roles/role-matrix.ts';
import type { RoleSummary } from '#domain/roles/role.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { SESSION_KEY } from '#web/lib/query-client.ts';
import { ROLES_KEY } from './get-roles.ts';

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, grants }: { id: number; grants: Grant[] }) =>
      api<{ message: string; role: RoleSummary }>('PUT', `/roles/${id}`, { grants }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROLES_KEY });
      // The editor's own navigation follows when they changed a role they hold.
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
