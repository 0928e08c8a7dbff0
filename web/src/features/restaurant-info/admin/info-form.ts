import { type TRestaurantInfoInput, ZRestaurantInfoInputSchema } from '@app/shared/catalog-admin';
import type { TLanguage } from '@app/shared/languages';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TSpecialDay } from '@app/shared/special-days';
import { checkWithSchema, nearestField, type TFieldErrors, type TPlaceField } from '@/lib/form-errors';
import { editorErrors, editorToText, editorWeekFromText, type TEditorWeek } from './hours-editor';
import { capacityValues, slotCapacityOf, sortSpecialDays, type TCapacityValues } from './special-days-editor';
import { type TUnseenFormValues, unseenFormValues, unseenInput } from './unseen-form';

/** The restaurant info form (spec sections 3 and 7): the text fields plus the opening-hours editor. */

export interface TInfoFormValues {
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  /** The language of the menu's own texts. */
  defaultLanguage: TLanguage;
  /** The legal notice; empty: not given. */
  legalName: string;
  vatNumber: string;
  responsiblePerson: string;
}

export type TInfoField = keyof TInfoFormValues | 'openingHours';

const nearestInfoField = nearestField<TInfoField>([
  'name',
  'aboutText',
  'phone',
  'address',
  'defaultLanguage',
  'legalName',
  'vatNumber',
  'responsiblePerson',
  'openingHours',
]);

/**
 * Where a message shows: at its field; the special days, slot capacity and unseen settings keep the
 * server's whole path (`specialDays.3.ranges.0`, `slotCapacity.DELIVERY`), so each shows beside its own
 * entry.
 */
export const placeInfoField: TPlaceField = (path) =>
  /^(specialDays(\.|$)|slotCapacity\.(DELIVERY|TAKEAWAY)$|unseen\.)/.test(path)
    ? path
    : nearestInfoField(path);

/** Everything the form edits: the text fields at the top, beside the sections' own values. */
export interface TInfoFormState extends TInfoFormValues {
  hours: TEditorWeek;
  /** Why the stored hours could not be read into the editor (empty when they could). */
  hoursLoadErrors: string[];
  /** Closures and special hours, one entry per date, sorted. */
  specialDays: TSpecialDay[];
  /** Orders per 15-minute slot as typed; '' is no limit. */
  capacity: TCapacityValues;
  /** Escalation, automatic pause and timeout (unseen orders). */
  unseen: TUnseenFormValues;
}

export function formStateFromInfo(info: TRestaurantInfo): TInfoFormState {
  const hours = editorWeekFromText(info.openingHours);
  return {
    name: info.name,
    aboutText: info.aboutText,
    phone: info.phone,
    address: info.address,
    // The server always sends it; 'de' is its column's default too.
    defaultLanguage: info.defaultLanguage ?? 'de',
    legalName: info.legalName ?? '',
    vatNumber: info.vatNumber ?? '',
    responsiblePerson: info.responsiblePerson ?? '',
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
  | { ok: false; errors: TFieldErrors; hoursInvalid: boolean };

/**
 * The body of PUT /api/admin/restaurant-info/{id}, checked by the same schema as the server, or the
 * errors to show. A faulty range blocks saving (its message shows beside it). The legal notice's
 * fields are always sent: an empty one clears it. The delivery note never is (spec section 3: "left out
 * when saving"): the server keeps the stored note when it is absent.
 */
export function checkInfoForm(id: number, state: TInfoFormState): TInfoCheck {
  const { hours, hoursLoadErrors: _, specialDays, capacity, unseen, ...values } = state;
  const openingHours = editorToText(hours);
  const hoursInvalid = openingHours === null || editorErrors(hours).size > 0;
  const input: TRestaurantInfoInput = {
    id,
    ...values,
    legalName: orNull(values.legalName),
    vatNumber: orNull(values.vatNumber),
    responsiblePerson: orNull(values.responsiblePerson),
    openingHours: openingHours ?? '',
    specialDays,
    slotCapacity: slotCapacityOf(capacity),
    unseen: unseenInput(unseen),
  };
  const checked = checkWithSchema(ZRestaurantInfoInputSchema, input, placeInfoField);
  const errors = checked.ok ? {} : checked.errors;
  // The editor's own messages stand beside the faulty ranges; the schema's would repeat them.
  delete errors.openingHours;
  if (hoursInvalid || !checked.ok) return { ok: false, errors, hoursInvalid };
  // The server stores the VAT number as printed ('CHE-123.456.788 MWST'); the body keeps it as typed.
  return {
    ok: true,
    body: {
      ...checked.body,
      legalName: checked.body.legalName ?? null,
      vatNumber: checked.body.vatNumber ?? null,
      responsiblePerson: checked.body.responsiblePerson ?? null,
    },
  };
}
