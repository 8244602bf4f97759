import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleApi } from '#domain/roles/role.api.ts';
import { call } from '#web/lib/api-client.ts';
import { roleKeys } from './role-keys.ts';

export const rolesQuery = queryOptions({
  queryKey: roleKeys.all,
  queryFn: () => call(roleApi.list),
});

export function useRoles() {
  return useQuery(rolesQuery);
}
