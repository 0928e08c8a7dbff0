import { formatSwissDay as formatDay, restaurantToday } from '@app/shared/calendar-day';
import { MSG } from '@app/shared/orders';
import {
  type TVoucherPurchase,
  type TVoucherSettings,
  VOUCHER_MESSAGE_MAX,
  ZVoucherPurchaseSchema,
} from '@app/shared/vouchers';
import { t, translateMessage } from '@/i18n/i18n';

/**
 * The gift voucher form's rules, pure: what the form holds, what it refuses before sending (with the
 * shared purchase schema, so the server and the form agree), the payload, and the server's field errors
 * mapped back onto the fields.
 */

export const VOUCHER_FIELDS = [
  'amount',
  'buyerName',
  'buyerEmail',
  'recipientName',
  'recipientEmail',
  'message',
  'sendOn',
  'paymentMethod',
] as const;
export type TVoucherField = (typeof VOUCHER_FIELDS)[number];
export type TVoucherFieldErrors = Partial<Record<TVoucherField, string>>;

export { VOUCHER_MESSAGE_MAX };

/** The amount chips' value for a free amount. */
export const OTHER_AMOUNT = 'other';

export type TVoucherPaymentMethod = TVoucherPurchase['paymentMethod'];
export const VOUCHER_PAYMENT_METHODS: readonly TVoucherPaymentMethod[] = ['CARD', 'TWINT'];

export interface TVoucherValues {
  /** One of the offered amounts as text ('50'), or OTHER_AMOUNT. */
  amountChoice: string;
  /** The free amount, '' while empty. */
  otherAmount: number | '';
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** 'YYYY-MM-DD' (restaurant time), or '' for at once. */
  sendOn: string;
  paymentMethod: TVoucherPaymentMethod;
}

/** The middle of the offered amounts is chosen at first (CHF 50 of 25, 50, 100). */
export function initialVoucherValues(
  settings: Pick<TVoucherSettings, 'amounts'> | undefined,
): TVoucherValues {
  const amounts = settings?.amounts ?? [];
  const preset = amounts[Math.floor((amounts.length - 1) / 2)];
  return {
    amountChoice: preset === undefined ? OTHER_AMOUNT : String(preset),
    otherAmount: '',
    buyerName: '',
    buyerEmail: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    sendOn: '',
    paymentMethod: 'CARD',
  };
}

export { restaurantToday };

/** The last day a send date may be: a year after `today` (29 February becomes 28 February). */
export function lastSendDay(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as '24.11.2026' (shared: one way of writing a day everywhere). */
export { formatDay };

/** The amount the values ask for: an offered one, or the free amount as typed ('' when empty). */
export function chosenAmount(values: TVoucherValues): number | '' {
  if (values.amountChoice === OTHER_AMOUNT) return values.otherAmount;
  const amount = Number(values.amountChoice);
  return Number.isFinite(amount) ? amount : '';
}

export type TVoucherCheckResult =
  | { ok: true; payload: TVoucherPurchase }
  | { ok: false; fieldErrors: TVoucherFieldErrors };

/** The schema's issue path ['buyer', 'name'] as the form's field ('buyerName'). */
function fieldOfPath(path: readonly PropertyKey[]): TVoucherField | null {
  const [first, second] = path.map(String);
  const name =
    second && (first === 'buyer' || first === 'recipient') ? `${first}${capitalise(second)}` : first;
  return (VOUCHER_FIELDS as readonly string[]).includes(name ?? '') ? (name as TVoucherField) : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Before sending: an amount of whole francs within the owner's limits (a free amount; the offered ones
 * are theirs), both names and emails, a message of at most 500 characters without control characters, a
 * send day from today to a year ahead.
 */
export function checkVoucher(
  values: TVoucherValues,
  settings: Pick<TVoucherSettings, 'minAmount' | 'maxAmount'>,
  now: Date,
): TVoucherCheckResult {
  const fieldErrors: TVoucherFieldErrors = {};
  const amount = chosenAmount(values);
  const message = values.message.trim();
  const sendOn = values.sendOn.trim();
  const parsed = ZVoucherPurchaseSchema.safeParse({
    amount: amount === '' ? undefined : amount,
    buyer: { name: values.buyerName, email: values.buyerEmail },
    recipient: { name: values.recipientName, email: values.recipientEmail },
    message: message === '' ? null : values.message,
    sendOn: sendOn === '' ? null : sendOn,
    paymentMethod: values.paymentMethod,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field) fieldErrors[field] ??= translateMessage(issue.message);
    }
  }
  if (
    values.amountChoice === OTHER_AMOUNT &&
    (amount === '' || !Number.isInteger(amount) || amount < settings.minAmount || amount > settings.maxAmount)
  ) {
    fieldErrors.amount = t('pages.vouchers.amountRange', {
      min: settings.minAmount,
      max: settings.maxAmount,
    });
  }
  if (sendOn !== '' && !fieldErrors.sendOn) {
    const today = restaurantToday(now);
    if (sendOn < today || sendOn > lastSendDay(today)) {
      fieldErrors.sendOn = translateMessage('validation.voucherSendOn');
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, payload: parsed.data };
}

/** Refused before sending: 'Please correct the highlighted fields.' */
export const FIX_FIELDS_MESSAGE = MSG.fixFields;

/**
 * The server's `details` (keyed 'amount', 'buyer.email', 'recipient.name', 'sendOn', ...) as form
 * fields, and any other key's message as a plain message.
 */
export function mapVoucherDetails(details: Record<string, string> | undefined): {
  fieldErrors: TVoucherFieldErrors;
  otherMessages: string[];
} {
  const fieldErrors: TVoucherFieldErrors = {};
  const otherMessages: string[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    const field = fieldOfPath(key.split('.'));
    if (field) fieldErrors[field] ??= message;
    else if (!otherMessages.includes(message)) otherMessages.push(message);
  }
  return { fieldErrors, otherMessages };
}
