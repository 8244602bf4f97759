import { subject } from '@casl/ability';
import type { ComplaintFlagsReply, FlagKind } from '#domain/complaints/complaint-flags.ts';
import { todayIn } from '#domain/complaints/warranty.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError, forbidden, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { companyTimeZone } from '#server/features/sla/sla.service.ts';
import type { Caller } from '#server/http/caller.ts';
import { TIMELINE } from './complaint-timeline.ts';
import {
  deleteFlags,
  dismissPair,
  findActiveFlagsAbout,
  findFlag,
  findFlagsOf,
  findFlagSubject,
  findImageFingerprints,
  findPhotoCandidates,
  findPossibleDuplicates,
  findSameOrder,
  insertFlags,
  type WantedFlag,
} from './complaint-flags.repository.ts';
import { insertTimeline } from './complaints.repository.ts';
import { readableComplaint } from './complaints.service.ts';
import { dHashBands, hammingDistance, hasDetail, NEAR_COPY_MAX_DISTANCE } from './image-fingerprint.ts';

/** The complaint fields the field flags are computed from: a change of one refreshes them. */
export const FLAG_FIELDS = [
  'phone',
  'product_id',
  'product_name',
  'order_number',
  'warranty_verdict',
] as const;

/** The kinds computed from a complaint's fields (the photo flag comes from its images). */
const FIELD_KINDS: FlagKind[] = ['possible_duplicate', 'same_order', 'after_warranty'];

/** A flag between two complaints is held by both, each pointing at the other. */
function bothWays(kind: FlagKind, one: number, other: number, params: Record<string, string>): WantedFlag[] {
  return [
    { complaint_id: one, kind, related_complaint_id: other, params },
    { complaint_id: other, kind, related_complaint_id: one, params },
  ];
}

const keyOf = (flag: Pick<WantedFlag, 'complaint_id' | 'kind' | 'related_complaint_id'>) =>
  `${flag.complaint_id}/${flag.kind}/${flag.related_complaint_id ?? ''}`;

/**
 * Brings the complaint's field flags ('Possible duplicate', 'Same order number', 'Claim after
 * warranty') up to date with its fields, inside the caller's transaction: flags that no longer hold
 * are removed (unless dismissed: a dismissal is kept for good), new ones added. Call it after a
 * complaint is created or its phone, product, order number or warranty verdict changed.
 */
export async function refreshFieldFlags(tx: Database, complaintId: number): Promise<void> {
  const complaint = await findFlagSubject(tx, complaintId);
  if (!complaint) return;
  // One after the other: a transaction is one connection.
  const duplicates = await findPossibleDuplicates(tx, complaint);
  const sameOrder = await findSameOrder(tx, complaint);
  const active = await findActiveFlagsAbout(tx, complaintId, FIELD_KINDS);
  const wanted: WantedFlag[] = [
    ...duplicates.flatMap((other) => bothWays('possible_duplicate', complaintId, other, {})),
    ...sameOrder.flatMap((other) =>
      bothWays('same_order', complaintId, other, { order: complaint.order_number }),
    ),
  ];
  // A claim made after the cover ended; a verdict that aged out later (decision 030) is no such claim.
  if (
    complaint.warranty_verdict === 'out_of_warranty' &&
    (complaint.warranty_ends_on === null ||
      complaint.warranty_ends_on < todayIn(await companyTimeZone(tx), complaint.created_at))
  ) {
    wanted.push({
      complaint_id: complaintId,
      kind: 'after_warranty',
      related_complaint_id: null,
      params: {},
    });
  }
  const wantedKeys = new Set(wanted.map(keyOf));
  await deleteFlags(
    tx,
    active.filter((flag) => !wantedKeys.has(keyOf(flag))).map((flag) => flag.id),
  );
  await insertFlags(tx, wanted);
}

/**
 * The 'Reused photo' pairs of these images: another complaint's image with the same SHA-256
 * (identical file) or a dHash within NEAR_COPY_MAX_DISTANCE bits (a near-copy), found through the
 * indexed hash and bands.
 */
