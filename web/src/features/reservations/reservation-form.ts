import {
  instantToZonedLocal,
  LOCAL_DATE_TIME,
  parseClientDateTime,
  restaurantTimeZone,
} from '@app/shared/opening-hours';
import { MSG, ZReservationCustomerInfoSchema } from '@app/shared/orders';
import {
  DEFAULT_PEOPLE,
  MAX_PEOPLE,
  MIN_PEOPLE,
  onReservationStep,
  RESERVATION_MESSAGES,
  RESERVATION_STEP_MINUTES,
  type TCreateReservation,
} from '@app/shared/reservations';
import { t, translateMessage } from '@/i18n/i18n';
import type { TTimeOffer } from './availability';

/**
 * The Book a Table form's rules (spec section 5, reservation form), pure: what the form holds, its
 * defaults, what the client refuses before sending, the payload, and the server's field errors mapped
 * back onto the fields.
 */

const RESERVATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'streetNo',
  'plz',
  'city',
  'numberOfPeople',
  'reservationDateTime',
  'specialRequests',
] as const;
export type TReservationField = (typeof RESERVATION_FIELDS)[number];
export type TReservationFieldErrors = Partial<Record<TReservationField, string>>;

export type TPersonField = 'firstName' | 'lastName' | 'email' | 'phone';
const PERSON_FIELDS: readonly TPersonField[] = ['firstName', 'lastName', 'email', 'phone'];

/** Spec 5: 'Street, number, PLZ, city are not validated on the client' (all optional). */
export type TAddressField = 'street' | 'streetNo' | 'plz' | 'city';
export const ADDRESS_FIELDS: readonly TAddressField[] = ['street', 'streetNo', 'plz', 'city'];

export interface TReservationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  streetNo: string;
  plz: string;
  city: string;
  /** '' while the diner has cleared the input. */
  numberOfPeople: number | '';
  /** The datetime-local text as typed, restaurant time: 'YYYY-MM-DDTHH:mm'. */
  reservationDateTime: string;
  specialRequests: string;
}

export { NOTE_MAX as SPECIAL_REQUESTS_MAX } from '@app/shared/orders';
/** Spec 9: the time input steps by 5 minutes. */
export const TIME_STEP_MINUTES = RESERVATION_STEP_MINUTES;

export const FAILED_MESSAGE = RESERVATION_MESSAGES.failure;

/**
 * The next 5-minute mark after `now` on the restaurant's clock, as the datetime-local text
 * ('2026-11-23T15:00'). A time exactly on a mark moves to the next one, so the default is never
 * already past when the diner sends it.
 */
export function defaultReservationDateTime(
  now: Date,
  timeZone: string = restaurantTimeZone(),
  stepMinutes: number = TIME_STEP_MINUTES,
): string {
  const step = stepMinutes * 60_000;
  const next = Math.floor(now.getTime() / step) * step + step;
  return instantToZonedLocal(new Date(next), timeZone).slice(0, 16);
}

/** The earliest time the picker offers: now, rounded up to the step. */
export function earliestReservationDateTime(now: Date, timeZone: string = restaurantTimeZone()): string {
  const step = TIME_STEP_MINUTES * 60_000;
  return instantToZonedLocal(new Date(Math.ceil(now.getTime() / step) * step), timeZone).slice(0, 16);
}

/** The form's day ('YYYY-MM-DD') and time ('HH:mm') of a 'YYYY-MM-DDTHH:mm' text; '' for a missing part. */
export function splitDateTime(text: string): { date: string; time: string } {
  const [date = '', time = ''] = text.split('T');
  return { date, time: time.slice(0, 5) };
}

export function joinDateTime(date: string, time: string): string {
  return `${date}T${time}`;
}

/**
 * The times the picker offers: the whole day in 5-minute steps (00:00 … 23:55), the opening hours
 * being the server's to judge (it names the next opening). A time already chosen off the step (an old
 * link) is listed too, so the field never shows another time than the one it holds.
 */
export function timeChoices(current = ''): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  if (/^\d{2}:\d{2}$/.test(current) && !times.includes(current)) {
    times.push(current);
    times.sort();
  }
  return times;
}

export function initialReservationValues(now: Date): TReservationValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    streetNo: '',
    plz: '',
    city: '',
    numberOfPeople: DEFAULT_PEOPLE,
    reservationDateTime: defaultReservationDateTime(now),
    specialRequests: '',
  };
}

/**
 * What the people input keeps (spec 5: never below 1): an empty input, or one below 1, stays empty (the
 * check names it); a whole number stays as typed, also above the maximum, which the form then names
 * (with the phone number for groups) instead of booking a different number.
 */
export function normalizePeople(value: number | string): number | '' {
  if (value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < MIN_PEOPLE) return '';
  return Math.round(number);
}

