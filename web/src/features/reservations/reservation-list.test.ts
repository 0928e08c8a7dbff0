import type { TReservation } from '@app/shared/reservations';
import { describe, expect, it } from 'vitest';
import {
  formatReservationTime,
  groupReservations,
  statusChangedMessage,
  withStatus,
} from './reservation-list';

function reservation(id: string, status: TReservation['status'], at: string): TReservation {
  return {
    id,
    customerInfo: {
      firstName: 'Guest',
      lastName: id,
      email: `${id}@example.ch`,
      phone: '+41 79 000 00 00',
      address: { street: '', streetNo: '', plz: '', city: '' },
    },
    reservationDateTime: at,
    numberOfPeople: 2,
    specialRequests: null,
    status,
    overCapacity: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    enteredBy: null,
  };
}

describe('grouping', () => {
  const list = [
    reservation('late', 'CONFIRMED', '2026-11-25T18:00:00.000Z'),
    reservation('asked', 'REQUESTED', '2026-11-24T18:00:00.000Z'),
    reservation('early', 'CONFIRMED', '2026-11-24T11:00:00.000Z'),
    reservation('gone', 'NO_SHOW', '2026-11-20T18:00:00.000Z'),
    reservation('off', 'CANCELLED', '2026-11-21T18:00:00.000Z'),
    reservation('no', 'REJECTED', '2026-11-22T18:00:00.000Z'),
  ];

  it('puts CONFIRMED in Active, NO_SHOW in Done, CANCELLED and REJECTED together; REQUESTED nowhere', () => {
    const groups = groupReservations(list);
    expect(groups.map((g) => [g.title, g.reservations.map((r) => r.id)])).toEqual([
      ['Active', ['early', 'late']],
      ['Done', ['gone']],
      ['Cancelled/Rejected', ['no', 'off']],
    ]);
  });

  it('keeps every group, empty ones with their text', () => {
    const groups = groupReservations([]);
    expect(groups.map((g) => [g.id, g.reservations.length, g.empty])).toEqual([
      ['active', 0, 'No confirmed reservations.'],
      ['done', 0, 'No reservations marked as no-show.'],
      ['cancelled', 0, 'No cancelled or rejected reservations.'],
    ]);
  });

  it('moves a reservation to another group when its status changes', () => {
    const changed = withStatus(list, 'early', 'NO_SHOW');
    expect(changed.find((r) => r.id === 'early')?.status).toBe('NO_SHOW');
    expect(list.find((r) => r.id === 'early')?.status).toBe('CONFIRMED');
    expect(groupReservations(changed)[1]?.reservations.map((r) => r.id)).toEqual(['early', 'gone']);
  });
});

describe('texts', () => {
  it("says 'Reservation' plus the lowercase status", () => {
    expect(statusChangedMessage('CONFIRMED')).toBe('Reservation confirmed');
    expect(statusChangedMessage('CANCELLED')).toBe('Reservation cancelled');
    expect(statusChangedMessage('REJECTED')).toBe('Reservation rejected');
    expect(statusChangedMessage('NO_SHOW')).toBe('Reservation no show');
  });

  it('writes times in de-CH on the Zurich clock', () => {
    expect(formatReservationTime('2026-11-24T18:30:00.000Z')).toBe('24.11.2026, 19:30');
    expect(formatReservationTime('2026-06-28T17:05:00+00:00')).toBe('28.06.2026, 19:05');
    expect(formatReservationTime('nonsense')).toBe('—');
  });
});
