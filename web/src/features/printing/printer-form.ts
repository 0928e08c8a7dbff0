import {
  DEFAULT_PRINTER_PORT,
  type TCodePage,
  type TPrintCopy,
  type TPrinter,
  ZPrinterInputSchema,
} from '@app/shared/printing';
import { checkWithSchema, nearestField, type TChecked } from '@/lib/form-errors';
import type { TPrinterBody } from './api/save-printer';

export interface TPrinterFormValues {
  name: string;
  host: string;
  /** As typed: a number, or '' while the field is empty. */
  port: number | string;
  columns: '42' | '48';
  codePage: TCodePage;
  copies: TPrintCopy[];
  enabled: boolean;
}

export type TPrinterField = keyof TPrinterFormValues;

/** Where a message shows; `copies.0` (an unknown copy) belongs under the copies. */
export const placePrinterField = nearestField<TPrinterField>([
  'name',
  'host',
  'port',
  'columns',
  'codePage',
  'copies',
  'enabled',
]);

/** A new printer: port 9100, 42 columns, CP858 (umlauts, é/è/à and €), both copies, switched on. */
export const NEW_PRINTER_VALUES: TPrinterFormValues = {
  name: '',
  host: '',
  port: DEFAULT_PRINTER_PORT,
  columns: '42',
  codePage: 'CP858',
  copies: ['KITCHEN', 'RECEIPT'],
  enabled: true,
};

export function valuesFromPrinter(printer: TPrinter): TPrinterFormValues {
  return {
    name: printer.name,
    host: printer.host,
    port: printer.port,
    columns: printer.columns === 48 ? '48' : '42',
    codePage: printer.codePage,
    copies: [...printer.copies],
    enabled: printer.enabled,
  };
}

/** The shared schema's checks, with its messages under the fields; copies in a fixed order. */
export function checkPrinter(values: TPrinterFormValues): TChecked<TPrinterBody, TPrinterField> {
  return checkWithSchema(
    ZPrinterInputSchema,
    {
      ...values,
      port: values.port === '' ? Number.NaN : Number(values.port),
      columns: Number(values.columns),
      copies: (['KITCHEN', 'RECEIPT'] as const).filter((copy) => values.copies.includes(copy)),
    },
    placePrinterField,
  );
}
