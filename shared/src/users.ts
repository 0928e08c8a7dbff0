import { z } from 'zod/mini';
import { USER_ROLES } from './enums';
import { singleLine } from './text';

export const ZUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type TUser = z.infer<typeof ZUserSchema>;

const username = z
  .string()
  .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100, 'At most 100 characters'), singleLine());
const email = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email('Valid email required'));
const role = z._default(z.enum(USER_ROLES, { error: 'Role must be ADMIN or CUSTOMER' }), 'ADMIN');

/** Create: password required (trimmed, at least 8 characters). Role defaults to ADMIN. */
export const ZCreateUserSchema = z.strictObject({
  username,
  email,
  role,
  password: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.minLength(8, 'At least 8 characters'), z.maxLength(200)),
});
export type TCreateUser = z.input<typeof ZCreateUserSchema>;

/** Edit: the password is only changed when a non-empty one is sent. */
export const ZUpdateUserSchema = z.strictObject({
  username,
  email,
  role,
  password: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(200),
      z.refine((p) => p === '' || p.length >= 8, 'At least 8 characters'),
    ),
  ),
});
export type TUpdateUser = z.input<typeof ZUpdateUserSchema>;
