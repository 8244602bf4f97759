import { useState } from 'react';
import type { ComplaintEditReply, TimelineRecord } from '#domain/complaints/complaint.schemas.ts';

export interface Collision {
  /** What the form edits: the version the person started from while they have unsaved changes. */
  formData: ComplaintEditReply;
  /** Set when someone else saved a newer version meanwhile, with its timeline entries. */
  changes: TimelineRecord[] | null;
  /** Takes the newer version as the base, keeping the fields the person changed. */
  keepMine(): void;
}

const keyOf = (record: TimelineRecord) => `${record.created_at}|${record.user_name}|${record.action}`;

/**
 * The edit screen shows the latest data (read again whenever the live stream says the complaint
 * changed); the Additional Information form keeps the version it started from while it has
 * unsaved changes, so a save still answers 409 if nobody chose, and the person is told at once.
 */
export function useCollision(data: ComplaintEditReply, dirty: boolean): Collision {
  const [base, setBase] = useState(data);
  // While nothing is unsaved, the form follows the latest data (state adjusted while rendering).
  if (!dirty && base !== data) setBase(data);
  const sameComplaint = base.complaint.id === data.complaint.id;
  const formData = dirty && sameComplaint ? base : data;
  const newer = dirty && sameComplaint && data.complaint.version > base.complaint.version;
  const seen = new Set(base.timelineRecords.map(keyOf));
  return {
    formData,
    changes: newer ? data.timelineRecords.filter((record) => !seen.has(keyOf(record))) : null,
    keepMine: () => setBase(data),
  };
}
