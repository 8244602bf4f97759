import { z } from 'zod';
import { complaintFilterFields, withDateRange } from '#domain/complaints/complaint-filter.ts';
import { complaintCard } from '#domain/complaints/complaint.schemas.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';

/** At most this many complaints are asked about at once (the page asks again for more). */
export const LIST_CHANGES_MAX_IDS = 100;

const LIST_NAMES = Object.keys(COMPLAINT_LISTS) as [ComplaintListName, ...ComplaintListName[]];
const id = z.coerce.number().int().positive('validation.invalid').max(2_147_483_647, 'validation.invalid');

/**
 * An open list asks about complaints a live event named (decision 017): the list and its filter as in
 * the list's own query, the complaints' ids, and where the pages it has loaded end (the last
 * page's `nextCursor`; none when it has loaded them all).
 */
export const listChangesQuery = withDateRange(
  complaintFilterFields.extend({
    list: z.enum(LIST_NAMES),
    ids: z.preprocess(
      (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(id).min(1, 'validation.required').max(LIST_CHANGES_MAX_IDS, 'validation.invalid'),
    ),
    cursor: z.string().max(200).optional(),
  }),
);
export type ListChangesQuery = z.input<typeof listChangesQuery>;

export const listChangesReply = z.object({
  /** The asked complaints the reader may read, as cards, whatever the filter: a loaded card updates from these. */
  cards: z.array(complaintCard),
  /**
   * The asked complaints that the list shows now (the filter, the list's status and the reader's
   * rules) and that sort within the loaded pages: if the page has not got them, they are new to it.
   */
  fresh: z.array(z.number().int()),
});
export type ListChangesReply = z.infer<typeof listChangesReply>;
