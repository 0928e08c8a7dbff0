import { z } from 'zod/mini';
import { maxLengthMessage } from './i18n/shared-messages';
import { ORDER_KINDS } from './order-kind';
import { multiLine, singleLine } from './text';
import { VOUCHER_MESSAGE_MAX } from './vouchers';

/**
 * The back office's side of gift vouchers (docs/decisions/032): the list and a voucher's movements, a sale
 * at the counter, taking an amount off at the counter, and the owner's terms for online sales.
 */

export const VOUCHER_STATUSES = ['PENDING', 'ACTIVE', 'SPENT', 'EXPIRED', 'CANCELLED'] as const;
export type TVoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** Where a voucher was sold: on the /vouchers page or at the counter. */
export const VOUCHER_CHANNELS = ['ONLINE', 'COUNTER'] as const;

/**
 * A movement of a voucher's balance, signed in CHF: SOLD (+amount, when paid), REDEEMED (− on an order or
 * at the counter), RESTORED (+ an order that was cancelled gives back what it took).
 */
export const VOUCHER_MOVEMENT_KINDS = ['SOLD', 'REDEEMED', 'RESTORED'] as const;

/** GET /api/admin/vouchers?q=: the newest 100, or those whose code, names or emails match `q`. */
export const ZVoucherListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), singleLine())),
});

export const ZAdminVoucherSchema = z.object({
  id: z.string(),
  /** The code, stored form (formatVoucherCode prints it in groups). */
  code: z.string(),
  amount: z.number(),
  balance: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  channel: z.enum(VOUCHER_CHANNELS),
  paymentMethod: z.enum(['CARD', 'TWINT', 'CASH', 'POS_CARD']),
  buyerName: z.string(),
  buyerEmail: z.nullable(z.string()),
  recipientName: z.string(),
  recipientEmail: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /** When it was paid (ISO), null while an online payment is pending. */
  soldAt: z.nullable(z.string()),
  expiresOn: z.string(),
  /** The day the recipient's email goes out (YYYY-MM-DD), null: at once or none. */
  sendOn: z.nullable(z.string()),
  /** When the recipient's email was sent (ISO), null: not (yet). */
  sentAt: z.nullable(z.string()),
  /** The staff member who sold it at the counter. */
  soldBy: z.nullable(z.string()),
});
export type TAdminVoucher = z.infer<typeof ZAdminVoucherSchema>;

export const ZVoucherMovementSchema = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(VOUCHER_MOVEMENT_KINDS),
  /** Signed: + sold or restored, − redeemed. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** The order it paid or gave back (null at the counter). */
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.number()),
  /** The order's kind, for the list it is in (null at the counter; left out in older answers). */
  orderKind: z.optional(z.nullable(z.enum(ORDER_KINDS))),
  /** The staff member at the counter, else null. */
  by: z.nullable(z.string()),
});
export type TVoucherMovement = z.infer<typeof ZVoucherMovementSchema>;

/** GET /api/admin/vouchers/{code}: a voucher with every movement of its balance, oldest first. */
export const ZAdminVoucherDetailSchema = z.extend(ZAdminVoucherSchema, {
  movements: z.array(ZVoucherMovementSchema),
});
export type TAdminVoucherDetail = z.infer<typeof ZAdminVoucherDetailSchema>;

const name = () =>
  z.optional(z.string().check(z.trim(), z.maxLength(100, maxLengthMessage(100)), singleLine()));
const email = () =>
  z.optional(
    z.union([
      z.literal(''),
      z.pipe(
        z.string({ error: 'validation.email' }).check(z.trim(), z.maxLength(254, 'validation.email')),
        z.email({ error: 'validation.email' }),
      ),
    ]),
  );

/**
 * POST /api/admin/vouchers: a voucher sold at the counter, paid in cash or on the card terminal, valid at
 * once. Names are optional (a voucher "for you"); with a recipient email the voucher is emailed too.
 */
export const ZCounterVoucherSchema = z.strictObject({
  amount: z
    .number({ error: 'validation.voucherAmount' })
    .check(z.int('validation.voucherAmount'), z.gte(1, 'validation.voucherAmount'), z.lte(10_000)),
  buyer: z.optional(z.strictObject({ name: name(), email: email() })),
  recipient: z.optional(z.strictObject({ name: name(), email: email() })),
  message: z.nullish(
    z
      .string()
      .check(z.trim(), z.maxLength(VOUCHER_MESSAGE_MAX, maxLengthMessage(VOUCHER_MESSAGE_MAX)), multiLine()),
  ),
  paymentMethod: z.enum(['CASH', 'POS_CARD'], { error: 'validation.paymentMethod' }),
});
export type TCounterVoucher = z.infer<typeof ZCounterVoucherSchema>;
export const ZCounterVoucherResultSchema = z.object({ id: z.string(), code: z.string() });

/** POST /api/admin/vouchers/{code}/redeem `{ amount }`: CHF taken off at the counter (to the Rappen). */
export const ZVoucherRedeemSchema = z.strictObject({
  amount: z.number({ error: 'validation.voucherRedeemAmount' }).check(
    z.gt(0, 'validation.voucherRedeemAmount'),
    z.lte(10_000, 'validation.voucherRedeemAmount'),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.voucherRedeemAmount'),
  ),
});
/** The redemption's answer: what is left, and the movement for the receipt. */
export const ZVoucherRedeemResultSchema = z.object({
  balance: z.number(),
  code: z.string(),
  redeemed: z.number(),
  at: z.string(),
  expiresOn: z.string(),
});
export type TVoucherRedeemResult = z.infer<typeof ZVoucherRedeemResultSchema>;

/** GET/PUT /api/admin/voucher-settings: the owner's terms (vouchers.ts ZVoucherSettingsSchema). */
export const ZVoucherSettingsInputSchema = z
  .strictObject({
    onlineSales: z.boolean(),
    amounts: z
      .array(z.number().check(z.int('validation.voucherAmount'), z.gte(1, 'validation.voucherAmount')))
      .check(z.minLength(1, 'validation.voucherAmounts'), z.maxLength(8, 'validation.voucherAmounts')),
    minAmount: z.number().check(z.int('validation.voucherAmount'), z.gte(1, 'validation.voucherAmount')),
    maxAmount: z
      .number()
      .check(z.int('validation.voucherAmount'), z.gte(1, 'validation.voucherAmount'), z.lte(10_000)),
    validMonths: z
      .number()
      .check(z.int('validation.voucherValidMonths'), z.gte(1, 'validation.voucherValidMonths'), z.lte(120)),
  })
  .check(
    z.refine((s) => s.minAmount <= s.maxAmount, {
      message: 'validation.voucherLimits',
      path: ['maxAmount'],
    }),
    z.refine((s) => s.amounts.every((a) => a >= s.minAmount && a <= s.maxAmount), {
      message: 'validation.voucherAmounts',
      path: ['amounts'],
    }),
  );
export type TVoucherSettingsInput = z.infer<typeof ZVoucherSettingsInputSchema>;
