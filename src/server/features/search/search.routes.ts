import type { FastifyPluginAsync } from 'fastify';
import { designationOf } from '#domain/auth/roles.ts';
import { searchApi } from '#domain/search/search.api.ts';
import { complaintNumberIn } from '#domain/search/search.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS } from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import { route } from '#server/http/route.ts';
import { isPhoneNumber } from '#domain/phone/phone-number.ts';
import { customerHistory } from '#server/features/complaints/customer-history.service.ts';
import { searchComplaints } from '#server/features/complaints/complaint-search.service.ts';
import { searchDealers, searchUsers } from './search.repository.ts';

/** The global search: complaints, dealers and staff, each only as far as the user may read them. */
export const searchRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, searchApi.search, async ({ query, caller }) => {
    const { ability } = caller;
    const term = query.q;
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
    const history =
      ability.can('read', 'Complaint') && isPhoneNumber(term)
        ? await customerHistory(db, term, caller)
        : null;
    return {
      customer:
        history?.customer && history.total > 0
          ? {
              customer_name: history.customer.customer_name,
              phone: term,
              total: history.total,
              complaints: history.complaints,
            }
          : null,
      complaints: complaintRows,
      dealers: dealerRows,
      users: userRows.map((row) => ({ id: row.id, name: row.name, designation: designationOf(row.role) })),
    };
  });
};
