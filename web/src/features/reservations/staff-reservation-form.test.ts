import type { TReservation } from '@app/shared/reservations';
import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '@/lib/form-errors';
import {
  checkBookingChanges,
  checkNewBooking,
  localInputValue,
  newBookingValues,
  nextQuarterHour,
  normalizeStaffPeople,
  placeStaffReservationField,
  valuesFromReservation,
} from './staff-reservation-form';

// 23 Nov 2026 is winter time in Zurich (UTC+1).
const NOW = new Date('2026-11-23T13:52:10Z'); // 14:52:10 in Zurich

const BOOKED: TReservation = {
  id: 'r1',
  customerInfo: {
    firstName: 'Nora',
    lastName: 'Test',
    email: '',
    phone: '079 123 45 67',
    address: { street: 'Bahnhofstrasse', streetNo: '1', plz: '4600', city: 'Olten' },
  },
  reservationDateTime: '2026-11-20T18:30:00.000Z',
  numberOfPeople: 30,
  specialRequests: null,
  status: 'CONFIRMED',
  overCapacity: false,
  createdAt: '2026-11-19T10:00:00.000Z',
  enteredBy: 'anna',
};

describe('a phone booking', () => {
  it('starts at the next quarter hour on the restaurant clock, 2 people, CONFIRMED', () => {
    expect(nextQuarterHour(NOW)).toBe('2026-11-23T15:00');
    expect(nextQuarterHour(new Date('2026-11-23T14:00:00Z'))).toBe('2026-11-23T15:15');
    expect(newBookingValues(NOW)).toMatchObject({
      reservationDateTime: '2026-11-23T15:00',
      numberOfPeople: 2,
      status: 'CONFIRMED',
    });
  });

  it('keeps people from 1 to 100', () => {
    expect(normalizeStaffPeople(0)).toBe(1);
    expect(normalizeStaffPeople(150)).toBe(100);
    expect(normalizeStaffPeople('42')).toBe(42);
    expect(normalizeStaffPeople('')).toBe('');
  });

  it('needs first name and phone; last name and email may stay empty', () => {
    const result = checkNewBooking(newBookingValues(NOW), NOW);
    expect(result).toEqual({ ok: false, errors: { firstName: 'Required', phone: 'Required' } });
    const ok = checkNewBooking(
      { ...newBookingValues(NOW), firstName: ' Tom ', phone: '079 1', numberOfPeople: 60 },
      NOW,
    );
    expect(ok).toEqual({
      ok: true,
      body: {
        customerInfo: {
          firstName: 'Tom',
          lastName: '',
          phone: '079 1',
          email: '',
          address: { street: '', streetNo: '', plz: '', city: '' },
        },
        reservationDateTime: '2026-11-23T15:00',
        numberOfPeople: 60,
        specialRequests: null,
        status: 'CONFIRMED',
      },
    });
  });

  it('refuses a bad email, a past or unreadable time and an empty people count', () => {
    const values = { ...newBookingValues(NOW), firstName: 'Tom', phone: '079' };
    expect(checkNewBooking({ ...values, email: 'tom@' }, NOW)).toEqual({
      ok: false,
      errors: { email: 'Valid email required' },
    });
    expect(checkNewBooking({ ...values, reservationDateTime: '2026-11-23T14:45' }, NOW)).toEqual({
      ok: false,
      errors: { reservationDateTime: 'Choose a future time' },
    });
    expect(checkNewBooking({ ...values, reservationDateTime: '' }, NOW)).toEqual({
      ok: false,
      errors: { reservationDateTime: 'Choose a valid date & time' },
    });
    expect(checkNewBooking({ ...values, reservationDateTime: '2026-11-24T19:03' }, NOW)).toEqual({
      ok: false,
      errors: { reservationDateTime: 'Choose a time in steps of 5 minutes, e.g. 19:00 or 19:05.' },
    });
    expect(checkNewBooking({ ...values, numberOfPeople: '' }, NOW)).toEqual({
      ok: false,
      errors: { numberOfPeople: 'Enter a whole number of people from 1 to 100.' },
    });
  });
});

describe('editing a booking', () => {
  it('fills the form in restaurant time', () => {
    expect(localInputValue('2026-11-20T18:30:00.000Z')).toBe('2026-11-20T19:30');
    expect(localInputValue('2026-06-20T18:30:00+02:00')).toBe('2026-06-20T18:30');
    expect(localInputValue('nonsense')).toBe('');
    expect(valuesFromReservation(BOOKED)).toEqual({
      reservationDateTime: '2026-11-20T19:30',
      numberOfPeople: 30,
      firstName: 'Nora',
      lastName: 'Test',
      phone: '079 123 45 67',
      email: '',
      specialRequests: '',
      status: 'CONFIRMED',
      closedException: false,
      override: '',
    });
  });

  it('sends the reason of a closed-day booking once staff make the exception, and checks it', () => {
    const values = { ...valuesFromReservation(BOOKED), closedException: true, override: ' Private event ' };
    const checked = checkBookingChanges(values, BOOKED, NOW);
    expect(checked).toMatchObject({ ok: true, body: { override: { reason: 'Private event' } } });
    expect(checkBookingChanges({ ...values, override: 'ok\u0007' }, BOOKED, NOW)).toMatchObject({
      ok: false,
      errors: { override: expect.any(String) },
    });
    expect(checkBookingChanges({ ...values, closedException: false }, BOOKED, NOW)).not.toMatchObject({
      body: { override: expect.anything() },
    });
  });

  it('sends the whole booking, the address kept; a past booking may keep its time, not move into the past', () => {
    const values = { ...valuesFromReservation(BOOKED), status: 'NO_SHOW' as const };
    expect(checkBookingChanges(values, BOOKED, NOW)).toEqual({
      ok: true,
      body: {
        customerInfo: { ...BOOKED.customerInfo },
        reservationDateTime: '2026-11-20T19:30',
        numberOfPeople: 30,
        specialRequests: null,
        status: 'NO_SHOW',
      },
    });
    expect(checkBookingChanges({ ...values, reservationDateTime: '2026-11-21T19:30' }, BOOKED, NOW)).toEqual({
      ok: false,
      errors: { reservationDateTime: 'Choose a future time' },
    });
  });
});

describe("the server's field errors", () => {
  it('land under their fields; a key naming no field is reported as unplaced', () => {
    expect(
      placeFieldErrors(
        {
          'customerInfo.phone': 'Enter a phone number',
          reservationDateTime: 'Closed then',
          numberOfPeople: 'Too many',
        },
        placeStaffReservationField,
      ),
    ).toEqual({
      phone: 'Enter a phone number',
      reservationDateTime: 'Closed then',
      numberOfPeople: 'Too many',
    });
    expect(placeStaffReservationField('customerInfo.address.plz')).toBeNull();
  });
});
