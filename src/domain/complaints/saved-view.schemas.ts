import { z } from 'zod';
import { ROLE_SLUGS, type RoleSlug } from '#domain/auth/roles.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from './complaint-status.ts';
import { complaintFilterSchema, type ComplaintFilter } from './complaint-filter.ts';
import { MY_COMPLAINTS_QUERY } from './view-address.ts';

/**
 * Saved views: a named filter and order on one of the four lists, owned by one user and, when an
 * admin shares it, shown read-only to everyone of one role. 'My complaints' is the built-in view
 * every staff member has (decision 014).
 */

export const VIEW_NAME_MAX = 60;
/** A user keeps at most this many views of their own, so the navigation and the counts call stay small. */
export const MAX_SAVED_VIEWS = 50;
/** Counts stop here: a badge says '999+' rather than counting a million rows. */
export const VIEW_COUNT_CAP = 999;

/** Assigned to me and not resolved. */
export const MY_COMPLAINTS_FILTER: ComplaintFilter = complaintFilterSchema.parse(MY_COMPLAINTS_QUERY);

const LIST_NAMES = Object.keys(COMPLAINT_LISTS) as [ComplaintListName, ...ComplaintListName[]];
export const complaintListNameSchema = z.enum(LIST_NAMES);

/** Roles a view can be shared with: every designation except an account still waiting for one. */
export const SHAREABLE_ROLES = ROLE_SLUGS.filter((slug) => slug !== 'client') as [RoleSlug, ...RoleSlug[]];

export const viewName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(VIEW_NAME_MAX, 'validation.maxLength');

/** A filter in its query-string form, as the page address and the database keep it. */
const filterQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const createSavedViewInput = z.object({
  name: viewName,
  list: complaintListNameSchema,
  /** The filter's query form (`filterToQuery`); checked with `complaintFilterSchema`. */
  filter: filterQuery,
  /** Only an admin may share a view with a role. */
  sharedRole: z.enum(SHAREABLE_ROLES).nullable().default(null),
});
export type CreateSavedViewInput = z.input<typeof createSavedViewInput>;

export const renameSavedViewInput = z.object({ name: viewName });

export const savedView = z.object({
  id: z.number().int(),
  name: z.string(),
  list: complaintListNameSchema,
  filter: filterQuery,
  sharedRole: z.enum(SHAREABLE_ROLES).nullable(),
  /** The reader owns it (may rename and delete it); otherwise it is shared with their role. */
  mine: z.boolean(),
  ownerName: z.string(),
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewsReply = z.object({ views: z.array(savedView) });
export const savedViewReply = z.object({ view: savedView });

/** A capped count: `count` is exact up to VIEW_COUNT_CAP; `more` means there are more than that. */
export const viewCount = z.object({ count: z.number().int(), more: z.boolean() });
export type ViewCount = z.infer<typeof viewCount>;

export const viewCountsReply = z.object({
  mine: viewCount,
  views: z.array(viewCount.extend({ id: z.number().int() })),
});
export type ViewCountsReply = z.infer<typeof viewCountsReply>;
