import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListChangesReply, listChangesQuery } from '#domain/live/live-list.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import type { Caller } from '#server/http/caller.ts';
import { readableBy, readableFilterConditions } from './complaint-filter-sql.ts';
import { listComplaints as listComplaintRows } from './complaints.repository.ts';
import { toComplaintCard } from './complaints.service.ts';
import { decodeCursor } from './list-cursor.ts';

type Query = z.output<typeof listChangesQuery>;
/**
 * An open list asks about the complaints live events named (decision 017). Events are
 * only hints: which of them the reader may read, and which the list shows now, is decided here with
 * the list's own filter conditions (complaintFilterConditions) and the reader's rules.
 */
export async function listChanges(db: Database, query: Query, caller: Caller): Promise<ListChangesReply> {
  const access = readableBy(caller);
  const asked = inArray(complaints.id, query.ids);
  const limit = query.ids.length;
  const after = query.cursor ? decodeCursor(query.cursor, query.order) : null;
  const listed = [...readableFilterConditions(query, query.list, caller, access), asked];

  const readable = await listComplaintRows(db, { where: [access, asked], order: 'desc', after: null, limit });
  const shown = await listComplaintRows(db, { where: listed, order: query.order, after: null, limit });
  // Past the loaded pages a complaint is not new to the reader: it comes when they scroll there.
  const beyond = after
    ? new Set((await listComplaintRows(db, { where: listed, order: query.order, after, limit })).map(idOf))
    : new Set<number>();
  return {
    cards: readable.map(toComplaintCard),
    fresh: shown.map(idOf).filter((id) => !beyond.has(id)),
  };
}

const idOf = (row: { id: number }) => row.id;
