import type { VisitOutcome } from '#domain/visits/visit.ts';

export interface VisitLocation {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/** A part as typed: the quantity stays text until it is sent. */
export interface PartDraft {
  part: string;
  quantity: string;
  old_serial: string;
  new_serial: string;
}

/**
 * The visit in progress, kept on the device (decision 021) until it is finished: its server id once
 * the start reached the server (null when it was started offline), and the report typed so far.
 */
export interface VisitDraft {
  visitId: number | null;
  version: number;
  startedAt: string;
  location: VisitLocation | null;
  workDone: string;
  parts: PartDraft[];
  outcome: VisitOutcome | '';
  customerName: string;
  /** The signature as a PNG data URL. */
  signature: string | null;
  /** Photos kept on the device (taken offline or before the start reached the server), sent with the report. */
  pendingPhotos?: number;
}

/** One visit report's key on this device (its queue entry and its kept photos): the complaint and the arrival time. */
export const reportKey = (complaintId: number, startedAt: string) => `${complaintId}:${startedAt}`;

/** The draft's key: one person, one complaint. */
export const visitDraftKey = (userId: number, complaintId: number) =>
  `${visitDraftPrefix(userId)}${complaintId}`;
export const visitDraftPrefix = (userId: number) => `visit:${userId}:`;

export const EMPTY_PART: PartDraft = { part: '', quantity: '1', old_serial: '', new_serial: '' };

export function newVisitDraft(startedAt: string, location: VisitLocation | null): VisitDraft {
  return {
    visitId: null,
    version: 1,
    startedAt,
    location,
    workDone: '',
    parts: [],
    outcome: '',
    customerName: '',
    signature: null,
    pendingPhotos: 0,
  };
}
