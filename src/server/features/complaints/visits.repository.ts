import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Visit } from '#domain/visits/visit.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaintImages } from '#server/db/schema/collaboration.ts';
import { complaintVisitParts, complaintVisits } from '#server/db/schema/visits.ts';
import { toComplaintImage } from './collaboration.repository.ts';

export type VisitRow = typeof complaintVisits.$inferSelect;
export type NewVisit = typeof complaintVisits.$inferInsert;
export type NewVisitPart = Omit<typeof complaintVisitParts.$inferInsert, 'id' | 'visit_id'>;

export async function findVisit(db: Database, id: number): Promise<VisitRow | undefined> {
  const [row] = await db.select().from(complaintVisits).where(eq(complaintVisits.id, id));
  return row;
}

/** A complaint's visits, oldest first, with their parts and photos. */
export async function findVisits(db: Database, complaintId: number): Promise<Visit[]> {
  const rows = await db
    .select()
    .from(complaintVisits)
    .where(eq(complaintVisits.complaint_id, complaintId))
    .orderBy(asc(complaintVisits.started_at), asc(complaintVisits.id));
  return withDetails(db, rows);
}

async function withDetails(db: Database, rows: VisitRow[]): Promise<Visit[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [parts, photos] = await Promise.all([
    db
      .select()
      .from(complaintVisitParts)
      .where(inArray(complaintVisitParts.visit_id, ids))
      .orderBy(asc(complaintVisitParts.id)),
    db
      .select()
      .from(complaintImages)
      .where(inArray(complaintImages.visit_id, ids))
      .orderBy(asc(complaintImages.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    complaint_id: row.complaint_id,
    technician: { id: row.technician_id, name: row.technician_name },
    started_at: row.started_at.toISOString(),
    location:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude, accuracy: row.accuracy },
    work_done: row.work_done,
    outcome: row.outcome,
    customer_name: row.customer_name,
    signature: row.signature ? `data:image/png;base64,${row.signature.toString('base64')}` : null,
    finished_at: row.finished_at?.toISOString() ?? null,
    version: row.version,
    parts: parts
      .filter((part) => part.visit_id === row.id)
      .map(({ part, quantity, old_serial, new_serial }) => ({ part, quantity, old_serial, new_serial })),
    photos: photos.filter((photo) => photo.visit_id === row.id).map(toComplaintImage),
  }));
}

export async function oneVisit(db: Database, id: number): Promise<Visit> {
  const row = await findVisit(db, id);
  const [visit] = await withDetails(db, row ? [row] : []);
  if (!visit) throw new Error(`visit ${id} vanished`);
  return visit;
}

export async function insertVisit(db: Database, values: NewVisit): Promise<number> {
  const [row] = await db.insert(complaintVisits).values(values).returning({ id: complaintVisits.id });
  return row!.id;
}

/** Finishes the visit if it is still open at `version`: the new version, or null when it changed meanwhile. */
export async function finishVisitAtVersion(
  db: Database,
  id: number,
  version: number,
  changes: Pick<NewVisit, 'work_done' | 'outcome' | 'customer_name' | 'signature' | 'finished_at'>,
): Promise<number | null> {
  const [row] = await db
    .update(complaintVisits)
    .set({ ...changes, version: version + 1 })
    .where(
      and(
        eq(complaintVisits.id, id),
        eq(complaintVisits.version, version),
        isNull(complaintVisits.finished_at),
      ),
    )
    .returning({ version: complaintVisits.version });
  return row?.version ?? null;
}

export async function insertParts(db: Database, visitId: number, parts: NewVisitPart[]): Promise<void> {
  if (parts.length === 0) return;
  await db.insert(complaintVisitParts).values(parts.map((part) => ({ ...part, visit_id: visitId })));
}

/** Whether the complaint has a finished visit the customer signed. */
export async function hasSignedVisit(db: Database, complaintId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: complaintVisits.id })
    .from(complaintVisits)
    .where(
      and(
        eq(complaintVisits.complaint_id, complaintId),
        isNotNull(complaintVisits.finished_at),
        isNotNull(complaintVisits.signature),
      ),
    )
    .limit(1);
  return row !== undefined;
}
