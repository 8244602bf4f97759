import { z } from 'zod';
import { ROLES, type Designation } from '#domain/auth/roles.ts';
import { serviceAreasSchema, skillsSchema } from '#domain/assignment/auto-assign.ts';
import { PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { isPhoneNumber } from '#domain/phone/phone-number.ts';

/** The designations an admin can give (spec 3); Client is only for registered accounts waiting for one. */
export const STAFF_DESIGNATIONS = ROLES.filter((role) => role.slug !== 'client').map(
  (role) => role.designation,
) as [Designation, ...Designation[]];

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 1024;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

// Messages are i18n keys; their `en` values are the spec's texts, word for word.
const CREATE = {
  required: 'users.validation.required',
  email: 'users.validation.email',
  phone: 'users.validation.phone',
  password: 'users.validation.passwordLength',
  username: 'users.validation.username',
  tooLong: 'validation.tooLong',
} as const;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, CREATE.tooLong);

/** POST /users (spec 7): name, username, email, phone, password, address, designation, province, city. */
export const createUserInput = z.object({
  name: text(120, CREATE.required),
  username: text(60, CREATE.required).pipe(z.string().regex(USERNAME_PATTERN, CREATE.username)),
  email: text(254, CREATE.required).pipe(z.email(CREATE.email)),
  phone: text(20, CREATE.required).pipe(z.string().refine(isPhoneNumber, CREATE.phone)),
  address: text(300, CREATE.required),
  designation: z.enum(STAFF_DESIGNATIONS, { error: CREATE.required }),
  province: z.enum(PROVINCE_NAMES, { error: CREATE.required }),
  // Free text with suggestions (spec 2.4): a town not in the list is allowed.
  city: text(80, CREATE.required),
  password: z
    .string({ error: CREATE.required })
    .min(1, CREATE.required)
    .pipe(z.string().min(MIN_PASSWORD_LENGTH, CREATE.password).max(MAX_PASSWORD_LENGTH, CREATE.tooLong)),
});
export type CreateUserInput = z.input<typeof createUserInput>;

/** PUT /users/{id} (spec 7): the whole user; each field has the Edit User dialog's own message (spec 5). */
export const updateUserInput = z.object({
  id: z.number().int().optional(),
  name: text(120, 'users.validation.nameRequired'),
  email: text(254, 'users.validation.emailRequired').pipe(z.email('validation.email')),
  phone: text(20, 'users.validation.phoneRequired').pipe(
    z.string().refine(isPhoneNumber, 'validation.phone'),
  ),
  address: text(300, 'users.validation.addressRequired'),
  province: z.enum(PROVINCE_NAMES, { error: 'users.validation.provinceRequired' }),
  city: text(80, 'users.validation.cityRequired'),
  designation: z.enum(STAFF_DESIGNATIONS, { error: 'users.validation.designationRequired' }),
  /** Automatic assignment (decision 024): provinces and cities served, product categories handled; absent keeps them. */
  serviceAreas: serviceAreasSchema.optional(),
  skills: skillsSchema.optional(),
  /** Optional: an empty value keeps the current password. */
  password: z
    .union([
      z.literal(''),
      z.string().min(MIN_PASSWORD_LENGTH, CREATE.password).max(MAX_PASSWORD_LENGTH, CREATE.tooLong),
    ])
    .optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInput>;

/** A staff account as every call returns it: never a password or its hash. */
export const userRow = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  designation: z.string(),
  role: z.string(),
  province: z.string(),
  city: z.string(),
  serviceAreas: z.array(z.string()),
  skills: z.array(z.string()),
  /** Cannot sign in nor take complaints until an admin reactivates the account. */
  deactivated: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;

export const USER_SORTS = ['id', 'name', 'phone', 'city', 'designation'] as const;
export type UserSort = (typeof USER_SORTS)[number];
/** The table's footer choices (spec 9); 'All' is sent as -1 and capped at USER_PAGE_ALL rows. */
export const USER_PAGE_SIZES = [10, 25, 50, 100, -1] as const;
export const USER_PAGE_SIZE = 10;
export const USER_PAGE_ALL = 1000;

export const USER_STATUSES = ['all', 'active', 'deactivated'] as const;
export type UserStatusFilter = (typeof USER_STATUSES)[number];

export const userListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES, { error: 'validation.invalid' }).default('all'),
  sort: z.enum(USER_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  perPage: z.coerce
    .number()
    .int()
    .refine((value) => (USER_PAGE_SIZES as readonly number[]).includes(value), 'validation.invalid')
    .default(USER_PAGE_SIZE),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userListReply = z.object({ users: z.array(userRow), total: z.number().int() });
export type UserListReply = z.infer<typeof userListReply>;

export const userMessageReply = z.object({ message: z.string() });

/**
 * What happens to the open complaints of a staff member being deleted (decision 024): given to a
 * chosen person, put back to Unassigned, or handed to automatic assignment. Without it, deleting
 * someone who still has open complaints is refused with 409.
 */
export const OPEN_COMPLAINTS_CHOICES = ['reassign', 'unassign', 'auto'] as const;
export type OpenComplaintsChoice = (typeof OPEN_COMPLAINTS_CHOICES)[number];
export const deleteUserQuery = z
  .object({
    openComplaints: z.enum(OPEN_COMPLAINTS_CHOICES, { error: 'validation.invalid' }).optional(),
    assignee: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((query) => query.openComplaints !== 'reassign' || query.assignee !== undefined, {
    path: ['assignee'],
    message: 'validation.required',
  });
export type DeleteUserQuery = z.input<typeof deleteUserQuery>;
/** Deactivating asks the same question about open complaints as deleting. */
export const deactivateUserInput = deleteUserQuery;
export type DeactivateUserInput = DeleteUserQuery;
export const deleteUserReply = userMessageReply.extend({
  /** How many open complaints were moved (in this request, or by the job it queued). */
  moved: z.number().int(),
  /** The background job handing them to automatic assignment, when there were many. */
  jobId: z.string().nullable(),
});
export const userUpdateReply = z.object({ message: z.string(), user: userRow });
export const deactivateUserReply = deleteUserReply.extend({ user: userRow });

/** Notification preferences (account settings); the in-app notifications read them. */
export const notificationPreferences = z.object({
  /** Tell me when a complaint is assigned to me. */
  complaintAssigned: z.boolean(),
  /** Tell me when someone comments on a complaint assigned to me. */
  commentOnAssigned: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  complaintAssigned: true,
  commentOnAssigned: true,
};

/** GET /users/{id}/view: a staff member's details, their complaints by status and recent activity. */
export const userViewReply = z.object({
  user: userRow,
  createdAt: z.string(),
  assignedByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  activity: z.array(z.object({ complaintId: z.number().int(), action: z.string(), created_at: z.string() })),
});
export type UserViewReply = z.infer<typeof userViewReply>;
export const USER_ACTIVITY_LIMIT = 10;
