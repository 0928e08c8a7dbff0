import { type TTable, type TTableInput, ZTableInputSchema } from '@app/shared/reservation-settings';
import { checkWithSchema, nearestField, type TChecked } from '@/lib/form-errors';

/**
 * The Add/Edit table dialog (pure): name, seats, the smallest party seated there alone, the tables it can
 * be joined with (ids as the checkboxes hold them) and whether it is offered; checked by the shared schema.
 */

export interface TTableFormValues {
  name: string;
  /** As the number input holds it: '' while cleared. */
  seats: number | string;
  minSeats: number | string;
  joinableWith: string[];
  active: boolean;
}

export const TABLE_FIELDS = ['name', 'seats', 'minSeats', 'joinableWith', 'active'] as const;
export type TTableField = (typeof TABLE_FIELDS)[number];

/** 'joinableWith.2' and the like go to the field itself. */
export const placeTableField = nearestField<TTableField>(TABLE_FIELDS);

export function tableFormValues(table: TTable | null): TTableFormValues {
  if (!table) return { name: '', seats: 4, minSeats: 1, joinableWith: [], active: true };
  return {
    name: table.name,
    seats: table.seats,
    minSeats: table.minSeats,
    joinableWith: table.joinableWith.map(String),
    active: table.active,
  };
}

/** A number input's value as the schema should judge it: '' is missing, '4' is 4. */
export function numberOf(value: number | string): number | undefined | string {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

export function checkTable(values: TTableFormValues): TChecked<TTableInput, TTableField> {
  return checkWithSchema(
    ZTableInputSchema,
    {
      name: values.name,
      seats: numberOf(values.seats),
      minSeats: numberOf(values.minSeats),
      joinableWith: values.joinableWith.map(Number),
      active: values.active,
    },
    placeTableField,
  );
}

/** The names of the tables a table joins with, in the list's order (unknown ids left out). */
export function joinedNames(table: TTable, tables: readonly TTable[]): string[] {
  return tables.filter((other) => table.joinableWith.includes(other.id)).map((other) => other.name);
}
