import { eq, sql } from 'drizzle-orm';
import type { VisitSettings } from '#domain/visits/visit.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';

const SIGNED_VISIT_REQUIRED = 'visit_signature_required';

/** A company setting's stored value (JSON), or undefined when it was never set. */
export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** The visit rules an admin set (off until set). */
export async function visitSettingsOf(db: Database): Promise<VisitSettings> {
  return { signedVisitRequired: (await readSetting(db, SIGNED_VISIT_REQUIRED)) === true };
}

export async function saveVisitSettings(db: Database, value: VisitSettings): Promise<VisitSettings> {
  await writeSetting(db, SIGNED_VISIT_REQUIRED, value.signedVisitRequired);
  return visitSettingsOf(db);
}
