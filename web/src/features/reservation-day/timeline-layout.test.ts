import type { TDayBooking, TReservationDay } from '@app/shared/reservation-day';
import { describe, expect, it } from 'vitest';
import {
  barState,
  columnsOf,
  isFull,
  lanesOf,
  tableChoices,
  timeChoices,
  timelineRows,
} from './timeline-layout';

const quarters = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    minute: from + i * 15,
    time: '',
    seatsBooked: 0,
    seatsTotal: 10,
  }));
const Q = quarters(18 * 60, 16); // 18:00 to 21:45

function booking(id: string, start: string, minutes: number, extra: Partial<TDayBooking> = {}): TDayBooking {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const startMinute = h * 60 + m;
  return {
    id,
    time: start,
    endTime: '',
    startMinute,
    endMinute: startMinute + minutes,
    numberOfPeople: 2,
    name: id,
    phone: '',
    status: 'CONFIRMED',
    tableIds: [],
    arrivedAt: null,
    walkIn: false,
    specialRequests: null,
    ...extra,
  };
}

describe('the timeline layout', () => {
  it('spans a booking from its quarter to the quarter before its end', () => {
    expect(columnsOf(Q, booking('a', '19:00', 90))).toEqual({ first: 4, last: 9 });
    // 19:05 starts in the 19:00 column; ending 20:35 reaches into the 20:30 column.
    expect(columnsOf(Q, booking('b', '19:05', 90))).toEqual({ first: 4, last: 10 });
  });

  it('puts bookings that share a quarter in separate lanes, others in one', () => {
    const lanes = lanesOf(Q, [
      booking('a', '18:00', 90),
      booking('b', '19:30', 90),
      booking('c', '19:00', 90),
    ]);
    expect(lanes).toHaveLength(2);
    const first = lanes[0] ?? [];
    expect(
      first
        .filter((cell) => cell.kind === 'booking')
        .map((cell) => cell.kind === 'booking' && cell.booking.id),
    ).toEqual(['a', 'b']);
    // Every lane covers every column exactly once.
    for (const lane of lanes)
      expect(lane.reduce((sum, cell) => sum + (cell.kind === 'booking' ? cell.span : 1), 0)).toBe(Q.length);
    expect(lanesOf(Q, [])).toEqual([Q.map((_, column) => ({ kind: 'empty', column }))]);
  });

  it('lays out a row per active table and the unassigned row, joined tables on each', () => {
    const day: TReservationDay = {
      date: '2026-12-04',
      opening: [{ from: '18:00', to: '22:00' }],
      quarters: Q,
      tables: [
        { id: 1, name: 'A', seats: 2, active: true },
        { id: 2, name: 'B', seats: 4, active: true },
        { id: 3, name: 'Old', seats: 4, active: false },
      ],
      bookings: [
        booking('joined', '19:00', 90, { tableIds: [1, 2] }),
        booking('loose', '20:00', 90),
        booking('taken', '20:00', 90, { tableIds: [2], status: 'REQUESTED' }),
      ],
    };
    const rows = timelineRows(day);
    expect(rows.map((row) => [row.tableId, row.lanes.length])).toEqual([
      [1, 1],
      [2, 2],
      [null, 1],
    ]);
    // Moving 'joined': B is taken by 'taken' during its sitting, so A comes first; the inactive one stays away.
    expect(tableChoices(day, day.bookings[0] as TDayBooking)).toEqual([
      { id: 1, name: 'A', seats: 2, free: true },
      { id: 2, name: 'B', seats: 4, free: false },
    ]);
    const times = timeChoices(day, day.bookings[0] as TDayBooking);
    expect(times[0]).toBe('18:00');
    expect(times.at(-1)).toBe('21:55');
    expect(times).toHaveLength(48);
  });

  it('tells the states apart and marks a full quarter', () => {
    expect(barState({ status: 'CONFIRMED', arrivedAt: '2026-12-04T18:00:00Z' })).toBe('ARRIVED');
    expect(barState({ status: 'NO_SHOW', arrivedAt: null })).toBe('NO_SHOW');
    expect(barState({ status: 'REQUESTED', arrivedAt: null })).toBe('REQUESTED');
    expect(isFull({ seatsBooked: 10, seatsTotal: 10 })).toBe(true);
    expect(isFull({ seatsBooked: 0, seatsTotal: 0 })).toBe(false);
  });
});
