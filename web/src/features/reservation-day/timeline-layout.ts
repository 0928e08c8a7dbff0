import type { TDayBooking, TDayQuarter, TReservationDay } from '@app/shared/reservation-day';

/**
 * The day view's timeline as a table: one column per quarter hour of the day's answer, one row (or more,
 * when bookings overlap) per active table, and a row for bookings without a table. Pure, so the maths is
 * tested without a browser.
 */

export const QUARTER_MINUTES = 15;

/** The visual state of a booking: its status, with an arrived party told apart from a confirmed one. */
export type TBarState = 'REQUESTED' | 'CONFIRMED' | 'ARRIVED' | 'NO_SHOW';

export function barState(booking: Pick<TDayBooking, 'status' | 'arrivedAt'>): TBarState {
  if (booking.status === 'NO_SHOW') return 'NO_SHOW';
  if (booking.arrivedAt) return 'ARRIVED';
  return booking.status === 'REQUESTED' ? 'REQUESTED' : 'CONFIRMED';
}

/** A cell of a lane: empty quarters, or a booking's bar over `span` columns. */
export type TCell =
  | { kind: 'empty'; column: number }
  | { kind: 'booking'; column: number; span: number; booking: TDayBooking };

export interface TTimelineRow {
  /** A table's id, or null for the row of bookings without a table. */
  tableId: number | null;
  /** One lane per set of bookings that do not share a quarter; at least one (an empty lane). */
  lanes: TCell[][];
}

/** The column a minute falls in: the last quarter starting at or before it (the first when before all). */
export function columnOf(quarters: readonly Pick<TDayQuarter, 'minute'>[], minute: number): number {
  let column = 0;
  for (let i = 0; i < quarters.length; i++) {
    if ((quarters[i]?.minute ?? Number.POSITIVE_INFINITY) <= minute) column = i;
    else break;
  }
  return column;
}

/** The first and last columns a booking covers (its end is exclusive: 20:30 ends in the 20:15 column). */
export function columnsOf(
  quarters: readonly Pick<TDayQuarter, 'minute'>[],
  booking: Pick<TDayBooking, 'startMinute' | 'endMinute'>,
): { first: number; last: number } {
  const first = columnOf(quarters, booking.startMinute);
  const last = Math.max(first, columnOf(quarters, booking.endMinute - 1));
  return { first, last };
}

/** Bookings placed in lanes, first come first placed, so that no two in a lane share a column. */
export function lanesOf(
  quarters: readonly Pick<TDayQuarter, 'minute'>[],
  bookings: readonly TDayBooking[],
): TCell[][] {
  const placed: { first: number; last: number; booking: TDayBooking }[][] = [];
  const sorted = [...bookings].sort((a, b) => a.startMinute - b.startMinute || a.id.localeCompare(b.id));
  for (const booking of sorted) {
    const span = columnsOf(quarters, booking);
    const lane = placed.find((items) =>
      items.every((item) => item.last < span.first || span.last < item.first),
    );
    if (lane) lane.push({ ...span, booking });
    else placed.push([{ ...span, booking }]);
  }
  if (placed.length === 0) placed.push([]);
  return placed.map((items) => {
    const cells: TCell[] = [];
    const byFirst = new Map(items.map((item) => [item.first, item]));
    for (let column = 0; column < quarters.length; column++) {
      const item = byFirst.get(column);
      if (item) {
        cells.push({ kind: 'booking', column, span: item.last - item.first + 1, booking: item.booking });
        column = item.last;
      } else cells.push({ kind: 'empty', column });
    }
    return cells;
  });
}

/**
 * The rows of the timeline: every active table (and an inactive one that still has a booking this day), in
 * the answer's order, then the bookings without a table. A booking on joined tables shows on each of them.
 */
export function timelineRows(day: TReservationDay): TTimelineRow[] {
  const rows: TTimelineRow[] = day.tables
    .filter((table) => table.active || day.bookings.some((b) => b.tableIds.includes(table.id)))
    .map((table) => ({
      tableId: table.id,
      lanes: lanesOf(
        day.quarters,
        day.bookings.filter((b) => b.tableIds.includes(table.id)),
      ),
    }));
  rows.push({
    tableId: null,
    lanes: lanesOf(
      day.quarters,
      day.bookings.filter((b) => b.tableIds.length === 0),
    ),
  });
  return rows;
}

/** Whether a quarter's seats are all booked (never for a restaurant that counts no seats). */
export function isFull(quarter: Pick<TDayQuarter, 'seatsBooked' | 'seatsTotal'>): boolean {
  return quarter.seatsTotal > 0 && quarter.seatsBooked >= quarter.seatsTotal;
}

/**
 * The tables a booking may be moved to, free ones first: a table is taken when another standing booking
 * (requested or confirmed) holds it at some moment of this one's sitting. The server decides in the end.
 */
export function tableChoices(
  day: TReservationDay,
  booking: TDayBooking,
): { id: number; name: string; seats: number; free: boolean }[] {
  const taken = new Set<number>();
  for (const other of day.bookings) {
    if (other.id === booking.id || (other.status !== 'REQUESTED' && other.status !== 'CONFIRMED')) continue;
    if (other.startMinute < booking.endMinute && booking.startMinute < other.endMinute)
      for (const id of other.tableIds) taken.add(id);
  }
  return day.tables
    .filter((table) => table.active || booking.tableIds.includes(table.id))
    .map((table) => ({ id: table.id, name: table.name, seats: table.seats, free: !taken.has(table.id) }))
    .sort((a, b) => Number(b.free) - Number(a.free));
}

/** 'HH:mm' of a minute of the day (past midnight wraps to the next day's clock). */
export function clockOf(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The times a booking may be moved to on its day, every `step` minutes: from the day's first quarter to
 * its last (the opening hours and the sittings shown), and the booking's own time even when outside them.
 */
export function timeChoices(day: TReservationDay, booking: TDayBooking, step = 5): string[] {
  const first = day.quarters[0]?.minute ?? 0;
  const last = Math.min((day.quarters.at(-1)?.minute ?? 1425) + QUARTER_MINUTES, 1440);
  const times = new Set<string>();
  for (let m = Math.ceil(first / step) * step; m < last; m += step) times.add(clockOf(m));
  times.add(booking.time);
  return [...times].sort();
}
