import { describe, expect, it } from 'vitest';
import {
  checkDateTime,
  checkReservation,
  defaultReservationDateTime,
  earliestReservationDateTime,
  initialReservationValues,
  joinDateTime,
  mapServerDetails,
  normalizePeople,
  splitDateTime,
  type TReservationValues,
  timeChoices,
  tooManyPeople,
} from './reservation-form';

// 23 Nov 2026 is winter time in Zurich (UTC+1); 28 Jun 2026 summer time (UTC+2).
const NOW = new Date('2026-11-23T13:52:10Z'); // 14:52:10 in Zurich

const VALID: TReservationValues = {
  firstName: ' Nora ',
  lastName: 'Test',
  email: ' nora@example.ch ',
  phone: '+41 79 000 11 22',
  street: '',
  streetNo: '',
  plz: '',
  city: '',
  numberOfPeople: 4,
  reservationDateTime: '2026-11-24T19:30',
  specialRequests: '  A high chair  ',
};

describe('default reservation time', () => {
  it('is now rounded up to the next 5 minutes on the restaurant clock', () => {
    expect(defaultReservationDateTime(NOW)).toBe('2026-11-23T14:55');
    expect(defaultReservationDateTime(new Date('2026-06-28T10:00:01Z'))).toBe('2026-06-28T12:05');
  });

  it('moves a time exactly on a 5-minute mark to the next one, never leaving a past default', () => {
    expect(defaultReservationDateTime(new Date('2026-11-23T13:55:00.000Z'))).toBe('2026-11-23T15:00');
  });

  it('rolls over the hour, the day, the month and the year', () => {
    expect(defaultReservationDateTime(new Date('2026-11-23T13:57:00Z'))).toBe('2026-11-23T15:00');
    expect(defaultReservationDateTime(new Date('2026-11-23T22:56:30Z'))).toBe('2026-11-24T00:00');
    expect(defaultReservationDateTime(new Date('2026-11-30T22:58:00Z'))).toBe('2026-12-01T00:00');
    expect(defaultReservationDateTime(new Date('2026-12-31T22:59:59Z'))).toBe('2027-01-01T00:00');
  });

  it('uses the restaurant time zone, not the browser one', () => {
    expect(defaultReservationDateTime(NOW, 'America/New_York')).toBe('2026-11-23T08:55');
  });

  it('offers the picker from now, rounded up', () => {
    expect(earliestReservationDateTime(NOW)).toBe('2026-11-23T14:55');
    expect(earliestReservationDateTime(new Date('2026-11-23T13:55:00Z'))).toBe('2026-11-23T14:55');
  });

  it('starts the form with 2 people and that time', () => {
    expect(initialReservationValues(NOW)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      street: '',
      streetNo: '',
      plz: '',
      city: '',
      numberOfPeople: 2,
      reservationDateTime: '2026-11-23T14:55',
      specialRequests: '',
    });
  });
});

describe('the day and the time', () => {
  it('split and join the form text', () => {
    expect(splitDateTime('2026-11-24T19:30')).toEqual({ date: '2026-11-24', time: '19:30' });
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
    expect(joinDateTime('2026-11-24', '19:35')).toBe('2026-11-24T19:35');
  });

  it('offer the whole day in 5-minute steps, and a held time off the step as well', () => {
    const times = timeChoices('19:30');
    expect(times).toHaveLength(288);
    expect(times.at(-1)).toBe('23:55');
    expect(times).not.toContain('19:03');
    expect(timeChoices('19:03')).toContain('19:03');
  });
});

describe('people', () => {
  it('never goes below 1, keeps a number above 20 as typed, and stays empty while cleared', () => {
    expect(normalizePeople(0)).toBe('');
    expect(normalizePeople(-3)).toBe('');
    expect(normalizePeople(25)).toBe(25);
    expect(tooManyPeople(25)).toBe(true);
    expect(tooManyPeople(20)).toBe(false);
    expect(tooManyPeople('')).toBe(false);
    expect(normalizePeople('7')).toBe(7);
    expect(normalizePeople(2.6)).toBe(3);
    expect(normalizePeople('')).toBe('');
    expect(normalizePeople('abc')).toBe('');
  });
});

