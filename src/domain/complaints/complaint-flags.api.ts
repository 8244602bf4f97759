import { endpoint, idParams } from '#domain/api/endpoint.ts';
import { complaintFlagsReply, dismissFlagInput, dismissFlagReply } from './complaint-flags.ts';
import { customerHistoryQuery, customerHistoryReply } from './customer-history.ts';

const tag = 'complaints';

/** Customer history by phone and the duplicate and fraud flags (decision 019). */
export const complaintFlagsApi = {
  customerHistory: endpoint({
    method: 'GET',
    path: '/api/complaints/customer-history',
    access: { action: 'read', subject: 'Complaint' },
    tag,
    summary: "The customer's earlier complaints by phone (normal form), for the create form",
    description: 'Only complaints the reader may read, newest first; the count covers the same.',
    query: customerHistoryQuery,
    status: 200,
    reply: customerHistoryReply,
  }),
  complaintHistory: endpoint({
    method: 'GET',
    path: '/api/complaints/:id/customer-history',
    access: { action: 'read', subject: 'Complaint' },
    tag,
    summary: 'Every other complaint with the same phone as this one, for the edit screen',
    params: idParams,
    status: 200,
    reply: customerHistoryReply,
  }),
  flags: endpoint({
    method: 'GET',
    path: '/api/complaints/:id/flags',
    access: { action: 'read', subject: 'Note' },
    tag,
    summary: "A complaint's duplicate and fraud flags, dismissed ones included",
    description:
      'Flags are internal: readers of internal notes see them. Links only to complaints the reader may read.',
    params: idParams,
    status: 200,
    reply: complaintFlagsReply,
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/complaint-flags/:id/dismiss',
    access: { action: 'assign', subject: 'Complaint' },
    tag,
    summary:
      'Dismiss a flag with a reason (Admins and Support Agents); it does not come back for the same pair',
    params: idParams,
    body: dismissFlagInput,
    status: 200,
    reply: dismissFlagReply,
  }),
};