/** More people than an online request may be: the form offers the phone instead. */
export function tooManyPeople(people: number | ''): boolean {
  return people !== '' && people > MAX_PEOPLE;
}

export type TReservationCheck =
  | { ok: true; payload: TCreateReservation }
  | { ok: false; fieldErrors: TReservationFieldErrors };

/** The 19-character restaurant-local date-time the API reads, or the message for a bad one. */
export function checkDateTime(input: string, now: Date): { value: string } | { error: string } {
  const text = input.trim();
  if (!LOCAL_DATE_TIME.test(text)) return { error: translateMessage(MSG.scheduledInvalid) };
  const instant = parseClientDateTime(text);
  if (!instant) return { error: translateMessage(MSG.scheduledInvalid) };
  if (instant.getTime() <= now.getTime()) return { error: translateMessage(MSG.scheduledPast) };
  if (!onReservationStep(text)) return { error: translateMessage(RESERVATION_MESSAGES.timeStep) };
  return { value: text.length === 16 ? `${text}:00` : text };
}

/**
 * With tables, only an offered time can be booked online: the field that says what is wrong when the
 * chosen one is not (the party too large for online booking, no table that day, no time picked).
 */
function checkOffered(
  dateTime: string,
  offer: TTimeOffer,
): { field: 'numberOfPeople' | 'reservationDateTime'; message: string } | null {
  switch (offer.kind) {
    case 'anyTime':
      return null;
    case 'callUs':
      return { field: 'numberOfPeople', message: t('pages.reservation.tooLargeOnline') };
    case 'none':
      return { field: 'reservationDateTime', message: t('pages.reservation.noTableShort') };
    case 'loading':
    case 'ask':
      return { field: 'reservationDateTime', message: t('pages.reservation.chooseTime') };
    case 'times':
      return offer.times.includes(splitDateTime(dateTime).time)
        ? null
        : { field: 'reservationDateTime', message: t('pages.reservation.chooseTime') };
  }
}

/**
 * Spec 5 before sending: names and phone 'Required', email, date & time, people at least 1. The
 * address is sent as written (trimmed) when any part of it is, and never refused here.
 */
export function checkReservation(
  values: TReservationValues,
  now: Date,
  offer: TTimeOffer = { kind: 'anyTime' },
): TReservationCheck {
  const fieldErrors: TReservationFieldErrors = {};
  const hasAddress = ADDRESS_FIELDS.some((field) => values[field].trim() !== '');
  const person = ZReservationCustomerInfoSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    ...(hasAddress
      ? {
          address: {
            street: values.street,
            streetNo: values.streetNo,
            plz: values.plz,
            city: values.city,
          },
        }
      : {}),
  });
  if (!person.success) {
    for (const issue of person.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (PERSON_FIELDS as readonly string[]).includes(field)) {
        fieldErrors[field as TPersonField] ??= translateMessage(issue.message);
      }
    }
  }
  const when = checkDateTime(values.reservationDateTime, now);
  if ('error' in when) fieldErrors.reservationDateTime = when.error;
  const offerError = checkOffered(values.reservationDateTime, offer);
  if (offerError) fieldErrors[offerError.field] = offerError.message;

  const people = values.numberOfPeople;
  if (people === '' || !Number.isFinite(people) || people < MIN_PEOPLE || !Number.isInteger(people)) {
    fieldErrors.numberOfPeople = translateMessage(RESERVATION_MESSAGES.people);
  } else if (people > MAX_PEOPLE) {
    fieldErrors.numberOfPeople = translateMessage(RESERVATION_MESSAGES.peopleMax);
  }

  if (!person.success || 'error' in when || offerError || fieldErrors.numberOfPeople) {
    return { ok: false, fieldErrors };
  }
  const note = values.specialRequests.trim();
  return {
    ok: true,
    payload: {
      customerInfo: person.data,
      reservationDateTime: when.value,
      numberOfPeople: people as number,
      ...(note ? { specialRequests: note } : {}),
    },
  };
}

/**
 * The server's `details` (keyed 'customerInfo.email', 'customerInfo.address.plz', 'reservationDateTime',
 * 'numberOfPeople', ...) as form fields, and any other key's message as a plain message.
 */
export function mapServerDetails(details: Record<string, string> | undefined): {
  fieldErrors: TReservationFieldErrors;
  otherMessages: string[];
} {
  const fieldErrors: TReservationFieldErrors = {};
  const otherMessages: string[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    const field = key.replace(/^customerInfo\.(?:address\.)?/, '');
    if ((RESERVATION_FIELDS as readonly string[]).includes(field)) {
      fieldErrors[field as TReservationField] ??= message;
    } else if (!otherMessages.includes(message)) {
      otherMessages.push(message);
    }
  }
  return { fieldErrors, otherMessages };
}
