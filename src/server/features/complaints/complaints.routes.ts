import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import {
  assigneesReply,
  complaintEditReply,
  complaintListQuery,
  complaintListReply,
  createComplaintInput,
  createComplaintReply,
  updateComplaintInput,
  updateComplaintReply,
} from '#domain/complaints/complaint.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { idParams } from '#server/db/id-params.ts';
import { callerOf } from '#server/plugins/caller.ts';
import {
  assignableStaff,
  complaintForEdit,
  createComplaint,
  listComplaints,
  updateComplaint,
} from './complaints.service.ts';

const TAGS = ['complaints'];

const LIST_SUMMARIES: Record<ComplaintListName, string> = {
  all: 'All complaints the user may read, one page of cards',
  pending: 'Pending complaints, one page of cards',
  inProcess: 'In-process complaints, one page of cards',
  resolved: 'Resolved complaints, one page of cards',
};

export const complaintsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const listName of Object.keys(COMPLAINT_LISTS) as ComplaintListName[]) {
    app.get(
      `/api${COMPLAINT_LISTS[listName].api}`,
      {
        config: { access: { action: 'read', subject: 'Complaint' } },
        schema: {
          tags: TAGS,
          summary: LIST_SUMMARIES[listName],
          description:
            'Search (customer name, city, phone), priority filter and order; pass `nextCursor` back as `cursor` for the next page.',
          querystring: complaintListQuery,
          response: { 200: complaintListReply },
        },
      },
      (request) => listComplaints(db, listName, request.query, callerOf(request)),
    );
  }

  app.get(
    '/api/complaints/assignees',
    {
      config: { access: { action: 'assign', subject: 'Complaint' } },
      schema: {
        tags: TAGS,
        summary: 'Staff a complaint can be assigned to, for the create form',
        response: { 200: assigneesReply },
      },
    },
    (request) => assignableStaff(db, callerOf(request)),
  );

  app.post(
    '/api/complaints',
    {
      config: { access: { action: 'create', subject: 'Complaint' } },
      schema: {
        tags: TAGS,
        summary: 'Create a complaint; giving an assignee needs the assign ability',
        body: createComplaintInput,
        response: { 201: createComplaintReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createComplaint(db, request.body, callerOf(request))),
  );

  app.get(
    '/api/complaints/:id/edit',
    {
      config: { access: { action: 'read', subject: 'Complaint' } },
      schema: {
        tags: TAGS,
        summary:
          'A complaint with what its edit screen needs: assignable staff, timeline, dates, permissions',
        params: idParams,
        response: { 200: complaintEditReply },
      },
    },
    (request) => complaintForEdit(db, request.params.id, callerOf(request)),
  );

  app.put(
    '/api/complaints/:id',
    {
      config: { access: { action: 'update', subject: 'Complaint' } },
      schema: {
        tags: TAGS,
        summary: 'Update a complaint; refused with 409 when it changed since `version`',
        params: idParams,
        body: updateComplaintInput,
        response: { 200: updateComplaintReply },
      },
    },
    (request) => updateComplaint(db, request.params.id, request.body, callerOf(request)),
  );
};
