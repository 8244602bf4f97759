import { endpoint, idParams } from '#domain/api/endpoint.ts';
import { rolesReply, updateRoleInput, updateRoleReply } from './role.schemas.ts';

const tag = 'roles';

export const roleApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/roles',
    access: { action: 'read', subject: 'Role' },
    tag,
    summary: 'Every role with its number of users and its permissions',
    status: 200,
    reply: rolesReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/roles/:id',
    access: { action: 'update', subject: 'Role' },
    tag,
    summary: "Set which actions a role may do on each subject; the Admin role can't be changed",
    params: idParams,
    body: updateRoleInput,
    status: 200,
    reply: updateRoleReply,
  }),
};
