import { describe, expect, it } from 'vitest';
import { addressLine, detailsToFill, savedDetailsOf } from './saved-details';

const ME = {
  email: 'anna@example.ch',
  role: 'CUSTOMER' as const,
  firstName: 'Anna',
  lastName: 'Muster',
  createdAt: '2026-11-29T10:00:00+01:00',
};
const HOME = { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' };

describe('saved details', () => {
  it('takes the saved names and phone, the account’s email, and the account’s names when none are saved', () => {
    const details = savedDetailsOf(ME, {
      firstName: '',
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

  it('fills no address when none is saved', () => {
    const details = savedDetailsOf(ME, { firstName: '', lastName: '', phone: '', addresses: [] });
    expect(detailsToFill(details, details.addresses[0])).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      phone: '',
    });
  });

  it('writes an address on one line', () => {
    expect(addressLine(HOME)).toBe('Hauptgasse 12, 4600 Olten');
  });
});
