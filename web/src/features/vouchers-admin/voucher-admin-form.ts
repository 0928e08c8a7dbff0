import { formatSwissDay as formatDay } from '@app/shared/calendar-day';
import {
  normaliseVoucherCode,
  type TVoucherErrorCode,
  type TVoucherSettings,
  VOUCHER_CODE_LENGTH,
  VOUCHER_ERROR_CODES,
} from '@app/shared/vouchers';
import {
  type TCounterVoucher,
  type TVoucherSettingsInput,
  type TVoucherStatus,
  ZCounterVoucherSchema,
  ZVoucherRedeemSchema,
  ZVoucherSettingsInputSchema,
} from '@app/shared/vouchers-admin';
import { ApiError } from '@/lib/api-client';
import { checkWithSchema, nearestField, type TChecked } from '@/lib/form-errors';

/**
 * The back office's voucher forms: what the fields hold, how they become the bodies the shared schemas
 * (the server's own) check, and the small texts the list and the receipt need.
 */

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+([.,]\d{1,2})?$/;

/** Typed text as a number when it is one ('12,50' too); else the text, which the schema refuses. */
function numberOf(text: string, pattern: RegExp): number | string {
  const value = text.trim();
  return pattern.test(value) ? Number(value.replace(',', '.')) : value;
}

/** Whether a typed code has the length of a voucher code: looked up only then. */
export function isWholeVoucherCode(text: string): boolean {
  return normaliseVoucherCode(text).length === VOUCHER_CODE_LENGTH;
}

/** 'YYYY-MM-DD' as '24.11.2026' (shared: one way of writing a day everywhere). */
export { formatDay };

/** The badge colour of a status: green while it can pay, grey when used up or over. */
export function voucherStatusColor(status: TVoucherStatus): string {
  switch (status) {
    case 'ACTIVE':
      return 'green';
    case 'PENDING':
      return 'yellow';
    case 'CANCELLED':
      return 'red';
    default:
      return 'gray';
  }
}

/** The voucher code of a 422 (VOUCHER_EXPIRED...), or null for any other failure. */
export function voucherErrorCode(error: unknown): TVoucherErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return VOUCHER_ERROR_CODES.find((code) => code === error.code) ?? null;
}

// A counter sale.

export interface TCounterSaleValues {
  /** Whole CHF as typed. */
  amount: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  paymentMethod: 'CASH' | 'POS_CARD' | '';
}

export type TCounterSaleField = keyof TCounterSaleValues;

export const NEW_COUNTER_SALE: TCounterSaleValues = {
  amount: '',
  buyerName: '',
  buyerEmail: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  paymentMethod: 'CASH',
};

const COUNTER_PATHS: Record<string, TCounterSaleField> = {
  amount: 'amount',
  'buyer.name': 'buyerName',
  'buyer.email': 'buyerEmail',
  'recipient.name': 'recipientName',
  'recipient.email': 'recipientEmail',
  message: 'message',
  paymentMethod: 'paymentMethod',
};

/** Where the schema's or the server's message about a path of the body shows ('buyer.email' too). */
export function placeCounterSaleField(path: string): TCounterSaleField | null {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length--) {
    const field = COUNTER_PATHS[segments.slice(0, length).join('.')];
    if (field) return field;
  }
  return null;
}

/** A person left out when neither name nor email was typed. */
function personOf(name: string, email: string) {
  const person = { name: name.trim(), email: email.trim() };
  if (person.name === '' && person.email === '') return undefined;
  return {
    ...(person.name === '' ? {} : { name: person.name }),
    ...(person.email === '' ? {} : { email: person.email }),
  };
}

/** The POST body, or the shared schema's messages under the fields. */
export function checkCounterSale(values: TCounterSaleValues): TChecked<TCounterVoucher, TCounterSaleField> {
  const buyer = personOf(values.buyerName, values.buyerEmail);
  const recipient = personOf(values.recipientName, values.recipientEmail);
  const input = {
    amount: numberOf(values.amount, WHOLE),
    ...(buyer ? { buyer } : {}),
    ...(recipient ? { recipient } : {}),
    message: values.message.trim() === '' ? null : values.message,
    paymentMethod: values.paymentMethod === '' ? undefined : values.paymentMethod,
  };
  return checkWithSchema(ZCounterVoucherSchema, input, placeCounterSaleField);
}

// Redeeming at the counter.

/** The amount taken off, checked by the shared schema and against what is left on the voucher. */
export function checkRedeemAmount(
  text: string,
  balance: number,
  tooMuch: string,
): TChecked<{ amount: number }, 'amount'> {
  const checked = checkWithSchema(ZVoucherRedeemSchema, { amount: numberOf(text, DECIMAL) }, () => 'amount');
  if (!checked.ok) return checked;
  if (Math.round(checked.body.amount * 100) > Math.round(balance * 100))
    return { ok: false, errors: { amount: tooMuch } };
  return checked;
}

// The owner's terms.

export interface TSettingsValues {
  onlineSales: boolean;
  /** The amounts offered, as typed: '25, 50, 100'. */
  amounts: string;
  minAmount: string;
  maxAmount: string;
  validMonths: string;
}

export type TSettingsField = Exclude<keyof TSettingsValues, 'onlineSales'>;

export function settingsValues(settings: TVoucherSettings): TSettingsValues {
  return {
    onlineSales: settings.onlineSales,
    amounts: settings.amounts.join(', '),
    minAmount: String(settings.minAmount),
    maxAmount: String(settings.maxAmount),
    validMonths: String(settings.validMonths),
  };
}

export const placeSettingsField = nearestField<TSettingsField>([
  'amounts',
  'minAmount',
  'maxAmount',
  'validMonths',
]);

/** '25, 50 100' as [25, 50, 100], sorted and without repeats; a part that is no number stays text. */
function amountsOf(text: string): (number | string)[] {
  const parts = text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => numberOf(part, WHOLE));
  const numbers = [...new Set(parts.filter((part): part is number => typeof part === 'number'))].sort(
    (a, b) => a - b,
  );
  return [...numbers, ...parts.filter((part) => typeof part === 'string')];
}

export function checkSettings(values: TSettingsValues): TChecked<TVoucherSettingsInput, TSettingsField> {
  return checkWithSchema(
    ZVoucherSettingsInputSchema,
    {
      onlineSales: values.onlineSales,
      amounts: amountsOf(values.amounts),
      minAmount: numberOf(values.minAmount, WHOLE),
      maxAmount: numberOf(values.maxAmount, WHOLE),
      validMonths: numberOf(values.validMonths, WHOLE),
    },
    placeSettingsField,
  );
}
