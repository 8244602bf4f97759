import { eq, or, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_PER_KIND } from '#domain/search/search.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { complaintSearchCondition } from '#server/db/sql/complaint-search.ts';
import { listComplaints } from './complaints.repository.ts';

/**
 * The global search's complaints: 'Search Complaints' on every complaint the reader may read, newest
 * first, plus the complaint whose number the term is (`0300` is also #00300). It is the list's own
 * path (decision 055): the bounded walk of the created order, a longer walk for a common term, the
 * trigram indexes (and the primary key for the number) straight away for a rare one, so no query
 * shape here depends on the planner's estimates.
 */
export async function searchComplaints(db: Database, term: string, number: number | null, access: SQL) {
  const text = complaintSearchCondition(term);
  const rows = await listComplaints(db, {
    where: [access, number === null ? text : or(eq(complaints.id, number), text)!],
    order: 'desc',
    after: null,
    limit: SEARCH_RESULTS_PER_KIND,
    filtered: true,
    search: term,
    searchNumber: number ?? undefined,
  });
  return rows.slice(0, SEARCH_RESULTS_PER_KIND).map((row) => ({
    id: row.id,
    customer_name: row.customer_name,
    phone: row.phone,
    customer_city: row.customer_city,
    status: row.status,
  }));
}
