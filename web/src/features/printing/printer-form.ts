import {
  CODE_PAGES,
  DEFAULT_PRINTER_PORT,
  type TCodePage,
  type TPrintCopy,
  type TPrinter,
  ZPrinterInputSchema,
} from '@app/shared/printing';
import { fieldErrorsFromZod } from '@/lib/form-errors';
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
export type TPrinterFieldErrors = Partial<Record<TPrinterField, string>>;

const PRINTER_FIELDS: readonly TPrinterField[] = [
  'name',
  'host',
  'port',
  'columns',
  'codePage',
  'copies',
  'enabled',
];

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

export function isCodePage(value: string): value is TCodePage {
  return (CODE_PAGES as readonly string[]).includes(value);
}

function pickFieldErrors(errors: Record<string, string>): TPrinterFieldErrors {
  const picked: TPrinterFieldErrors = {};
  for (const field of PRINTER_FIELDS) {
    // `copies.0` (an unknown copy) belongs under the copies.
    const message = errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
    if (message) picked[field] = message;
  }
  return picked;
}

type TChecked = { ok: true; body: TPrinterBody } | { ok: false; errors: TPrinterFieldErrors };

/** The shared schema's checks, with its messages under the fields; copies in a fixed order. */
export function checkPrinter(values: TPrinterFormValues): TChecked {
  const parsed = ZPrinterInputSchema.safeParse({
    ...values,
    port: values.port === '' ? Number.NaN : Number(values.port),
    columns: Number(values.columns),
    copies: (['KITCHEN', 'RECEIPT'] as const).filter((copy) => values.copies.includes(copy)),
  });
  if (!parsed.success) return { ok: false, errors: pickFieldErrors(fieldErrorsFromZod(parsed.error)) };
  return { ok: true, body: parsed.data };
}

/** The server's per-field messages (`details`, e.g. PRINTER_ADDRESS on `host`) for this form's fields. */
export function serverFieldErrors(details: Record<string, string> | undefined): TPrinterFieldErrors {
  return details ? pickFieldErrors(details) : {};
}
