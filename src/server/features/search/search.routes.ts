import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { designationOf } from '#domain/auth/roles.ts';
import { complaintNumberIn, searchQuery, searchReply } from '#domain/search/search.schemas.ts';
import { unauthenticated } from '#server/app-error.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS } from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { searchComplaints, searchDealers, searchUsers } from './search.repository.ts';

/** The global search (issue 7): complaints, dealers and staff, each only as far as the user may read them. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/search',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['search'],
        summary: 'Complaints (number, customer name, phone, city), dealers (name, phone) and staff (name)',
        description:
          'Each kind is searched only when the user may read it, and only among the records they may read.',
        querystring: searchQuery,
        response: { 200: searchReply },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const { ability } = request;
      const term = request.query.q;
      const [complaintRows, dealerRows, userRows] = await Promise.all([
        ability.can('read', 'Complaint')
          ? searchComplaints(
              db,
              term,
              complaintNumberIn(term),
              accessibleBy(ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS),
            )
          : [],
        ability.can('read', 'Dealer')
          ? searchDealers(db, term, accessibleBy(ability, 'read', 'Dealer', { id: dealers.id }))
          : [],
        ability.can('read', 'User') ? searchUsers(db, term) : [],
      ]);
      return {
        complaints: complaintRows,
        dealers: dealerRows,
        users: userRows.map((row) => ({ id: row.id, name: row.name, designation: designationOf(row.role) })),
      };
    },
  );
};
