import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RolesReply } from '#domain/roles/role.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const ROLES_KEY = ['roles'] as const;

export const rolesQuery = queryOptions({
  queryKey: ROLES_KEY,
  queryFn: () => api<RolesReply>('GET', '/roles'),
});

export function useRoles() {
  return useQuery(rolesQuery);
}
