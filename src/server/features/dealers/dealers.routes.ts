import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDealerReply,
  dealerComplaintsReply,
  dealerEditReply,
  dealerInput,
  dealerListQuery,
  dealerListReply,
  updateDealerReply,
} from '#domain/dealers/dealer.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { idParams } from '#server/db/id-params.ts';
import { callerOf } from '#server/plugins/caller.ts';
import {
  createDealer,
  dealerComplaints,
  dealerForEdit,
  listDealers,
  updateDealer,
} from './dealers.service.ts';

const TAGS = ['dealers'];

export const dealersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dealers',
    {
      config: { access: { action: 'read', subject: 'Dealer' } },
      schema: {
        tags: TAGS,
        summary: 'Dealers the user may read, by id, one page at a time, narrowed by search',
        description:
          'Search looks in name, phone, city and address (any case); pass `nextAfter` back as `after` for the next page.',
        querystring: dealerListQuery,
        response: { 200: dealerListReply },
      },
    },
    (request) => listDealers(db, request.query, callerOf(request)),
  );

  app.post(
    '/api/dealers',
    {
      config: { access: { action: 'create', subject: 'Dealer' } },
      schema: {
        tags: TAGS,
        summary: 'Create a dealer (all four fields required)',
        body: dealerInput,
        response: { 201: createDealerReply },
      },
    },
    async (request, reply) => reply.code(201).send(await createDealer(db, request.body, callerOf(request))),
  );

  app.get(
    '/api/dealers/:id/edit',
    {
      config: { access: { action: 'read', subject: 'Dealer' } },
      schema: {
        tags: TAGS,
        summary: 'A dealer with its created time and change history (404 when not readable)',
        params: idParams,
        response: { 200: dealerEditReply },
      },
    },
    (request) => dealerForEdit(db, request.params.id, callerOf(request)),
  );

  app.put(
    '/api/dealers/:id',
    {
      config: { access: { action: 'update', subject: 'Dealer' } },
      schema: {
        tags: TAGS,
        summary: 'Update a dealer; each changed field is written to its history',
        params: idParams,
        body: dealerInput,
        response: { 200: updateDealerReply },
      },
    },
    (request) => updateDealer(db, request.params.id, request.body, callerOf(request)),
  );

  app.get(
    '/api/dealers/:id/complaints',
    {
      config: { access: { action: 'read', subject: 'Dealer' } },
      schema: {
        tags: TAGS,
        summary: "The dealer's complaints the user may read: counts per status and the newest",
        params: idParams,
        response: { 200: dealerComplaintsReply },
      },
    },
    (request) => dealerComplaints(db, request.params.id, callerOf(request)),
  );
};
