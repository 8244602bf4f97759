import { eq } from 'drizzle-orm';
import type { VisitSettings } from '#domain/visits/visit.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';

const SIGNED_VISIT_REQUIRED = 'visit_signature_required';

/** The visit rules an admin set (off until set). */
export async function visitSettingsOf(db: Database): Promise<VisitSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SIGNED_VISIT_REQUIRED));
  return { signedVisitRequired: row?.value === true };
}

export async function saveVisitSettings(db: Database, value: VisitSettings): Promise<VisitSettings> {
  await db
    .insert(settings)
    .values({ key: SIGNED_VISIT_REQUIRED, value: value.signedVisitRequired })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: value.signedVisitRequired, updatedAt: new Date() },
    });
  return visitSettingsOf(db);
}
