import { z } from 'zod/mini';
import { maxLengthMessage } from './i18n/shared-messages';
import { multiLine, singleLine } from './text';

// The keys of orders.ts's MSG, named here: orders.ts loads this module for the order's voucher field.
const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  paymentMethod: 'validation.paymentMethod',
} as const;

/**
 * Gift vouchers as a diner meets them (docs/decisions/032): bought online for an amount of money, sent to
 * someone by email, and spent at checkout or at the counter. A voucher is a means of payment, not a
 * discount: it is no sale when sold (no VAT), and pays part or all of an order after its VAT. The owner's
 * side (counter sales, redeeming, the list) is vouchers-admin.ts, which the public pages do not load.
 */

/**
 * Why a voucher is refused (422 on an order or a redemption; `reason` of the check): unknown, not paid
 * or cancelled; past its expiry; nothing left on it; less left than the amount asked for at the counter;
 * and less left than the order was priced with (spent elsewhere meanwhile).
 */
export const VOUCHER_ERROR_CODES = [
  'VOUCHER_INVALID',
  'VOUCHER_EXPIRED',
  'VOUCHER_EMPTY',
  'VOUCHER_BALANCE',
  'VOUCHER_CHANGED',
] as const;
export type TVoucherErrorCode = (typeof VOUCHER_ERROR_CODES)[number];

/**
 * A voucher's code: 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L), 80 bits, shown in
 * four groups of four ("K7QM-4XRT-9BWE-H2PD"). Typed with or without hyphens and spaces, in any case.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VOUCHER_CODE_LENGTH = 16;

/** A typed code as stored: capitals, without spaces and hyphens. */
export function normaliseVoucherCode(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

/** A stored code as printed: four groups of four. */
export function formatVoucherCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** The code field of an order payload and of the check: a single line of at most 64 characters. */
export const voucherCodeText = () =>
  z.string().check(z.trim(), z.maxLength(64, 'validation.voucherCode'), singleLine('validation.voucherCode'));

/** GET /api/vouchers/check?code=: what is left on a voucher. */
export const ZVoucherCheckQuerySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64), singleLine()),
});

/**
 * The check's answer: `valid` when it can pay now; `balance` in CHF (0 when not valid); `expiresOn` its
 * last day (YYYY-MM-DD, restaurant time); `reason` why it cannot pay, when it is known but cannot.
 */
export const ZVoucherCheckSchema = z.object({
  valid: z.boolean(),
  balance: z.number(),
  expiresOn: z.nullable(z.string()),
  reason: z.optional(z.enum(VOUCHER_ERROR_CODES)),
});
export type TVoucherCheck = z.infer<typeof ZVoucherCheckSchema>;

/** The owner's terms for selling vouchers online (GET /api/vouchers/settings; edited in the back office). */
export const ZVoucherSettingsSchema = z.object({
  /** Vouchers are sold online (the /vouchers page); counter sales and redeeming work either way. */
  onlineSales: z.boolean(),
  /** The amounts offered as choices, in whole CHF, ascending. */
  amounts: z.array(z.number()),
  /** The free amount's limits, in whole CHF. */
  minAmount: z.number(),
  maxAmount: z.number(),
  /** How long a voucher is valid from the day it is sold. */
  validMonths: z.number(),
});
export type TVoucherSettings = z.infer<typeof ZVoucherSettingsSchema>;

const person = (emailRequired: boolean) =>
  z.object({
    name: z
      .string({ error: MSG.required })
      .check(z.trim(), z.minLength(1, MSG.required), z.maxLength(100, maxLengthMessage(100)), singleLine()),
    email: emailRequired
      ? z.pipe(
          z.string({ error: MSG.email }).check(z.trim(), z.maxLength(254, MSG.email)),
          z.email({ error: MSG.email }),
        )
      : z.optional(
          z.union([
            z.literal(''),
            z.pipe(
              z.string({ error: MSG.email }).check(z.trim(), z.maxLength(254, MSG.email)),
              z.email({ error: MSG.email }),
            ),
          ]),
        ),
  });

/** The message printed on the voucher: a few lines, at most 500 characters. */
export const VOUCHER_MESSAGE_MAX = 500;
const voucherMessage = () =>
  z.nullish(
    z
      .string()
      .check(z.trim(), z.maxLength(VOUCHER_MESSAGE_MAX, maxLengthMessage(VOUCHER_MESSAGE_MAX)), multiLine()),
  );

/** An amount of whole CHF, at least 1 (the owner's limits are checked by the server with its settings). */
const wholeChf = () =>
  z
    .number({ error: 'validation.voucherAmount' })
    .check(z.int('validation.voucherAmount'), z.gte(1, 'validation.voucherAmount'), z.lte(10_000));

/**
 * POST /api/vouchers: a voucher bought online. `sendOn` (YYYY-MM-DD, restaurant time, today to a year
 * ahead; left out: at once) is the day the recipient gets it; paid by CARD or TWINT through the provider.
 */
export const ZVoucherPurchaseSchema = z.strictObject({
  amount: wholeChf(),
  buyer: person(true),
  recipient: person(true),
  message: voucherMessage(),
  sendOn: z.nullish(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.voucherSendOn'))),
  paymentMethod: z.enum(['CARD', 'TWINT'], { error: MSG.paymentMethod }),
});
export type TVoucherPurchase = z.infer<typeof ZVoucherPurchaseSchema>;

/** The purchase's answer: the voucher's id (not its code) and the payment the browser completes. */
export const ZVoucherPurchaseResultSchema = z.object({
  id: z.string(),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.literal('CHF'),
  provider: z.enum(['simulated', 'stripe']),
  publishableKey: z.optional(z.string()),
});
export type TVoucherPurchaseResult = z.infer<typeof ZVoucherPurchaseResultSchema>;

/**
 * GET /api/vouchers/purchases/{id}: a purchase as its buyer sees it after paying (the thank-you page):
 * PENDING until the payment is through, then PAID; the code is never shown here (it goes to the recipient).
 */
export const ZVoucherPurchaseStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  amount: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  /** The day the recipient gets it (YYYY-MM-DD), or null: at once. */
  sendOn: z.nullable(z.string()),
});
export type TVoucherPurchaseStatus = z.infer<typeof ZVoucherPurchaseStatusSchema>;

/**
 * POST /api/vouchers/view `{ code }` (the code in the body, never in a logged address): the voucher as
 * printed, for its holder (the printable page the email links to, and the counter's print).
 */
export const ZVoucherViewRequestSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(64), singleLine()),
});
export const ZVoucherViewSchema = z.object({
  code: z.string(),
  amount: z.number(),
  balance: z.number(),
  /** YYYY-MM-DD, the last day it can be used. */
  expiresOn: z.string(),
  recipientName: z.string(),
  buyerName: z.string(),
  message: z.nullable(z.string()),
  /** ACTIVE, SPENT (nothing left), EXPIRED or CANCELLED: the page says so beside the amount. */
  status: z.enum(['ACTIVE', 'SPENT', 'EXPIRED', 'CANCELLED']),
});
export type TVoucherView = z.infer<typeof ZVoucherViewSchema>;
