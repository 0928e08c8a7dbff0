import { type TRestaurantInfoInput, ZRestaurantInfoInputSchema } from '@app/shared/catalog-admin';
import { LANGUAGES, type TLanguage } from '@app/shared/languages';
import type { TAdminRestaurantInfo } from '@app/shared/restaurant-texts';
import type { TSpecialDay } from '@app/shared/special-days';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { checkWithSchema, nearestField, type TFieldErrors, type TPlaceField } from '@/lib/form-errors';
import { editorErrors, editorToText, editorWeekFromText, type TEditorWeek } from './hours-editor';
import { capacityValues, slotCapacityOf, sortSpecialDays, type TCapacityValues } from './special-days-editor';
import { type TUnseenFormValues, unseenFormValues, unseenInput } from './unseen-form';

/** The restaurant info form (spec sections 3 and 7): the text fields plus the opening-hours editor. */

/** The restaurant's texts in one language, as typed; empty: falls back to the default language's. */
export interface TTextValues {
  aboutText: string;
  deliveryNote: string;
  /** The legal notice's free text. */
  legalNotice: string;
  /** The cuisines in this language as typed, separated by commas ('Japanisch, Sushi, Thai'). */
  cuisines: string;
}

export interface TInfoFormValues {
  name: string;
  /** The default language's about text (required where it is today) and delivery note. */
  aboutText: string;
  deliveryNote: string;
  /** The legal notice's free text in the default language. */
  legalNotice: string;
  phone: string;
  address: string;
  /** The restaurant's time zone (IANA name). */
  timeZone: string;
  /** The language of the menu's own texts. */
  defaultLanguage: TLanguage;
  /** The language of the kitchen's tickets; '': the default language's, whichever it is. */
  kitchenLanguage: TLanguage | '';
  /** The legal notice; empty: not given. */
  legalName: string;
  vatNumber: string;
  responsiblePerson: string;
  /** Where the restaurant is, in decimal degrees as typed (a comma or a full stop); empty: none. */
  latitude: string;
  longitude: string;
  /** The default language's cuisines as typed, separated by commas. */
  cuisines: string;
  /** The price range as guests read it ('CHF 15–40'); empty: none. */
  priceRange: string;
}

export type TInfoField = keyof TInfoFormValues | 'openingHours';

const nearestInfoField = nearestField<TInfoField>([
  'name',
  'aboutText',
  'deliveryNote',
  'legalNotice',
  'phone',
  'address',
  'timeZone',
  'defaultLanguage',
  'kitchenLanguage',
  'legalName',
  'vatNumber',
  'responsiblePerson',
  'latitude',
  'longitude',
  'cuisines',
  'priceRange',
  'openingHours',
]);

/**
 * Where a message shows: at its field; the special days, slot capacity and unseen settings keep the
 * server's whole path (`specialDays.3.ranges.0`, `slotCapacity.DELIVERY`), so each shows beside its own
 * entry.
 */
export const placeInfoField: TPlaceField = (path) =>
  /^(specialDays(\.|$)|slotCapacity\.(DELIVERY|TAKEAWAY)$|unseen\.|translations\.(de|fr|it|en)\.(aboutText|deliveryNote|legalNotice)$)/.test(
    path,
  )
    ? path
    : (/^translations\.(de|fr|it|en)\.cuisines/.exec(path)?.[0] ?? nearestInfoField(path));

/** The cuisines as typed ('Japanisch, Sushi,  Thai') as a list: split at commas, blanks dropped. */
export function cuisineList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((cuisine) => cuisine.trim())
    .filter(Boolean);
}

/** A list of cuisines as the field shows it. */
const cuisineText = (list: readonly string[] | undefined) => (list ?? []).join(', ');

/** A coordinate as the field shows it; a saved 0 is a coordinate too. */
const coordinateText = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/**
 * A coordinate as typed, as a number: decimal degrees with a full stop or a comma ('47,3516', as Swiss
 * keyboards' number pads type it), a minus sign or none. Empty: null. Anything else is NaN, which the
 * shared schema refuses with the field's own message.
 */
export function coordinateOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (trimmed === '') return null;
  return /^[+-]?\d{1,3}(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** Everything the form edits: the text fields at the top, beside the sections' own values. */
export interface TInfoFormState extends TInfoFormValues {
  /** The about text and delivery note in each language; the default language's entry stays unused. */
  translations: Record<TLanguage, TTextValues>;
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

export function formStateFromInfo(info: TAdminRestaurantInfo): TInfoFormState {
  const hours = editorWeekFromText(info.openingHours);
  return {
    name: info.name,
    aboutText: info.aboutText,
    deliveryNote: info.deliveryNote ?? '',
    legalNotice: info.legalNotice ?? '',
    translations: Object.fromEntries(
      LANGUAGES.map((language) => {
        const text = info.translations?.[language];
        return [
          language,
          {
            aboutText: text?.aboutText ?? '',
            deliveryNote: text?.deliveryNote ?? '',
            legalNotice: text?.legalNotice ?? '',
            cuisines: cuisineText(text?.cuisines),
          },
        ];
      }),
    ) as Record<TLanguage, TTextValues>,
    phone: info.phone,
    address: info.address,
    timeZone: info.timeZone ?? restaurantTimeZone(),
    // The server always sends it; 'de' is its column's default too.
    defaultLanguage: info.defaultLanguage ?? 'de',
    kitchenLanguage: info.kitchenLanguage ?? '',
    legalName: info.legalName ?? '',
    vatNumber: info.vatNumber ?? '',
    responsiblePerson: info.responsiblePerson ?? '',
    latitude: coordinateText(info.latitude),
    longitude: coordinateText(info.longitude),
    cuisines: cuisineText(info.cuisines),
    priceRange: info.priceRange ?? '',
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
 * fields are always sent: an empty one clears it. The delivery note is a field of its own now (the spec's
 * form left it out; with delivery zones the restaurant writes it): sent always, empty clears it. The
 * texts in the other languages are sent for every language, empty ones falling back to the default's.
 * The coordinates, cuisines and price range are always sent too: empty ones clear them.
 */
export function checkInfoForm(id: number, state: TInfoFormState): TInfoCheck {
  const { hours, hoursLoadErrors: _, specialDays, capacity, unseen, translations, ...values } = state;
  const openingHours = editorToText(hours);
  const hoursInvalid = openingHours === null || editorErrors(hours).size > 0;
  const input: TRestaurantInfoInput = {
    id,
    ...values,
    legalName: orNull(values.legalName),
    vatNumber: orNull(values.vatNumber),
    responsiblePerson: orNull(values.responsiblePerson),
    deliveryNote: orNull(values.deliveryNote),
    legalNotice: orNull(values.legalNotice),
    kitchenLanguage: values.kitchenLanguage === '' ? null : values.kitchenLanguage,
    latitude: coordinateOf(values.latitude),
    longitude: coordinateOf(values.longitude),
    cuisines: cuisineList(values.cuisines),
    priceRange: orNull(values.priceRange),
    // Every language's: the server drops the saved default language's entry (its texts are the top-level
    // ones), also when this save changes the default language.
    translations: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { ...translations[language], cuisines: cuisineList(translations[language].cuisines) },
      ]),
    ),
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
      priceRange: checked.body.priceRange ?? null,
    },
  };
}
