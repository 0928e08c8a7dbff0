import { type TStation, ZStationInputSchema } from '@app/shared/kitchen';
import { checkWithSchema, nearestField, type TChecked } from '@/lib/form-errors';
import type { TStationBody } from './api/stations-api';

export interface TStationFormValues {
  name: string;
  /** As typed: a number, or '' while the field is empty. */
  targetMinutes: number | string;
  /** The chosen printers' ids as text (the checkboxes' values). */
  printerIds: string[];
}

export type TStationField = keyof TStationFormValues;

/** Where a message shows; `printerIds.0` (a printer gone meanwhile) belongs under the printers. */
export const placeStationField = nearestField<TStationField>(['name', 'targetMinutes', 'printerIds']);

/** A new station: a quarter of an hour, no printer (it works from its display). */
export const NEW_STATION_VALUES: TStationFormValues = { name: '', targetMinutes: 15, printerIds: [] };

export function valuesFromStation(station: TStation): TStationFormValues {
  return {
    name: station.name,
    targetMinutes: station.targetMinutes,
    printerIds: station.printerIds.map(String),
  };
}

/** The shared schema's checks, with its messages under the fields. */
export function checkStation(values: TStationFormValues): TChecked<TStationBody, TStationField> {
  return checkWithSchema(
    ZStationInputSchema,
    {
      name: values.name,
      targetMinutes: values.targetMinutes === '' ? undefined : Number(values.targetMinutes),
      printerIds: values.printerIds.map(Number),
    },
    placeStationField,
  );
}

/** "Maki, Nigiri and Temaki" in the reader's language. */
export function listText(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
