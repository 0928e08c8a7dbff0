import type { TUserRole } from '@app/shared/enums';
import { type TUser, ZCreateUserSchema, ZUpdateUserSchema } from '@app/shared/users';
import { checkWithSchema, nearestField, type TChecked } from '@/lib/form-errors';
import type { TCreateUserBody } from './api/create-user';
import type { TUpdateUserBody } from './api/update-user';

export interface TUserFormValues {
  username: string;
  email: string;
  role: TUserRole;
  /** Shown to diners while a courier has their order ("On the way with Luca"); '' for none. */
  firstName: string;
  password: string;
}

export type TUserField = keyof TUserFormValues;

export const placeUserField = nearestField<TUserField>([
  'username',
  'email',
  'role',
  'firstName',
  'password',
]);

/** Spec section 6: a new user is an ADMIN unless chosen otherwise. */
export const NEW_USER_VALUES: TUserFormValues = {
  username: '',
  email: '',
  role: 'ADMIN',
  firstName: '',
  password: '',
};

export function valuesFromUser(user: TUser): TUserFormValues {
  return {
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.firstName ?? '',
    password: '',
  };
}

/** Add: every field, password required; username, email and password trimmed (spec section 5). */
export function checkNewUser(values: TUserFormValues): TChecked<TCreateUserBody, TUserField> {
  return checkWithSchema(ZCreateUserSchema, values, placeUserField);
}

/** Edit: an empty password keeps the current one, so it is left out. */
export function checkUserChanges(values: TUserFormValues): TChecked<TUpdateUserBody, TUserField> {
  const { password, ...rest } = values;
  return checkWithSchema(ZUpdateUserSchema, password.trim() === '' ? rest : values, placeUserField);
}
