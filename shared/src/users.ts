import { z } from 'zod/mini';
import { USER_ROLES } from './enums';
import {
  MIN_PASSWORD,
  maxLengthMessage,
  REQUIRED,
  type TSharedMessageKey,
  VALID_EMAIL,
} from './i18n/shared-messages';
import { singleLine } from './text';

export const ZUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  /** Shown to diners while a courier has their order ("On the way with Luca"); '' when not set. */
  firstName: z.optional(z.string()),
});
export type TUser = z.infer<typeof ZUserSchema>;

const username = z
  .string()
  .check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(100, maxLengthMessage(100)), singleLine());
const email = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email(VALID_EMAIL));
const firstName = z._default(
  z.optional(z.string().check(z.trim(), z.maxLength(100, maxLengthMessage(100)), singleLine())),
  '',
);
const role = z._default(
  z.enum(USER_ROLES, { error: 'validation.role' satisfies TSharedMessageKey }),
  'ADMIN',
);

/** Create: password required (trimmed, at least 8 characters). Role defaults to ADMIN. */
export const ZCreateUserSchema = z.strictObject({
  username,
  email,
  role,
  firstName,
  password: z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED), z.minLength(8, MIN_PASSWORD), z.maxLength(200)),
});
export type TCreateUser = z.input<typeof ZCreateUserSchema>;

/** Edit: the password is only changed when a non-empty one is sent. */
export const ZUpdateUserSchema = z.strictObject({
  username,
  email,
  role,
  firstName,
  password: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(200),
      z.refine((p) => p === '' || p.length >= 8, MIN_PASSWORD),
    ),
  ),
});
export type TUpdateUser = z.input<typeof ZUpdateUserSchema>;