async function reusedPhotoPairs(
  tx: Database,
  complaintId: number,
  images: { sha256: string; dhash: bigint | null }[],
): Promise<WantedFlag[]> {
  const wanted: WantedFlag[] = [];
  for (const image of images) {
    const comparable = image.dhash !== null && hasDetail(image.dhash) ? image.dhash : null;
    const candidates = await findPhotoCandidates(
      tx,
      complaintId,
      image.sha256,
      comparable === null ? null : dHashBands(comparable),
    );
    for (const candidate of candidates) {
      const identical = candidate.sha256 === image.sha256;
      const similar =
        comparable !== null &&
        candidate.dhash !== null &&
        hammingDistance(comparable, candidate.dhash) <= NEAR_COPY_MAX_DISTANCE;
      if (identical || similar) {
        wanted.push(
          ...bothWays('reused_photo', complaintId, candidate.complaint_id, {
            match: identical ? 'identical' : 'similar',
          }),
        );
      }
    }
  }
  return wanted;
}

/** 'Reused photo' for newly added images, inside the upload's transaction. */
export async function flagReusedPhotos(
  tx: Database,
  complaintId: number,
  images: { sha256: string; dhash: bigint | null }[],
): Promise<void> {
  await insertFlags(tx, await reusedPhotoPairs(tx, complaintId, images));
}

/**
 * After an image of the complaint was deleted: its 'Reused photo' flags (both complaints of each
 * pair) that no image of it still explains are removed. Dismissed flags stay, as everywhere.
 */
export async function refreshReusedPhotoFlags(tx: Database, complaintId: number): Promise<void> {
  const wanted = await reusedPhotoPairs(tx, complaintId, await findImageFingerprints(tx, complaintId));
  const wantedKeys = new Set(wanted.map(keyOf));
  const active = await findActiveFlagsAbout(tx, complaintId, ['reused_photo']);
  await deleteFlags(
    tx,
    active.filter((flag) => !wantedKeys.has(keyOf(flag))).map((flag) => flag.id),
  );
}

/** The complaint's flags for its edit screen; the other complaint is named only when the reader may read it. */
export async function flagsOf(db: Database, id: number, caller: Caller): Promise<ComplaintFlagsReply> {
  const complaint = await readableComplaint(db, id, caller.ability);
  const rows = await findFlagsOf(db, id);
  return {
    flags: rows.map(({ flag, related }) => ({
      id: flag.id,
      kind: flag.kind,
      related:
        related && caller.ability.can('read', subject('Complaint', { ...related }))
          ? { id: related.id, customer_name: related.customer_name, status: related.status }
          : null,
      params: flag.params,
      created_at: flag.created_at.toISOString(),
      dismissed:
        flag.dismissed_at === null
          ? null
          : {
              by: flag.dismissed_by_name ?? '',
              at: flag.dismissed_at.toISOString(),
              reason: flag.dismissed_reason ?? '',
            },
    })),
    canDismiss: caller.ability.can('assign', subject('Complaint', { ...complaint })),
  };
}

/**
 * Dismisses a flag with a reason (Admins and Support Agents), and its mirror on the other
 * complaint; each complaint's timeline says so. The row stays, so the flag is not raised again
 * for the same pair.
 */
export async function dismissFlag(db: Database, id: number, reason: string, caller: Caller) {
  const flag = await findFlag(db, id);
  if (!flag) throw notFound();
  // A flag of a complaint the caller may not read is not found.
  const complaint = await readableComplaint(db, flag.complaint_id, caller.ability).catch(() => {
    throw notFound();
  });
  if (!caller.ability.can('assign', subject('Complaint', { ...complaint }))) throw forbidden();
  if (flag.dismissed_at !== null)
    throw new AppError('FLAG_DISMISSED', 409, 'flags.messages.alreadyDismissed');
  await db.transaction(async (tx) => {
    const dismissed = await dismissPair(tx, flag, { by: caller.user.id, byName: caller.user.name, reason });
    if (dismissed.length === 0) throw new AppError('FLAG_DISMISSED', 409, 'flags.messages.alreadyDismissed');
    await insertTimeline(
      tx,
      dismissed.map((complaintId) => ({
        complaint_id: complaintId,
        action_key: TIMELINE.flagDismissed,
        params: { kind: flag.kind, reason },
        user_id: caller.user.id,
        user_name: caller.user.name,
      })),
    );
  });
  return { message: translate(caller.language, 'flags.messages.dismissed') };
}
