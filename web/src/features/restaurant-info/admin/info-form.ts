import { type TRestaurantInfoInput, ZRestaurantInfoInputSchema } from '@app/shared/catalog-admin';
import type { TLanguage } from '@app/shared/languages';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TSpecialDay } from '@app/shared/special-days';
import { fieldErrorsFromZod } from '@/lib/form-errors';
import { editorErrors, editorToText, editorWeekFromText, type TEditorWeek } from './hours-editor';
import { capacityValues, slotCapacityOf, sortSpecialDays, type TCapacityValues } from './special-days-editor';
import { type TUnseenFormValues, unseenFormValues, unseenInput } from './unseen-form';

/** The restaurant info form (spec sections 3 and 7): the text fields plus the opening-hours editor. */

export interface TInfoFormValues {
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  /** The language of the menu's own texts (issue 17). */
  defaultLanguage: TLanguage;
  /** The legal notice (issue 19); empty: not given. */
  legalName: string;
  vatNumber: string;
  responsiblePerson: string;
}

export type TInfoField = keyof TInfoFormValues | 'openingHours';
/**
 * Messages by field; the special days and slot capacity by the server's paths (`specialDays.3.ranges.0`,
 * `slotCapacity.DELIVERY`), so each shows beside its own entry.
 */
export type TInfoFieldErrors = Partial<
  Record<
    TInfoField | `specialDays${string}` | `slotCapacity.${keyof TCapacityValues}` | `unseen.${string}`,
    string
  >
>;

const FIELDS: readonly TInfoField[] = [
  'name',
  'aboutText',
  'phone',
  'address',
  'defaultLanguage',
  'legalName',
  'vatNumber',
  'responsiblePerson',
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
  /** Escalation, automatic pause and timeout (issue 24). */
  unseen: TUnseenFormValues;
}

export function formStateFromInfo(info: TRestaurantInfo): TInfoFormState {
  const hours = editorWeekFromText(info.openingHours);
  return {
    values: {
      name: info.name,
      aboutText: info.aboutText,
      phone: info.phone,
      address: info.address,
      // The server always sends it; 'de' is its column's default too.
      defaultLanguage: info.defaultLanguage ?? 'de',
      legalName: info.legalName ?? '',
      vatNumber: info.vatNumber ?? '',
      responsiblePerson: info.responsiblePerson ?? '',
    },
    hours: hours.week,
    hoursLoadErrors: hours.ok ? [] : hours.errors,
    specialDays: sortSpecialDays(info.specialDays ?? []),
    capacity: capacityValues(info.slotCapacity),
    unseen: unseenFormValues(info.unseen),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

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
      key === 'slotCapacity.TAKEAWAY' ||
      /^unseen\./.test(key)
    ) {
      picked[key as keyof TInfoFieldErrors] = message;
    }
  }
  return picked;
}

/**
 * The body of PUT /api/admin/restaurant-info/{id}, checked by the same schema as the server, or the
 * errors to show. A faulty range blocks saving (its message shows beside it). The legal notice's
 * fields are always sent: an empty one clears it. The delivery note never is (spec section 3: "left out
 * when saving"): the server keeps the stored note when it is absent.
 */
export function checkInfoForm(id: number, state: TInfoFormState): TInfoCheck {
  const openingHours = editorToText(state.hours);
  const hoursInvalid = openingHours === null || editorErrors(state.hours).size > 0;
  const input: TRestaurantInfoInput = {
    id,
    ...state.values,
    legalName: orNull(state.values.legalName),
    vatNumber: orNull(state.values.vatNumber),
    responsiblePerson: orNull(state.values.responsiblePerson),
    openingHours: openingHours ?? '',
    specialDays: state.specialDays,
    slotCapacity: slotCapacityOf(state.capacity),
    unseen: unseenInput(state.unseen),
  };
  const parsed = ZRestaurantInfoInputSchema.safeParse(input);
  const errors = parsed.success ? {} : pickFieldErrors(fieldErrorsFromZod(parsed.error));
  // The editor's own messages stand beside the faulty ranges; the schema's would repeat them.
  delete errors.openingHours;
  if (hoursInvalid || Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors, hoursInvalid };
  }
  // The server stores the VAT number as printed ('CHE-123.456.788 MWST'); the body keeps it as typed.
  return {
    ok: true,
    body: {
      ...parsed.data,
      legalName: parsed.data.legalName ?? null,
      vatNumber: parsed.data.vatNumber ?? null,
      responsiblePerson: parsed.data.responsiblePerson ?? null,
    },
  };
}

/** The server's per-field messages (`details`) for the fields of this form. */
export function serverFieldErrors(details: Record<string, string> | undefined): TInfoFieldErrors {
  return details ? pickFieldErrors(details) : {};
}
