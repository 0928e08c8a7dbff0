import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '@/lib/form-errors';
import { checkNewUser, checkUserChanges, NEW_USER_VALUES, placeUserField, valuesFromUser } from './user-form';

describe('user form checks', () => {
  it('trims username, email and password of a new user; the role defaults to ADMIN', () => {
    expect(
      checkNewUser({
        ...NEW_USER_VALUES,
        username: '  anna ',
        email: ' anna@example.ch ',
        password: ' secret-123 ',
      }),
    ).toEqual({
      ok: true,
      body: {
        username: 'anna',
        email: 'anna@example.ch',
        role: 'ADMIN',
        firstName: '',
        password: 'secret-123',
      },
    });
  });

  it('keeps a courier’s first name, trimmed, for the diners to see', () => {
    expect(
      checkNewUser({
        ...NEW_USER_VALUES,
        username: 'luca',
        email: 'luca@example.ch',
        role: 'COURIER',
        firstName: ' Luca ',
        password: 'secret-123',
      }),
    ).toMatchObject({ ok: true, body: { role: 'COURIER', firstName: 'Luca' } });
    expect(
      valuesFromUser({
        id: 3,
        username: 'luca',
        email: 'luca@example.ch',
        role: 'COURIER',
        firstName: 'Luca',
      }),
    ).toEqual({
      username: 'luca',
      email: 'luca@example.ch',
      role: 'COURIER',
      firstName: 'Luca',
      password: '',
    });
    // Users saved before first names: none, never undefined.
    expect(valuesFromUser({ id: 4, username: 'anna', email: 'a@b.ch', role: 'ADMIN' }).firstName).toBe('');
  });

  it('requires every field of a new user, the password included', () => {
    expect(checkNewUser({ ...NEW_USER_VALUES, username: '   ', email: 'nope' })).toEqual({
      ok: false,
      errors: { username: 'Required', email: 'Valid email required', password: 'Required' },
    });
    expect(checkNewUser({ ...NEW_USER_VALUES, username: 'a', email: 'a@b.ch', password: 'short' })).toEqual({
      ok: false,
      errors: { password: 'At least 8 characters' },
    });
  });

  it('leaves an empty password out when editing, and checks a new one', () => {
    const values = {
      username: ' anna ',
      email: 'anna@example.ch',
      role: 'CUSTOMER' as const,
      firstName: '',
      password: '  ',
    };
    expect(checkUserChanges(values)).toEqual({
      ok: true,
      body: { username: 'anna', email: 'anna@example.ch', role: 'CUSTOMER', firstName: '' },
    });
    expect(checkUserChanges({ ...values, password: ' new-secret-1 ' })).toMatchObject({
      ok: true,
      body: { password: 'new-secret-1' },
    });
    expect(checkUserChanges({ ...values, password: 'short' })).toEqual({
      ok: false,
      errors: { password: 'At least 8 characters' },
    });
  });

  it("keeps the server's messages for this form's fields", () => {
    expect(
      placeFieldErrors(
        { username: 'A user with this username already exists.', 'other.field': 'x' },
        placeUserField,
      ),
    ).toEqual({ username: 'A user with this username already exists.' });
  });
});
