import type { TReservationStatus } from '@app/shared/enums';
import { MSG } from '@app/shared/orders';
import {
  DEFAULT_PEOPLE,
  onReservationStep,
  RESERVATION_MESSAGES,
  type TReservation,
} from '@app/shared/reservations';
import {
  MAX_STAFF_PEOPLE,
  type TReservationUpdate,
  type TStaffReservation,
  ZReservationUpdateSchema,
  ZStaffReservationSchema,
} from '@app/shared/staff-entry';
import {
  instantToZonedLocal,
  LOCAL_DATE_TIME,
  parseClientDateTime,
  restaurantTimeZone,
} from '@app/shared/zoned-time';
import type { z } from 'zod/mini';
import type { TAdminKey } from '@/i18n/catalogs';
import { tAdmin, translateMessage } from '@/i18n/i18n';
import {
  checkWithSchema,
  nearestField,
  type TChecked,
  type TPlaceField,
  withFormErrors,
} from '@/lib/form-errors';

/**
 * The back office's Add/Edit reservation dialog (spec section 2), pure: what it holds, its
 * defaults, the check before sending, the payloads (POST a phone booking, PUT the whole booking) and the
 * server's field errors mapped back onto the fields.
 */

export const STAFF_RESERVATION_FIELDS = [
  'reservationDateTime',
  'numberOfPeople',
  'firstName',
  'lastName',
  'phone',
  'email',
  'specialRequests',
  'status',
  'override',
] as const;
export type TStaffReservationField = (typeof STAFF_RESERVATION_FIELDS)[number];

export interface TStaffReservationValues {
  /** The datetime-local text, restaurant time: 'YYYY-MM-DDTHH:mm'. */
  reservationDateTime: string;
  /** '' while the input is cleared. */
  numberOfPeople: number | '';
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  specialRequests: string;
  status: TReservationStatus;
  /**
   * Booking a time the restaurant is closed (a private event on a closed day): offered once the server
   * refused the time as closed; `override` is then the reason, sent and kept with the booking.
   */
  closedException: boolean;
  override: string;
}

/** A phone booking is CONFIRMED unless staff choose REQUESTED (it then waits on the incoming screen). */
export const NEW_BOOKING_STATUSES = [
  'CONFIRMED',
  'REQUESTED',
] as const satisfies readonly TReservationStatus[];
/** Editing may set any status. */
export const EDIT_STATUSES = [
  'REQUESTED',
  'CONFIRMED',
  'REJECTED',
  'CANCELLED',
  'NO_SHOW',
] as const satisfies readonly TReservationStatus[];

const STATUS_KEYS: Record<TReservationStatus, TAdminKey> = {
  REQUESTED: 'reservations.status.REQUESTED',
  CONFIRMED: 'reservations.status.CONFIRMED',
  REJECTED: 'reservations.status.REJECTED',
  CANCELLED: 'reservations.status.CANCELLED',
  NO_SHOW: 'reservations.status.NO_SHOW',
};

export function anyStatusLabel(status: TReservationStatus): string {
  return tAdmin(STATUS_KEYS[status]);
}

export const STAFF_PEOPLE_MAX = MAX_STAFF_PEOPLE;
export const QUARTER_HOUR_MINUTES = 15;

/**
 * The next quarter hour after `now` on the restaurant's clock ('2026-11-23T15:00' at 14:52), the
 * default time of a phone booking. A time exactly on a quarter moves to the next one.
 */
export function nextQuarterHour(now: Date, timeZone: string = restaurantTimeZone()): string {
  const step = QUARTER_HOUR_MINUTES * 60_000;
  const next = Math.floor(now.getTime() / step) * step + step;
  return instantToZonedLocal(new Date(next), timeZone).slice(0, 16);
}

export function newBookingValues(now: Date): TStaffReservationValues {
  return {
    reservationDateTime: nextQuarterHour(now),
    numberOfPeople: DEFAULT_PEOPLE,
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    specialRequests: '',
    status: 'CONFIRMED',
    closedException: false,
    override: '',
  };
}

