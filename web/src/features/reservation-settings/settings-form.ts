import {
  RESERVATION_SETTINGS_LIMITS,
  type TReservationSettings,
  type TReservationSettingsInput,
  ZReservationSettingsInputSchema,
} from '@app/shared/reservation-settings';
import { checkWithSchema, type TChecked, type TPlaceField } from '@/lib/form-errors';
import { numberOf } from './table-form';

/**
 * The booking rules form (pure): automatic confirmation, the step of the offered times, how long a party
 * sits by its size, the notice, how many days ahead, the largest party booked online, the reminders' hours
 * and the no-show limit. The settings for the guest's self-service and the card guarantee have no fields
 * here: they are sent back as loaded, so saving this form never changes them.
 */

export interface TSittingRow {
  /** Stable across adds and removes, for React and the focus. */
  key: number;
  upToPeople: number | string;
  minutes: number | string;
}

export interface TBookingRulesValues {
  autoConfirm: boolean;
  /** The select's value, '15'. */
  slotMinutes: string;
  sittings: TSittingRow[];
  minNoticeMinutes: number | string;
  maxDaysAhead: number | string;
  maxPartyOnline: number | string;
  /** Hours before the time the guest is reminded; 0: no reminders. */
  reminderHoursBefore: number | string;
  /** No-shows after which a guest is no longer confirmed automatically; 0: no limit. */
  noShowLimit: number | string;
}

type TKept = Pick<TReservationSettings, 'cancelCutoffMinutes' | 'guarantee'>;

let nextKey = 1;
export function sittingRow(upToPeople: number | string = '', minutes: number | string = ''): TSittingRow {
  nextKey += 1;
  return { key: nextKey, upToPeople, minutes };
}

export function bookingRulesValues(settings: TReservationSettings): TBookingRulesValues {
  return {
    autoConfirm: settings.autoConfirm,
    slotMinutes: String(settings.slotMinutes),
    sittings: settings.sittings.map((sitting) => sittingRow(sitting.upToPeople, sitting.minutes)),
    minNoticeMinutes: settings.minNoticeMinutes,
    maxDaysAhead: settings.maxDaysAhead,
    maxPartyOnline: settings.maxPartyOnline,
    reminderHoursBefore: settings.reminderHoursBefore,
    noShowLimit: settings.noShowLimit,
  };
}

/** The settings this form has no fields for, sent back as they came. */
export function keptSettings(settings: TReservationSettings): TKept {
  return {
    cancelCutoffMinutes: settings.cancelCutoffMinutes,
    guarantee: settings.guarantee,
  };
}

export const SLOT_CHOICES: readonly string[] = RESERVATION_SETTINGS_LIMITS.slotMinutes.map(String);

/** A new row: one more person than the last row, the last row's minutes (or 90 for the first). */
export function nextSitting(rows: readonly TSittingRow[]): TSittingRow {
  const last = rows.at(-1);
  const people = last ? Number(numberOf(last.upToPeople)) : Number.NaN;
  return sittingRow(Number.isInteger(people) ? people + 1 : '', last ? last.minutes : 90);
}

const SIMPLE_FIELDS = new Set([
  'autoConfirm',
  'slotMinutes',
  'minNoticeMinutes',
  'maxDaysAhead',
  'maxPartyOnline',
  'reminderHoursBefore',
  'noShowLimit',
]);

/** A payload path (the schema's or the server's) to the field showing it; a row's cell, else the rows. */
export const placeBookingRulesField: TPlaceField = (path) => {
  if (SIMPLE_FIELDS.has(path)) return path;
  const cell = /^sittings\.\d+\.(upToPeople|minutes)$/.exec(path);
  if (cell) return path;
  if (path === 'sittings' || path.startsWith('sittings.')) return 'sittings';
  return null;
};

export function checkBookingRules(
  values: TBookingRulesValues,
  kept: TKept,
): TChecked<TReservationSettingsInput> {
  return checkWithSchema(
    ZReservationSettingsInputSchema,
    {
      autoConfirm: values.autoConfirm,
      slotMinutes: Number(values.slotMinutes),
      sittings: values.sittings.map((row) => ({
        upToPeople: numberOf(row.upToPeople),
        minutes: numberOf(row.minutes),
      })),
      minNoticeMinutes: numberOf(values.minNoticeMinutes),
      maxDaysAhead: numberOf(values.maxDaysAhead),
      maxPartyOnline: numberOf(values.maxPartyOnline),
      reminderHoursBefore: numberOf(values.reminderHoursBefore),
      noShowLimit: numberOf(values.noShowLimit),
      ...kept,
    },
    placeBookingRulesField,
  );
}
