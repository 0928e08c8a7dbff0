import { z } from 'zod/mini';
import { RESERVATION_STATUSES } from './enums';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { MSG, ZReservationCustomerInfoSchema } from './orders';
import { multiLine, singleLine } from './text';

export const RESERVATION_MESSAGES = {
  people: 'validation.people',
  /** 'At most 20 people per online request…' (MAX_PEOPLE; a test keeps them equal). */
  peopleMax: 'validation.peopleMax',
  duplicate: 'reservation.duplicate',
  success: 'reservation.success',
  failure: 'reservation.failure',
} as const satisfies Record<string, TSharedMessageKey>;

export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 20;
export const DEFAULT_PEOPLE = 2;

export const ZCreateReservationSchema = z.strictObject({
  customerInfo: ZReservationCustomerInfoSchema,
  /** Restaurant-local 'YYYY-MM-DDTHH:mm[:ss]', or ISO 8601 with an offset. */
  reservationDateTime: z
    .string({ error: MSG.scheduledInvalid })
    .check(z.minLength(1, MSG.scheduledInvalid), z.maxLength(40), singleLine(MSG.scheduledInvalid)),
  numberOfPeople: z
    .number({ error: RESERVATION_MESSAGES.people })
    .check(
      z.int(RESERVATION_MESSAGES.people),
      z.gte(MIN_PEOPLE, RESERVATION_MESSAGES.people),
      z.lte(MAX_PEOPLE, RESERVATION_MESSAGES.peopleMax),
    ),
  specialRequests: z.nullish(z.string().check(z.trim(), z.maxLength(1000), multiLine())),
});
export type TCreateReservation = z.input<typeof ZCreateReservationSchema>;

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
