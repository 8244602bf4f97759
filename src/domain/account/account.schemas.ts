import { z } from 'zod';
import {
  createUserInput,
  MIN_PASSWORD_LENGTH,
  notificationPreferences,
  updateUserInput,
  userRow,
} from '#domain/users/user.schemas.ts';

/** Account tab: what a user may change about themselves (not their designation or username). */
export const updateAccountInput = updateUserInput.pick({
  name: true,
  email: true,
  phone: true,
  address: true,
  province: true,
  city: true,
});
export type UpdateAccountInput = z.input<typeof updateAccountInput>;

const newPassword = z
  .string({ error: 'users.validation.required' })
  .min(MIN_PASSWORD_LENGTH, 'users.validation.passwordLength')
  .max(1024, 'validation.tooLong');

/** Security tab: the current password proves it is really them. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'users.validation.required' })
      .min(1, 'users.validation.required')
      .max(1024),
    password: newPassword,
    confirmPassword: z.string().max(1024),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.validation.passwordsDiffer',
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const accountReply = z.object({
  user: userRow,
  notificationPreferences,
  createdAt: z.string(),
  /** Other signed-in browsers of this account. */
  otherSessions: z.number().int(),
  /** A new e-mail address waiting for the link sent to it; the sign-in e-mail is still `user.email`. */
  pendingEmail: z.object({ email: z.string(), expiresAt: z.string(), expired: z.boolean() }).nullable(),
});
export type AccountReply = z.infer<typeof accountReply>;

export const accountMessageReply = z.object({ message: z.string() });

export const forgotPasswordInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'users.validation.required')
    .max(254)
    .pipe(z.email('users.validation.email')),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    token: z.string().min(10).max(200),
    password: newPassword,
    confirmPassword: z.string().max(1024),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.validation.passwordsDiffer',
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** A password reset or e-mail verification link works once, for this long. */
export const LINK_MINUTES = 60;

/** /verify-email?token=... : the link sent to a new e-mail address confirms it. */
export const verifyEmailInput = z.object({ token: z.string().min(10).max(200) });
export const verifyEmailReply = z.object({ message: z.string(), email: z.string() });
export type VerifyEmailReply = z.infer<typeof verifyEmailReply>;

/** Recent things the user did: their timeline entries on complaints. */
export const activityReply = z.object({
  activity: z.array(
    z.object({
      complaintId: z.number().int(),
      action: z.string(),
      created_at: z.string(),
    }),
  ),
  assignedByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
});
export type ActivityReply = z.infer<typeof activityReply>;

/** /register (off unless an admin turns it on): a new account waits for an admin's designation. */
export const registerInput = z
  .object({
    name: createUserInput.shape.name,
    username: createUserInput.shape.username,
    email: createUserInput.shape.email,
    password: createUserInput.shape.password,
    confirmPassword: z.string().max(1024),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.validation.passwordsDiffer',
  });
export type RegisterInput = z.input<typeof registerInput>;

export const registrationState = z.object({ enabled: z.boolean() });
