import type { FastifyPluginAsync } from 'fastify';
import { complaintFlagsApi } from '#domain/complaints/complaint-flags.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { dismissFlag, flagsOf } from './complaint-flags.service.ts';
import { complaintCustomerHistory, customerHistory } from './customer-history.service.ts';

export const complaintFlagsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, complaintFlagsApi.customerHistory, ({ query, caller }) =>
    customerHistory(db, query.phone, caller),
  );
  route(app, complaintFlagsApi.complaintHistory, ({ params, caller }) =>
    complaintCustomerHistory(db, params.id, caller),
  );
  route(app, complaintFlagsApi.flags, ({ params, caller }) => flagsOf(db, params.id, caller));
  route(app, complaintFlagsApi.dismiss, ({ params, body, caller }) =>
    dismissFlag(db, params.id, body.reason, caller),
  );
};
