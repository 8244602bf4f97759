import { endpoint, idParams } from '#domain/api/endpoint.ts';
import {
  assigneesReply,
  complaintDetailsInput,
  complaintEditReply,
  complaintListQuery,
  complaintListReply,
  createComplaintInput,
  createComplaintReply,
  updateComplaintDetailsReply,
  updateComplaintInput,
  updateComplaintReply,
} from './complaint.schemas.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from './complaint-status.ts';

const tag = 'complaints';

/** One of the four lists (spec 2.3): the same query and reply, at its own path. */
function listEndpoint<N extends ComplaintListName>(name: N, summary: string) {
  return endpoint({
    method: 'GET',
    path: `/api${COMPLAINT_LISTS[name].api}`,
    access: { action: 'read', subject: 'Complaint' },
    tag,
    summary,
    description:
      'Search (customer name, city, phone), priority filter and order; pass `nextCursor` back as `cursor` for the next page.',
    query: complaintListQuery,
    status: 200,
    reply: complaintListReply,
  });
}

/** Complaints (spec 2.3 and 7). */
export const complaintApi = {
  lists: {
    all: listEndpoint('all', 'All complaints the user may read, one page of cards'),
    pending: listEndpoint('pending', 'Pending complaints, one page of cards'),
    inProcess: listEndpoint('inProcess', 'In-process complaints, one page of cards'),
    resolved: listEndpoint('resolved', 'Resolved complaints, one page of cards'),
  } satisfies Record<ComplaintListName, unknown>,
  assignees: endpoint({
    method: 'GET',
    path: '/api/complaints/assignees',
    access: { action: 'assign', subject: 'Complaint' },
    tag,
    summary: 'Staff a complaint can be assigned to, for the create form',
    status: 200,
    reply: assigneesReply,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/complaints',
    access: { action: 'create', subject: 'Complaint' },
    tag,
    summary: 'Create a complaint; giving an assignee needs the assign ability',
    body: createComplaintInput,
    status: 201,
    reply: createComplaintReply,
  }),
  edit: endpoint({
    method: 'GET',
    path: '/api/complaints/:id/edit',
    access: { action: 'read', subject: 'Complaint' },
    tag,
    summary: 'A complaint with what its edit screen needs: assignable staff, timeline, dates, permissions',
    params: idParams,
    status: 200,
    reply: complaintEditReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/complaints/:id',
    access: { action: 'update', subject: 'Complaint' },
    tag,
    summary: 'Update a complaint; refused with 409 when it changed since `version`',
    params: idParams,
    body: updateComplaintInput,
    status: 200,
    reply: updateComplaintReply,
  }),
  updateDetails: endpoint({
    method: 'PATCH',
    path: '/api/complaints/:id/details',
    access: { action: 'update', subject: 'Complaint' },
    tag,
    summary:
      "Correct a complaint's customer, dealer and product details; each changed field goes to the timeline",
    description:
      "The create form's fields and rules, plus `version`: refused with 409 when the complaint changed since. A Dealer account keeps its own dealership.",
    params: idParams,
    body: complaintDetailsInput,
    status: 200,
    reply: updateComplaintDetailsReply,
  }),
};
