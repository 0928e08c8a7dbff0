import { jsonResponse } from '@test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressLine, detailsToFill, getSavedDetails } from './saved-details';

function serve(me: unknown, profile: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return jsonResponse(200, path === '/api/account/me' ? me : profile);
    }),
  );
}

const ME = {
  email: 'anna@example.ch',
  role: 'CUSTOMER',
  firstName: 'Anna',
  lastName: 'Muster',
  createdAt: '2026-11-29T10:00:00+01:00',
};
const HOME = { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' };

describe('saved details', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the saved names and phone, the account’s email, and the account’s names when none are saved', async () => {
    serve(ME, { firstName: '', lastName: 'Muster-Meier', phone: '+41 79 123 45 67', addresses: [HOME] });
    const details = await getSavedDetails();
    expect(details).toEqual({
      email: 'anna@example.ch',
      firstName: 'Anna',
      lastName: 'Muster-Meier',
      phone: '+41 79 123 45 67',
      addresses: [HOME],
    });
    expect(detailsToFill(details, details.addresses[0])).toEqual({
      firstName: 'Anna',
      lastName: 'Muster-Meier',
      email: 'anna@example.ch',
      phone: '+41 79 123 45 67',
      ...HOME,
    });
  });

  it('leaves out what is not text instead of failing on an unexpected answer', async () => {
    serve({ email: 'anna@example.ch' }, { phone: 41, addresses: [{ street: 'Hauptgasse', plz: null }] });
    expect(await getSavedDetails()).toEqual({
      email: 'anna@example.ch',
      firstName: '',
      lastName: '',
      phone: '',
      addresses: [{ street: 'Hauptgasse', streetNo: '', plz: '', city: '' }],
    });
  });

  it('writes an address on one line', () => {
    expect(addressLine(HOME)).toBe('Hauptgasse 12, 4600 Olten');
  });
});
