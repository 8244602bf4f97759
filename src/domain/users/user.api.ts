import { endpoint, idParams } from '#domain/api/endpoint.ts';
import {
  createUserInput,
  deactivateUserInput,
  deactivateUserReply,
  deleteUserQuery,
  deleteUserReply,
  updateUserInput,
  userListQuery,
  userListReply,
  userUpdateReply,
  userViewReply,
} from './user.schemas.ts';

const tag = 'users';

/** Staff accounts (spec 2.4 and 7). */
export const userApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/users',
    access: { action: 'read', subject: 'User' },
    tag,
    summary: 'One page of staff accounts, searched and sorted by the server, with the total',
    query: userListQuery,
    status: 200,
    reply: userListReply,
  }),
  view: endpoint({
    method: 'GET',
    path: '/api/users/:id/view',
    // One's own view is the profile; anyone else's needs read on User (checked in the service).
    access: 'signedIn',
    tag,
    summary: 'A staff member: details, assigned complaints by status, recent activity',
    params: idParams,
    status: 200,
    reply: userViewReply,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/users',
    access: { action: 'create', subject: 'User' },
    tag,
    summary: 'Create a staff account; a username or e-mail in use is refused on its field',
    body: createUserInput,
    status: 201,
    reply: userUpdateReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    access: { action: 'update', subject: 'User' },
    tag,
    summary: 'Update a staff account; an empty password keeps the current one',
    params: idParams,
    body: updateUserInput,
    status: 200,
    reply: userUpdateReply,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    access: { action: 'delete', subject: 'User' },
    tag,
    summary:
      'Delete a staff account: it cannot sign in, its sessions end, its name stays on records; ' +
      'its open complaints go where `openComplaints` says (409 with their count when it is missing)',
    params: idParams,
    query: deleteUserQuery,
    status: 200,
    reply: deleteUserReply,
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/api/users/:id/deactivate',
    access: { action: 'update', subject: 'User' },
    tag,
    summary:
      'Deactivate a staff account: it cannot sign in, its sessions end, it takes no complaints; ' +
      'its open complaints go where `openComplaints` says (409 with their count when it is missing)',
    params: idParams,
    body: deactivateUserInput,
    status: 200,
    reply: deactivateUserReply,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/users/:id/reactivate',
    access: { action: 'update', subject: 'User' },
    tag,
    summary: 'Reactivate a deactivated staff account: it can sign in again',
    params: idParams,
    status: 200,
    reply: userUpdateReply,
  }),
};
