import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerListQuery, dealerListReply } from '#domain/dealers/dealer.schemas.ts';
import { unauthenticated } from '../../app-error.ts';
import { accessibleBy } from '../../db/accessible-by.ts';
import type { Database } from '../../db/client.ts';
import { DEALER_RULE_COLUMNS, listDealers } from './dealers.repository.ts';

/** Enough for the complaint form's dealer picker, which narrows the list by typing. */
export const DEALER_PICKER_LIMIT = 50;

export const dealersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dealers',
    {
      config: { access: { action: 'read', subject: 'Dealer' } },
      schema: {
        tags: ['dealers'],
        summary: `Dealers the user may read, by id; at most ${DEALER_PICKER_LIMIT}, narrowed by search`,
        querystring: dealerListQuery,
        response: { 200: dealerListReply },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const rows = await listDealers(db, {
        search: request.query.search || null,
        access: accessibleBy(request.ability, 'read', 'Dealer', DEALER_RULE_COLUMNS),
        limit: DEALER_PICKER_LIMIT,
      });
      return {
        dealers: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
        role: request.user.role,
      };
    },
  );
};