describe('checking the form', () => {
  it('builds the payload: trimmed details, 19-character local time, the note only when written', () => {
    expect(checkReservation(VALID, NOW)).toEqual({
      ok: true,
      payload: {
        customerInfo: {
          firstName: 'Nora',
          lastName: 'Test',
          email: 'nora@example.ch',
          phone: '+41 79 000 11 22',
        },
        reservationDateTime: '2026-11-24T19:30:00',
        numberOfPeople: 4,
        specialRequests: 'A high chair',
      },
    });
    const plain = checkReservation({ ...VALID, specialRequests: '   ' }, NOW);
    expect(plain.ok && 'specialRequests' in plain.payload).toBe(false);
  });

  it('sends the address as written (trimmed) when any part is given, and never refuses it (spec 5)', () => {
    const result = checkReservation(
      { ...VALID, street: ' Hauptgasse ', streetNo: '12a', city: 'Olten' },
      NOW,
    );
    expect(result.ok && result.payload.customerInfo).toEqual({
      firstName: 'Nora',
      lastName: 'Test',
      email: 'nora@example.ch',
      phone: '+41 79 000 11 22',
      address: { street: 'Hauptgasse', streetNo: '12a', plz: '', city: 'Olten' },
    });
    // Any text is taken: the PLZ is not checked against the delivery area or a format.
    const odd = checkReservation({ ...VALID, plz: 'D-79539' }, NOW);
    expect(odd.ok && odd.payload.customerInfo.address?.plz).toBe('D-79539');
    const blank = checkReservation({ ...VALID, street: '   ' }, NOW);
    expect(blank.ok && 'address' in blank.payload.customerInfo).toBe(false);
  });

  it("names every missing field with spec 5's messages", () => {
    const result = checkReservation(
      { ...initialReservationValues(NOW), numberOfPeople: '', reservationDateTime: '' },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'Required',
        lastName: 'Required',
        email: 'Valid email required',
        phone: 'Required',
        reservationDateTime: 'Choose a valid date & time',
        numberOfPeople: 'Must be at least 1',
      },
    });
  });

  it('refuses a bad email, blank names and fewer than 1 person', () => {
    const result = checkReservation({ ...VALID, email: 'nora@', firstName: '   ', numberOfPeople: 0 }, NOW);
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'Required',
        email: 'Valid email required',
        numberOfPeople: 'Must be at least 1',
      },
    });
  });

  it('names a name too long by its limit, and a phone number that is none', () => {
    const result = checkReservation({ ...VALID, firstName: 'N'.repeat(300), phone: '12' }, NOW);
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'At most 100 characters',
        phone: 'Enter a valid phone number, e.g. 079 123 45 67',
      },
    });
  });

  it('refuses more than 20 people with the server message', () => {
    const result = checkReservation({ ...VALID, numberOfPeople: 25 }, NOW);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors.numberOfPeople).toMatch(/At most 20 people/);
  });

  it('needs a valid date & time in the future', () => {
    expect(checkDateTime('2026-11-23T14:50', NOW)).toEqual({ error: 'Choose a future time' });
    expect(checkDateTime('2026-11-23T14:52', NOW)).toEqual({ error: 'Choose a future time' });
    expect(checkDateTime('2026-11-23T14:55', NOW)).toEqual({ value: '2026-11-23T14:55:00' });
    expect(checkDateTime('2026-02-30T19:00', NOW)).toEqual({ error: 'Choose a valid date & time' });
    expect(checkDateTime('tomorrow', NOW)).toEqual({ error: 'Choose a valid date & time' });
    expect(checkDateTime('', NOW)).toEqual({ error: 'Choose a valid date & time' });
    expect(checkDateTime('2026-11-24T19:03', NOW)).toEqual({
      error: 'Choose a time in steps of 5 minutes, e.g. 19:00 or 19:05.',
    });
  });
});

describe("the server's field errors", () => {
  it('land under their fields (the address parts too); other keys stay plain messages', () => {
    expect(
      mapServerDetails({
        'customerInfo.email': 'Valid email required',
        'customerInfo.address.plz': 'Required',
        reservationDateTime: 'Closed then. Next open: Tue, 24.11.2026, 11:00',
        numberOfPeople: 'Must be at least 1',
        somethingElse: 'Odd',
      }),
    ).toEqual({
      fieldErrors: {
        email: 'Valid email required',
        plz: 'Required',
        reservationDateTime: 'Closed then. Next open: Tue, 24.11.2026, 11:00',
        numberOfPeople: 'Must be at least 1',
      },
      otherMessages: ['Odd'],
    });
    expect(mapServerDetails(undefined)).toEqual({ fieldErrors: {}, otherMessages: [] });
  });
});
