import { chfToRappen, parseChfText, rappenToChf, rappenToChfText } from '@app/shared/money';
import type { TDeliveryZone } from '@app/shared/order-rules';
import { type TDeliveryZonesInput, ZDeliveryZonesInputSchema } from '@app/shared/order-rules-input';
import { tAdmin } from '@/i18n/i18n';
import { checkWithSchema, type TChecked, type TFieldErrors, type TPlaceField } from '@/lib/form-errors';

/**
 * The delivery zones form: what its inputs hold, how they become the PUT body (the shared schema the
 * server checks with) and where a message about a path of the body is shown. Amounts are typed as text
 * like prices ('7', '7.50', '7,50'); the free-delivery threshold left empty means never free.
 */

export interface TZoneValues {
  /** A stable key for the list (the id of a saved zone, a counter for a new one). */
  key: string;
  id: number | undefined;
  name: string;
  /** Postcodes as typed, separated by commas or spaces. */
  postcodes: string;
  deliveryFee: string;
  minimumOrder: string;
  /** Empty: delivery is never free. */
  freeDeliveryFrom: string;
  extraMinutes: string;
}

export interface TZonesFormValues {
  zones: TZoneValues[];
}

export const ZONE_FIELDS = [
  'name',
  'postcodes',
  'deliveryFee',
  'minimumOrder',
  'freeDeliveryFrom',
  'extraMinutes',
] as const;
type TZoneField = (typeof ZONE_FIELDS)[number];

/** 'zones.1.deliveryFee': the form's path of a zone's field. */
export function zoneFieldPath(index: number, field: TZoneField): string {
  return `zones.${index}.${field}`;
}

/** A CHF amount as the form shows it: '5.00'. */
function amountText(chf: number): string {
  return rappenToChfText(chfToRappen(chf));
}

let newZones = 0;

export function zoneValuesOf(zone: TDeliveryZone): TZoneValues {
  return {
    key: zone.id === undefined ? `new-${++newZones}` : `zone-${zone.id}`,
    id: zone.id,
    name: zone.name,
    postcodes: zone.postcodes.join(', '),
    deliveryFee: amountText(zone.deliveryFee),
    minimumOrder: amountText(zone.minimumOrder),
    freeDeliveryFrom: zone.freeDeliveryFrom === null ? '' : amountText(zone.freeDeliveryFrom),
    extraMinutes: String(zone.extraMinutes),
  };
}

export function zonesFormOf(zones: readonly TDeliveryZone[]): TZonesFormValues {
  return { zones: zones.map(zoneValuesOf) };
}

/** A new zone's first values: empty name and postcodes, no fee, no minimum, never free, no extra time. */
export function emptyZone(): TZoneValues {
  return {
    key: `new-${++newZones}`,
    id: undefined,
    name: '',
    postcodes: '',
    deliveryFee: '0.00',
    minimumOrder: '0.00',
    freeDeliveryFrom: '',
    extraMinutes: '0',
  };
}

/** '4600, 4601 4609;4612' as ['4600', '4601', '4609', '4612']. */
export function splitPostcodes(text: string): string[] {
  return text.split(/[\s,;]+/).filter((code) => code !== '');
}

/** Text that is a price as CHF; any other text goes to the schema as it is, which names the field. */
function amountOf(text: string): number | string {
  const rappen = parseChfText(text);
  return rappen === null ? text : rappenToChf(rappen);
}

function minutesOf(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The body's path ('2.postcodes.0', the server's details too) to the field that shows it. */
export const placeZoneField: TPlaceField = (path) => {
  const match = /^(?:zones\.)?(\d+)\.(\w+)/.exec(path);
  if (!match) return null;
  const field = match[2] as TZoneField;
  return ZONE_FIELDS.includes(field) ? zoneFieldPath(Number(match[1]), field) : null;
};

/** A postcode typed in two zones: named at the second, as the server refuses it. */
function duplicatePostcodes(values: TZonesFormValues): TFieldErrors {
  const errors: TFieldErrors = {};
  const zoneOf = new Map<string, string>();
  values.zones.forEach((zone, index) => {
    for (const code of new Set(splitPostcodes(zone.postcodes))) {
      const first = zoneOf.get(code);
      if (first === undefined) zoneOf.set(code, zone.name.trim() || String(index + 1));
      else
        errors[zoneFieldPath(index, 'postcodes')] ??= tAdmin('deliveryZones.duplicate', {
          postcode: code,
          zone: first,
        });
    }
  });
  return errors;
}

/** The PUT body, or the messages for the fields that are wrong. */
export function checkZonesForm(values: TZonesFormValues): TChecked<TDeliveryZonesInput> {
  const input = values.zones.map((zone) => ({
    ...(zone.id === undefined ? {} : { id: zone.id }),
    name: zone.name,
    postcodes: splitPostcodes(zone.postcodes),
    deliveryFee: amountOf(zone.deliveryFee),
    minimumOrder: amountOf(zone.minimumOrder),
    freeDeliveryFrom: zone.freeDeliveryFrom.trim() === '' ? null : amountOf(zone.freeDeliveryFrom),
    extraMinutes: minutesOf(zone.extraMinutes),
  }));
  const checked = checkWithSchema(ZDeliveryZonesInputSchema, input, placeZoneField);
  const duplicates = duplicatePostcodes(values);
  if (Object.keys(duplicates).length === 0) return checked;
  return { ok: false, errors: { ...duplicates, ...(checked.ok ? {} : checked.errors) } };
}
