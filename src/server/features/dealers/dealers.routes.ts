import type { FastifyPluginAsync } from 'fastify';
import { dealerApi } from '#domain/dealers/dealer.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import {
  createDealer,
  dealerComplaints,
  dealerForEdit,
  listDealers,
  updateDealer,
} from './dealers.service.ts';

export const dealersRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, dealerApi.list, ({ query, caller }) => listDealers(db, query, caller));
  route(app, dealerApi.create, ({ body, caller }) => createDealer(db, body, caller));
  route(app, dealerApi.edit, ({ params, caller }) => dealerForEdit(db, params.id, caller));
  route(app, dealerApi.update, ({ params, body, caller }) => updateDealer(db, params.id, body, caller));
  route(app, dealerApi.complaints, ({ params, caller }) => dealerComplaints(db, params.id, caller));
};
