import { describe, expect, it } from 'vitest';
import { availabilityQuestion, chosenTime, timeOffer } from './availability';
import { checkReservation, type TReservationValues } from './reservation-form';

describe('the question about free times', () => {
  it('is asked only for a whole day and a party of 1 to 20', () => {
    expect(availabilityQuestion('2030-05-10', 4)).toEqual({ date: '2030-05-10', people: 4 });
    expect(availabilityQuestion('', 4)).toBeNull();
    expect(availabilityQuestion('2030-05', 4)).toBeNull();
    expect(availabilityQuestion('2030-05-10', '')).toBeNull();
    expect(availabilityQuestion('2030-05-10', 0)).toBeNull();
    // Over the online maximum the form already offers the phone.
    expect(availabilityQuestion('2030-05-10', 21)).toBeNull();
  });
});

describe('what the form offers', () => {
  const managed = { times: ['18:00', '18:15'], managed: true, callUs: false };

  it('is the whole day without tables, before any answer or after a failed one', () => {
    expect(timeOffer(undefined, false)).toEqual({ kind: 'anyTime' });
    expect(timeOffer({ times: ['18:00'], managed: false, callUs: false }, false)).toEqual({
      kind: 'anyTime',
    });
  });

  it("is the answer's times with tables, and waits while another day's answer is the latest", () => {
    expect(timeOffer(managed, false)).toEqual({ kind: 'times', times: ['18:00', '18:15'] });
    expect(timeOffer(managed, true)).toEqual({ kind: 'loading' });
    expect(timeOffer(managed, true, false)).toEqual({ kind: 'ask' });
    expect(timeOffer({ ...managed, times: [] }, false)).toEqual({ kind: 'none' });
    expect(timeOffer({ ...managed, times: [], callUs: true }, false)).toEqual({ kind: 'callUs' });
  });

  it('keeps a chosen time only when it is offered', () => {
    const offer = timeOffer(managed, false);
    expect(chosenTime(offer, '18:15')).toBe('18:15');
    expect(chosenTime(offer, '18:05')).toBe('');
    expect(chosenTime({ kind: 'loading' }, '18:15')).toBe('');
  });
});

describe('the check with tables', () => {
  const NOW = new Date('2026-11-23T13:52:10Z');
  const values: TReservationValues = {
    firstName: 'Nora',
    lastName: 'Test',
    email: 'nora@example.ch',
    phone: '+41 79 000 11 22',
    street: '',
    streetNo: '',
    plz: '',
    city: '',
    numberOfPeople: 4,
    reservationDateTime: '2026-11-24T19:30',
    specialRequests: '',
  };

  it('sends an offered time and refuses another', () => {
    expect(checkReservation(values, NOW, { kind: 'times', times: ['19:30'] }).ok).toBe(true);
    expect(checkReservation(values, NOW, { kind: 'times', times: ['19:00'] })).toEqual({
      ok: false,
      fieldErrors: { reservationDateTime: 'Choose one of the free times' },
    });
  });

  it('refuses a day without a free table and a party the restaurant takes only by phone', () => {
    expect(checkReservation(values, NOW, { kind: 'none' })).toMatchObject({ ok: false });
    expect(checkReservation(values, NOW, { kind: 'callUs' })).toEqual({
      ok: false,
      fieldErrors: { numberOfPeople: 'Your party is too large to book online. Please call us' },
    });
  });

  it('is the same as before without tables', () => {
    expect(checkReservation(values, NOW, { kind: 'anyTime' })).toEqual(checkReservation(values, NOW));
  });
});
