import { z } from 'zod';
import { USER_ROLES } from './enums';

export const ZUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type TUser = z.infer<typeof ZUserSchema>;

const username = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
const email = z.string().trim().max(254).pipe(z.email('Valid email required'));
const role = z.enum(USER_ROLES, { error: 'Role must be ADMIN or CUSTOMER' }).default('ADMIN');

/** Create: password required (trimmed, at least 8 characters). Role defaults to ADMIN. */
export const ZCreateUserSchema = z.strictObject({
  username,
  email,
  role,
  password: z.string().trim().min(1, 'Required').min(8, 'At least 8 characters').max(200),
});
export type TCreateUser = z.input<typeof ZCreateUserSchema>;

/** Edit: the password is only changed when a non-empty one is sent. */
export const ZUpdateUserSchema = z.strictObject({
  username,
  email,
  role,
  password: z
    .string()
    .trim()
    .max(200)
    .refine((p) => p === '' || p.length >= 8, 'At least 8 characters')
    .optional(),
});
export type TUpdateUser = z.input<typeof ZUpdateUserSchema>;
