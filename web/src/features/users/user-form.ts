import type { TUserRole } from '@app/shared/enums';
import { type TUser, ZCreateUserSchema, ZUpdateUserSchema } from '@app/shared/users';
import { fieldErrorsFromZod } from '@/lib/form-errors';
import type { TCreateUserBody } from './api/create-user';
import type { TUpdateUserBody } from './api/update-user';

export interface TUserFormValues {
  username: string;
  email: string;
  role: TUserRole;
  password: string;
}

export type TUserField = keyof TUserFormValues;
export type TUserFieldErrors = Partial<Record<TUserField, string>>;

const USER_FIELDS: readonly TUserField[] = ['username', 'email', 'role', 'password'];

/** Spec section 6: a new user is an ADMIN unless chosen otherwise. */
export const NEW_USER_VALUES: TUserFormValues = { username: '', email: '', role: 'ADMIN', password: '' };

export function valuesFromUser(user: TUser): TUserFormValues {
  return { username: user.username, email: user.email, role: user.role, password: '' };
}

type TChecked<T> = { ok: true; body: T } | { ok: false; errors: TUserFieldErrors };

function pickFieldErrors(errors: Record<string, string>): TUserFieldErrors {
  const picked: TUserFieldErrors = {};
  for (const field of USER_FIELDS) {
    if (errors[field]) picked[field] = errors[field];
  }
  return picked;
}

/** Add: every field, password required; username, email and password trimmed (spec section 5). */
export function checkNewUser(values: TUserFormValues): TChecked<TCreateUserBody> {
  const parsed = ZCreateUserSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: pickFieldErrors(fieldErrorsFromZod(parsed.error)) };
  return { ok: true, body: parsed.data };
}

/** Edit: an empty password keeps the current one, so it is left out. */
export function checkUserChanges(values: TUserFormValues): TChecked<TUpdateUserBody> {
  const { password, ...rest } = values;
  const input = password.trim() === '' ? rest : values;
  const parsed = ZUpdateUserSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: pickFieldErrors(fieldErrorsFromZod(parsed.error)) };
  return { ok: true, body: parsed.data };
}

/** The server's per-field messages (`details`) for the fields of this form. */
export function serverFieldErrors(details: Record<string, string> | undefined): TUserFieldErrors {
  return details ? pickFieldErrors(details) : {};
}
