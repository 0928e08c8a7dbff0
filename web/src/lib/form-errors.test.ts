import { ZCreateUserSchema } from '@app/shared/users';
import { describe, expect, it } from 'vitest';
import { checkWithSchema, nearestField, placeFieldErrors, withFormErrors } from '@/lib/form-errors';

describe('messages on the fields of a form', () => {
  const place = nearestField(['copies', 'origin', 'origin.1.faoArea']);

  it('puts a path at its field, else at the nearest field above it, else nowhere', () => {
    expect(place('copies')).toBe('copies');
    expect(place('copies.0')).toBe('copies');
    expect(place('origin.1.faoArea')).toBe('origin.1.faoArea');
    expect(place('origin.1.country')).toBe('origin');
    expect(place('customerInfo.address')).toBeNull();
  });

  it("shows a field's own message before one about a path inside it, and drops the unplaced", () => {
    expect(
      placeFieldErrors(
        { 'copies.1': 'Unknown copy', copies: 'Choose a copy', other: 'x', origin: '' },
        place,
      ),
    ).toEqual({ copies: 'Choose a copy' });
    expect(placeFieldErrors(undefined, place)).toEqual({});
  });

  it("checks with a shared schema: the body it parsed, or its messages in the screen's language", () => {
    const fields = nearestField(['username', 'email', 'role', 'password']);
    const values = { username: ' mai ', email: 'mai@hana.ch', role: 'ADMIN', password: 'long enough' };
    expect(checkWithSchema(ZCreateUserSchema, values, fields)).toEqual({
      ok: true,
      body: { ...values, username: 'mai', firstName: '' },
    });
    expect(checkWithSchema(ZCreateUserSchema, { ...values, username: '', extra: 1 }, fields)).toEqual({
      ok: false,
      errors: { username: 'Required' },
    });
  });

  it("adds what only the form can say over the schema's messages", () => {
    const passed = { ok: true as const, body: 1 };
    expect(withFormErrors(passed, { when: undefined })).toBe(passed);
    expect(withFormErrors(passed, { when: 'Choose a future time' })).toEqual({
      ok: false,
      errors: { when: 'Choose a future time' },
    });
    expect(
      withFormErrors({ ok: false, errors: { when: 'Invalid', who: 'Required' } }, { when: 'Past' }),
    ).toEqual({
      ok: false,
      errors: { when: 'Past', who: 'Required' },
    });
  });
});
