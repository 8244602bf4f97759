import { visitApi } from '#domain/visits/visit.api.ts';
import type { VisitReply } from '#domain/visits/visit.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import type { VisitLocation } from './visit-draft.ts';

/** POST /complaints/{id}/visits with the arrival time stamped on this device. */
export function startVisit(
  complaintId: number,
  startedAt: string,
  location: VisitLocation | null,
): Promise<VisitReply> {
  return call(visitApi.start, { params: { id: complaintId }, body: { started_at: startedAt, location } });
}
