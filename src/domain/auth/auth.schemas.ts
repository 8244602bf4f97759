import { z } from 'zod';
import { ROLE_SLUGS } from './roles.ts';

export const roleSlugSchema = z.enum(ROLE_SLUGS);

export const signInInput = z.object({
  login: z.string().trim().min(1, 'validation.required').max(255),
  password: z.string().min(1, 'validation.required').max(1024),
});
export type SignInInput = z.infer<typeof signInInput>;

export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  designation: z.string(),
  role: roleSlugSchema,
});
export type SessionUser = z.infer<typeof sessionUser>;

const rule = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  inverted: z.boolean().optional(),
});

export const sessionReply = z.object({
  user: sessionUser,
  role: roleSlugSchema,
  userAbilityRules: z.array(rule),
  maintenance: z.boolean(),
  /** The company's time zone (SLA settings): the product shows its times in it, labelled. */
  timeZone: z.string(),
});
export type SessionReply = z.infer<typeof sessionReply>;

/** GET /auth/csrf-token: for API clients that do not load a page. */
export const csrfTokenReply = z.object({ token: z.string() });
