import { z } from 'zod/mini';
import { isIsoDate } from './calendar-day';
import { RESERVATION_STATUSES } from './enums';
import { RESERVATION_SETTINGS_LIMITS, RESERVATION_SETTINGS_MESSAGES } from './reservation-settings';
import { MIN_PEOPLE, RESERVATION_MESSAGES } from './reservations';
import { MAX_STAFF_PEOPLE, STAFF_MESSAGES } from './staff-entry';

/**
 * The day on one screen (docs/decisions/027): a restaurant-local day's bookings by table and time, the seats
 * booked per quarter hour, and a walk-in staff seat in two taps. Times are restaurant-local 'HH:mm'.
 */

const RM = RESERVATION_SETTINGS_MESSAGES;

/** GET /api/admin/reservations/day?date=YYYY-MM-DD. */
export const ZReservationDayQuerySchema = z.object({
  date: z.string({ error: RM.day }).check(z.refine(isIsoDate, RM.day)),
});

export const ZDayBookingSchema = z.object({
  id: z.string(),
  /** Restaurant-local start and end of the sitting ('HH:mm'; the end may be past midnight, e.g. '00:30'). */
  time: z.string(),
  endTime: z.string(),
  /** Minutes from the day's local midnight to the start and to the end (the end may pass 1440). */
  startMinute: z.int(),
  endMinute: z.int(),
  numberOfPeople: z.int(),
  /** The guest's name as one line ('' for a walk-in without one). */
  name: z.string(),
  phone: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  /** The tables it takes; empty: none assigned. */
  tableIds: z.array(z.int()),
  /** When staff marked the party arrived (ISO 8601); null until then. */
  arrivedAt: z.nullable(z.string()),
  walkIn: z.boolean(),
  specialRequests: z.nullable(z.string()),
});
export type TDayBooking = z.infer<typeof ZDayBookingSchema>;

export const ZDayQuarterSchema = z.object({
  /** The quarter's start, 'HH:mm', and its minute from the day's local midnight. */
  time: z.string(),
  minute: z.int(),
  /** People of standing bookings (requested or confirmed) sitting at some moment of the quarter. */
  seatsBooked: z.int(),
  /** Seats of the active tables (without tables: the restaurant's seat capacity). */
  seatsTotal: z.int(),
});
export type TDayQuarter = z.infer<typeof ZDayQuarterSchema>;

export const ZReservationDaySchema = z.object({
  date: z.string(),
  /** That day's opening hours (special days included); [] when closed. `to` may be past midnight. */
  opening: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Every quarter hour of the opening hours and of the day's bookings' sittings, ascending. */
  quarters: z.array(ZDayQuarterSchema),
  tables: z.array(z.object({ id: z.int(), name: z.string(), seats: z.int(), active: z.boolean() })),
  /** Requested, confirmed and no-show bookings of the day (a no-show holds no seats), by time. */
  bookings: z.array(ZDayBookingSchema),
});
export type TReservationDay = z.infer<typeof ZReservationDaySchema>;

/**
 * POST /api/admin/reservations/walk-in: a party staff seat now. Without `tableIds` the smallest free table
 * (or joined tables) for the sitting is taken (409 NO_TABLE when none is free); `tableIds: []` seats them
 * without a table.
 */
export const ZWalkInSchema = z.strictObject({
  numberOfPeople: z
    .number({ error: STAFF_MESSAGES.staffPeople })
    .check(
      z.int(STAFF_MESSAGES.staffPeople),
      z.gte(MIN_PEOPLE, RESERVATION_MESSAGES.people),
      z.lte(MAX_STAFF_PEOPLE, STAFF_MESSAGES.staffPeople),
    ),
  tableIds: z.optional(
    z.array(z.int({ error: RM.tableIds }).check(z.positive(RM.tableIds)), { error: RM.tableIds }).check(
      z.maxLength(RESERVATION_SETTINGS_LIMITS.tableIds, RM.tableIds),
      z.refine((ids) => new Set(ids).size === ids.length, RM.tableIds),
    ),
  ),
});
export type TWalkIn = z.infer<typeof ZWalkInSchema>;
