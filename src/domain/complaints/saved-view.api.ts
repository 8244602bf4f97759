import { endpoint, idParams } from '#domain/api/endpoint.ts';
import {
  createSavedViewInput,
  renameSavedViewInput,
  savedViewReply,
  savedViewsReply,
  viewCountsReply,
} from './saved-view.schemas.ts';

const tag = 'saved views';
/** A view is a way of reading complaint lists: whoever may read complaints may keep views. */
const access = { action: 'read', subject: 'Complaint' } as const;

/** Saved views of the complaint lists, and the counts the navigation shows beside them. */
export const savedViewApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/saved-views',
    access,
    tag,
    summary: "The reader's own views and those shared with their role, by name",
    status: 200,
    reply: savedViewsReply,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/api/saved-views/counts',
    access,
    tag,
    summary: "How many complaints 'My complaints' and each of the reader's views hold, capped",
    description: "Counted with the reader's own access; a count past the cap answers `more: true`.",
    status: 200,
    reply: viewCountsReply,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/saved-views',
    access,
    tag,
    summary: 'Save a filter and order under a name; sharing with a role needs the admin right',
    body: createSavedViewInput,
    status: 201,
    reply: savedViewReply,
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/saved-views/:id',
    access,
    tag,
    summary: 'Rename one of my views',
    params: idParams,
    body: renameSavedViewInput,
    status: 200,
    reply: savedViewReply,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/saved-views/:id',
    access,
    tag,
    summary: 'Delete one of my views',
    params: idParams,
    status: 204,
    reply: null,
  }),
};
