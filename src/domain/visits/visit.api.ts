import { endpoint, idParams } from '#domain/api/endpoint.ts';
import {
  finishVisitInput,
  jobSheetReply,
  startVisitInput,
  visitReply,
  visitSettings,
  visitsReply,
} from './visit.schemas.ts';

const tag = 'visits';
const read = { action: 'read', subject: 'Complaint' } as const;
// The service narrows it: only the complaint's assignee, a Field Agent or Technician, records visits.
const record = { action: 'update', subject: 'Complaint' } as const;
const settings = { action: 'manage', subject: 'Settings' } as const;

/** Visits to the customer (decision 021): arrival, work, parts, signature, departure; and the job sheet. */
export const visitApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/complaints/:id/visits',
    access: read,
    tag,
    summary: "A complaint's visits, oldest first, for whoever may read the complaint",
    params: idParams,
    status: 200,
    reply: visitsReply,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/complaints/:id/visits',
    access: record,
    tag,
    summary: "Start a visit: arrival time (the device's) and, when allowed, its location",
    description: 'Only the assignee of the complaint, a Field Agent or Technician (403 otherwise).',
    params: idParams,
    body: startVisitInput,
    status: 201,
    reply: visitReply,
  }),
  finish: endpoint({
    method: 'POST',
    path: '/api/visits/:id/finish',
    access: record,
    tag,
    summary: 'Finish a visit with its report: work done, parts, outcome, customer name and signature',
    description: 'Only who started it, while still assigned; 409 when the visit changed since `version`.',
    params: idParams,
    body: finishVisitInput,
    status: 200,
    reply: visitReply,
  }),
  jobSheet: endpoint({
    method: 'GET',
    path: '/api/complaints/:id/job-sheet',
    access: read,
    tag,
    summary: 'What the printed job sheet shows: the complaint, its warranty and its visits',
    params: idParams,
    status: 200,
    reply: jobSheetReply,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/settings/visits',
    access: settings,
    tag,
    summary: 'Visit rules set by an admin',
    status: 200,
    reply: visitSettings,
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/api/settings/visits',
    access: settings,
    tag,
    summary: 'Require a signed visit before a Field Agent or Technician resolves',
    body: visitSettings,
    status: 200,
    reply: visitSettings,
  }),
};