/** The restaurant-local 'YYYY-MM-DDTHH:mm' of an instant the API sent; '' if unreadable. */
export function localInputValue(iso: string): string {
  const instant = parseClientDateTime(iso);
  return instant ? instantToZonedLocal(instant).slice(0, 16) : '';
}

export function valuesFromReservation(r: TReservation): TStaffReservationValues {
  return {
    reservationDateTime: localInputValue(r.reservationDateTime),
    numberOfPeople: r.numberOfPeople,
    firstName: r.customerInfo.firstName,
    lastName: r.customerInfo.lastName,
    phone: r.customerInfo.phone,
    email: r.customerInfo.email,
    specialRequests: r.specialRequests ?? '',
    status: r.status,
    closedException: false,
    override: '',
  };
}

/** What the people input keeps: empty while cleared, else a whole number from 1 to 100. */
export function normalizeStaffPeople(value: number | string): number | '' {
  if (value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '';
  return Math.min(MAX_STAFF_PEOPLE, Math.max(1, Math.round(number)));
}

const nearestStaffField = nearestField(STAFF_RESERVATION_FIELDS);

/**
 * Where a message shows: 'customerInfo.phone' at 'phone'; null for a path that names no field of the
 * dialog (the address the dialog does not show).
 */
export const placeStaffReservationField: TPlaceField<TStaffReservationField> = (path) =>
  nearestStaffField(path.startsWith('customerInfo.') ? path.slice('customerInfo.'.length) : path);

/**
 * The date & time must be one; a new booking, or a changed time, must also lie ahead (a past booking
 * can still be edited, e.g. its status, without moving it).
 */
function checkTime(values: TStaffReservationValues, now: Date, original: TReservation | null) {
  const text = values.reservationDateTime.trim();
  const instant = LOCAL_DATE_TIME.test(text) ? parseClientDateTime(text) : null;
  if (!instant) return translateMessage(MSG.scheduledInvalid);
  const unchanged = original !== null && localInputValue(original.reservationDateTime) === text.slice(0, 16);
  if (!unchanged && instant.getTime() <= now.getTime()) return translateMessage(MSG.scheduledPast);
  // A moved booking keeps to the 5-minute step, as the server does (spec 9).
  if (!unchanged && !onReservationStep(text)) return translateMessage(RESERVATION_MESSAGES.timeStep);
  return null;
}

function payloadInput(values: TStaffReservationValues, original: TReservation | null) {
  const note = values.specialRequests.trim();
  return {
    customerInfo: {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      email: values.email,
      // The dialog does not show the address: an edit keeps the one the guest gave.
      ...(original ? { address: original.customerInfo.address } : {}),
    },
    reservationDateTime: values.reservationDateTime.trim().slice(0, 16),
    numberOfPeople: values.numberOfPeople,
    specialRequests: note === '' ? null : note,
    status: values.status,
    ...(values.closedException ? { override: { reason: values.override } } : {}),
  };
}

/** The payload for `schema`, with a time that must be one and (new or moved) lie ahead. */
function checkBooking<S extends z.ZodMiniType>(
  schema: S,
  values: TStaffReservationValues,
  original: TReservation | null,
  now: Date,
): TChecked<z.output<S>, TStaffReservationField> {
  return withFormErrors(checkWithSchema(schema, payloadInput(values, original), placeStaffReservationField), {
    reservationDateTime: checkTime(values, now, original) ?? undefined,
  });
}

/** Add: POST API.adminReservations with ZStaffReservationSchema's shape. */
export function checkNewBooking(
  values: TStaffReservationValues,
  now: Date,
): TChecked<TStaffReservation, TStaffReservationField> {
  return checkBooking(ZStaffReservationSchema, values, null, now);
}

/** Edit: PUT API.adminReservation(id) with the whole booking (ZReservationUpdateSchema). */
export function checkBookingChanges(
  values: TStaffReservationValues,
  original: TReservation,
  now: Date,
): TChecked<TReservationUpdate, TStaffReservationField> {
  return checkBooking(ZReservationUpdateSchema, values, original, now);
}
