import { z } from 'zod/mini';
import { RESERVATION_STATUSES } from './enums';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { MSG, note, ZReservationCustomerInfoSchema } from './orders';
import { singleLine } from './text';

export const RESERVATION_MESSAGES = {
  people: 'validation.people',
  /** 'At most 20 people per online request…' (MAX_PEOPLE; a test keeps them equal). */
  peopleMax: 'validation.peopleMax',
  /** 'Choose a time in steps of 5 minutes…' (RESERVATION_STEP_MINUTES; a test keeps them equal). */
  timeStep: 'validation.timeStep',
  duplicate: 'reservation.duplicate',
  success: 'reservation.success',
  failure: 'reservation.failure',
} as const satisfies Record<string, TSharedMessageKey>;

export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 20;
export const DEFAULT_PEOPLE = 2;
/** Spec 9: reservation times in steps of 5 minutes (19:00, 19:05, …). */
export const RESERVATION_STEP_MINUTES = 5;

/**
 * Whether a restaurant-local date-time ('YYYY-MM-DDTHH:mm[:ss]') is on the 5-minute step, seconds
 * zero. Other texts (an offset form) are judged on their minutes and seconds as written.
 */
export function onReservationStep(text: string): boolean {
  const time = /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!time) return true; // not a date-time at all: the date-time's own check names it
  return Number(time[2]) % RESERVATION_STEP_MINUTES === 0 && Number(time[3] ?? 0) === 0;
}

export const ZCreateReservationSchema = z.strictObject({
  customerInfo: ZReservationCustomerInfoSchema,
  /** Restaurant-local 'YYYY-MM-DDTHH:mm[:ss]', or ISO 8601 with an offset. */
  reservationDateTime: z
    .string({ error: MSG.scheduledInvalid })
    .check(
      z.minLength(1, MSG.scheduledInvalid),
      z.maxLength(40, MSG.scheduledInvalid),
      singleLine(MSG.scheduledInvalid),
    ),
  numberOfPeople: z
    .number({ error: RESERVATION_MESSAGES.people })
    .check(
      z.int(RESERVATION_MESSAGES.people),
      z.gte(MIN_PEOPLE, RESERVATION_MESSAGES.people),
      z.lte(MAX_PEOPLE, RESERVATION_MESSAGES.peopleMax),
    ),
  specialRequests: note(),
});
export type TCreateReservation = z.input<typeof ZCreateReservationSchema>;

/**
 * A guest's history with the restaurant: visits (arrived, or confirmed and its service over unmarked) and
 * no-shows, counted over every booking with the same email (or the same phone when there is no email).
 */
export const ZGuestRecordSchema = z.object({ visits: z.int(), noShows: z.int() });
export type TGuestRecord = z.infer<typeof ZGuestRecordSchema>;

export const ZReservationSchema = z.object({
  id: z.string(),
  customerInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.object({ street: z.string(), streetNo: z.string(), plz: z.string(), city: z.string() }),
  }),
  reservationDateTime: z.string(),
  numberOfPeople: z.int(),
  specialRequests: z.nullable(z.string()),
  status: z.enum(RESERVATION_STATUSES),
  /** The requested slot would take more seats than the restaurant has (accepted, but flagged). */
  overCapacity: z.boolean(),
  createdAt: z.string(),
  /** Who entered it in the back office (a phone booking); null for an online request. */
  enteredBy: z.nullable(z.string()),
  /** Why staff booked a time the restaurant is closed (e.g. a private event); null or absent otherwise. */
  overrideReason: z.nullish(z.string()),
  /** The tables the booking takes (docs/decisions/027); empty or absent: none assigned. */
  tableIds: z.optional(z.array(z.int())),
  /** Admin answers: when staff marked the party arrived (null: not yet). */
  arrivedAt: z.optional(z.nullable(z.string())),
  /** Admin answers: the guest's record over all their bookings (same email, or same phone without one). */
  guest: z.optional(ZGuestRecordSchema),
});
export type TReservation = z.infer<typeof ZReservationSchema>;

export const ZReservationStatusChangeSchema = z.strictObject({
  status: z.enum(['CONFIRMED', 'REJECTED', 'CANCELLED', 'NO_SHOW'], {
    error: 'validation.reservationStatus' satisfies TSharedMessageKey,
  }),
});

export const ZReservationListQuerySchema = z.object({
  status: z.optional(z.enum(RESERVATION_STATUSES)),
  /** A restaurant-local day, 'YYYY-MM-DD'. */
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'))),
});
