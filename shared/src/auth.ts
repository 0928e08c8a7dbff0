import { z } from 'zod/mini';
import { type TUserRole, USER_ROLES } from './enums';
import { REQUIRED } from './i18n/shared-messages';
import { singleLine } from './text';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const ZLoginSchema = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(100), singleLine()),
  password: z.string().check(z.minLength(1, REQUIRED), z.maxLength(200)),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZMeSchema = z.object({
  role: z.enum(USER_ROLES),
  username: z.string(),
});
export type TMe = z.infer<typeof ZMeSchema>;

export const ZCsrfSchema = z.object({ token: z.string() });

/**
 * Spec section 6: server role strings ADMIN or ROLE_ADMIN mean ADMIN; CUSTOMER, ROLE_CUSTOMER, USER
 * and ROLE_USER mean CUSTOMER; KITCHEN (a kitchen display's account) means KITCHEN; COURIER (a delivery
 * courier's phone) means COURIER; anything else means no role.
 */
export function mapRole(value: unknown): TUserRole | null {
  if (typeof value !== 'string') return null;
  const role = value.trim().toUpperCase();
  if (role === 'ADMIN' || role === 'ROLE_ADMIN') return 'ADMIN';
  if (role === 'KITCHEN' || role === 'ROLE_KITCHEN') return 'KITCHEN';
  if (role === 'COURIER' || role === 'ROLE_COURIER') return 'COURIER';
  if (['CUSTOMER', 'ROLE_CUSTOMER', 'USER', 'ROLE_USER'].includes(role)) return 'CUSTOMER';
  return null;
}
