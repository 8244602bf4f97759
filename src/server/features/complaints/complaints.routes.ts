import type { FastifyPluginAsync } from 'fastify';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { updateComplaintDetails } from './complaint-details.service.ts';
import {
  assignableStaff,
  complaintForEdit,
  createComplaint,
  listComplaints,
  updateComplaint,
} from './complaints.service.ts';

export const complaintsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  for (const [listName, list] of Object.entries(complaintApi.lists)) {
    route(app, list, ({ query, caller }) => listComplaints(db, listName as ComplaintListName, query, caller));
  }
  route(app, complaintApi.assignees, ({ caller }) => assignableStaff(db, caller));
  route(app, complaintApi.create, ({ body, caller }) => createComplaint(db, body, caller));
  route(app, complaintApi.edit, ({ params, caller }) => complaintForEdit(db, params.id, caller));
  route(app, complaintApi.update, ({ params, body, caller }) => updateComplaint(db, params.id, body, caller));
  route(app, complaintApi.updateDetails, ({ params, body, caller }) =>
    updateComplaintDetails(db, params.id, body, caller),
  );
};
