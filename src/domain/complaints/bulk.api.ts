import { endpoint } from '#domain/api/endpoint.ts';
import {
  bulkChangeInput,
  bulkChangeReply,
  bulkJob,
  bulkJobParams,
  matchingCountQuery,
  matchingCountReply,
} from './bulk.schemas.ts';

const tag = 'complaints';

/** Bulk actions on complaint lists: assign, set priority or set status of many complaints at once. */
export const bulkApi = {
  change: endpoint({
    method: 'POST',
    path: '/api/complaints/bulk',
    access: { action: 'update', subject: 'Complaint' },
    tag,
    summary: 'Change many complaints; each is checked for permission and version on its own',
    description:
      'Up to 10,000 complaints, chosen by id (with the version the user saw) or by a list filter. ' +
      'A small change answers 200 with its summary; a larger one answers 202 with the job that makes ' +
      'it, to be read with GET /api/complaints/bulk/{id}.',
    body: bulkChangeInput,
    status: 200,
    reply: bulkChangeReply,
  }),
  job: endpoint({
    method: 'GET',
    path: '/api/complaints/bulk/:id',
    access: { action: 'update', subject: 'Complaint' },
    tag,
    summary: "A bulk change's progress and, once done, its summary; only its owner may read it",
    params: bulkJobParams,
    status: 200,
    reply: bulkJob,
  }),
  /** 'Select all N matching': how many complaints a list's filter means, up to what a bulk change takes. */
  matchingCount: endpoint({
    method: 'GET',
    path: '/api/complaints/count',
    access: { action: 'read', subject: 'Complaint' },
    tag,
    summary: 'How many complaints a list with this filter shows the reader, counted up to 10,001',
    description:
      "The list's own query (search, priority, status, assignee, dealer, province, city, created) and " +
      '`list` (all, pending, inProcess, resolved). `more` is true when more than 10,000 match.',
    query: matchingCountQuery,
    status: 200,
    reply: matchingCountReply,
  }),
};
