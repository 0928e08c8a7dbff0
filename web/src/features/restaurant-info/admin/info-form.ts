import { type TRestaurantInfoInput, ZRestaurantInfoInputSchema } from '@app/shared/catalog-admin';
import type { TLanguage } from '@app/shared/languages';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TSpecialDay } from '@app/shared/special-days';
import { fieldErrorsFromZod } from '@/lib/form-errors';
import { editorErrors, editorToText, editorWeekFromText, type TEditorWeek } from './hours-editor';
import { capacityValues, slotCapacityOf, sortSpecialDays, type TCapacityValues } from './special-days-editor';

/** The restaurant info form (spec sections 3 and 7): the text fields plus the opening-hours editor. */

export interface TInfoFormValues {
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  deliveryNote: string;
  /** The language of the menu's own texts (issue 17). */
  defaultLanguage: TLanguage;
}

export type TInfoField = keyof TInfoFormValues | 'openingHours';
/**
 * Messages by field; the special days and slot capacity by the server's paths (`specialDays.3.ranges.0`,
 * `slotCapacity.DELIVERY`), so each shows beside its own entry.
 */
export type TInfoFieldErrors = Partial<
  Record<TInfoField | `specialDays${string}` | `slotCapacity.${keyof TCapacityValues}`, string>
>;

const FIELDS: readonly TInfoField[] = [
  'name',
  'aboutText',
  'phone',
  'address',
  'deliveryNote',
  'defaultLanguage',
  'openingHours',
];

export interface TInfoFormState {
  values: TInfoFormValues;
  hours: TEditorWeek;
  /** Why the stored hours could not be read into the editor (empty when they could). */
  hoursLoadErrors: string[];
  /** Closures and special hours, one entry per date, sorted (issue 18). */
  specialDays: TSpecialDay[];
  /** Orders per 15-minute slot as typed; '' is no limit. */
  capacity: TCapacityValues;
}

export function formStateFromInfo(info: TRestaurantInfo): TInfoFormState {
  const hours = editorWeekFromText(info.openingHours);
  return {
    values: {
      name: info.name,
      aboutText: info.aboutText,
      phone: info.phone,
      address: info.address,
      deliveryNote: info.deliveryNote ?? '',
      // The server always sends it; 'de' is its column's default too.
      defaultLanguage: info.defaultLanguage ?? 'de',
    },
    hours: hours.week,
    hoursLoadErrors: hours.ok ? [] : hours.errors,
    specialDays: sortSpecialDays(info.specialDays ?? []),
    capacity: capacityValues(info.slotCapacity),
  };
}

export type TInfoCheck =
  | { ok: true; body: TRestaurantInfoInput }
  | { ok: false; errors: TInfoFieldErrors; hoursInvalid: boolean };

function pickFieldErrors(errors: Record<string, string>): TInfoFieldErrors {
  const picked: TInfoFieldErrors = {};
  for (const field of FIELDS) {
    if (errors[field]) picked[field] = errors[field];
  }
  for (const [key, message] of Object.entries(errors)) {
    if (
      /^specialDays(\.|$)/.test(key) ||
      key === 'slotCapacity.DELIVERY' ||
      key === 'slotCapacity.TAKEAWAY'
    ) {
      picked[key as keyof TInfoFieldErrors] = message;
    }
  }
  return picked;
}

/**
 * The body of PUT /api/admin/restaurant-info/{id}, checked by the same schema as the server, or the
 * errors to show. A faulty range blocks saving (its message shows beside it). The delivery note is
 * always sent: an empty one clears it.
 */
export function checkInfoForm(id: number, state: TInfoFormState): TInfoCheck {
  const openingHours = editorToText(state.hours);
  const hoursInvalid = openingHours === null || editorErrors(state.hours).size > 0;
  const input: TRestaurantInfoInput = {
    id,
    ...state.values,
    deliveryNote: state.values.deliveryNote.trim() === '' ? null : state.values.deliveryNote,
    openingHours: openingHours ?? '',
    specialDays: state.specialDays,
    slotCapacity: slotCapacityOf(state.capacity),
  };
  const parsed = ZRestaurantInfoInputSchema.safeParse(input);
  const errors = parsed.success ? {} : pickFieldErrors(fieldErrorsFromZod(parsed.error));
  // The editor's own messages stand beside the faulty ranges; the schema's would repeat them.
  delete errors.openingHours;
  if (hoursInvalid || Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors, hoursInvalid };
  }
  return { ok: true, body: { ...parsed.data, deliveryNote: parsed.data.deliveryNote ?? null } };
}

/** The server's per-field messages (`details`) for the fields of this form. */
export function serverFieldErrors(details: Record<string, string> | undefined): TInfoFieldErrors {
  return details ? pickFieldErrors(details) : {};
}
