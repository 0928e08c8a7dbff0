import { z } from 'zod/mini';
import { ORDER_TYPES } from './enums';
import { ORDER_KINDS } from './order-kind';
import { singleLine } from './text';

/**
 * Promo codes as a diner meets them (docs/decisions/031): the code typed at checkout, what it takes off,
 * and the reasons a code is refused. The owner's side (creating, limiting, listing) is promo-codes.ts,
 * which the public pages do not load.
 */

export const PROMO_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type TPromoKind = (typeof PROMO_KINDS)[number];

/**
 * Why a code is refused (422), on the check and on the order: unknown or switched off, outside its dates
 * and hours, not for this order type or kind, below its minimum order, all its uses taken, this diner's
 * uses taken, a diner who ordered before, and a sale running that the code does not combine with.
 */
export const PROMO_ERROR_CODES = [
  'PROMO_INVALID',
  'PROMO_EXPIRED',
  'PROMO_NOT_APPLICABLE',
  'PROMO_MINIMUM',
  'PROMO_USED_UP',
  'PROMO_LIMIT_REACHED',
  'PROMO_FIRST_ORDER',
  'PROMO_NOT_COMBINABLE',
] as const;
export type TPromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

/** Letters, digits and hyphens, 3 to 32 of them, starting with a letter or digit (stored in capitals). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** A typed code as stored: without spaces, in capitals ("summer 10" is SUMMER10). */
export function normalisePromoCode(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** The code field of an order payload and of the check: a single line of at most 64 characters. */
export const promoCodeText = () =>
  z.string().check(z.trim(), z.maxLength(64, 'validation.promoCode'), singleLine('validation.promoCode'));

/** GET /api/promo-codes/check?code=&kind=&orderType=: a code's terms for this kind of order, now. */
export const ZPromoCheckQuerySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64), singleLine()),
  kind: z.enum(ORDER_KINDS),
  orderType: z.enum(ORDER_TYPES),
});

/**
 * What checkout prices the discount line with (shared/pricing.ts `promo`): PERCENT in percent (10 =
 * 10 %), AMOUNT in CHF; the minimum order in CHF (0: none). The server checks the code again, with the
 * diner's email, when the order is placed.
 */
export const ZPromoTermsSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  minimumOrder: z.number(),
});
export type TPromoTerms = z.infer<typeof ZPromoTermsSchema>;
