import { z } from 'zod/mini';
import { dateTimeBound } from './discounts';
import { ORDER_TYPES } from './enums';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { ORDER_KINDS } from './order-kind';
import { normalisePromoCode, PROMO_CODE_PATTERN, PROMO_KINDS } from './promo';
import { singleLine } from './text';
import { parseClientDateTime } from './zoned-time';

/**
 * The owner's promo codes (docs/decisions/031): GET/POST/PUT/DELETE /api/admin/promo-codes. A code
 * takes a percent or an amount off the items after the sale, from a minimum order, within its dates and
 * hours, for the order types and kinds ticked, a number of times in all and per diner (by email), for
 * first orders only when asked, and only while it is on.
 */

export const PROMO_MESSAGES = {
  code: 'validation.promoCodeFormat',
  kind: 'validation.promoKind',
  percent: 'validation.promoPercent',
  amount: 'validation.promoAmount',
  minimumOrder: 'validation.promoMinimum',
  validity: 'validation.scheduledInvalid',
  validOrder: 'sale.startBeforeEnd',
  orderTypes: 'validation.promoOrderTypes',
  kinds: 'validation.promoKinds',
  uses: 'validation.promoUses',
} as const satisfies Record<string, TSharedMessageKey>;

/** The largest amount a code may take off, and the largest minimum order, in CHF. */
export const PROMO_AMOUNT_MAX = 1000;
export const PROMO_MINIMUM_MAX = 10_000;

const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-7;
const inTenths = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

const uses = z.nullable(
  z
    .number({ error: PROMO_MESSAGES.uses })
    .check(z.int(PROMO_MESSAGES.uses), z.gte(1, PROMO_MESSAGES.uses), z.lte(1_000_000, PROMO_MESSAGES.uses)),
);

const nonEmptySet = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.array(z.enum(values, { error: message })).check(
    z.minLength(1, message),
    z.maxLength(values.length, message),
    z.refine((list) => new Set(list).size === list.length, message),
  );

/** POST /api/admin/promo-codes and PUT /api/admin/promo-codes/{id}. */
export const ZPromoCodeInputSchema = z
  .strictObject({
    code: z.pipe(
      z
        .string({ error: PROMO_MESSAGES.code })
        .check(z.maxLength(64, PROMO_MESSAGES.code), singleLine(PROMO_MESSAGES.code)),
      z.pipe(
        z.transform(normalisePromoCode),
        z.string().check(z.regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.code)),
      ),
    ),
    kind: z.enum(PROMO_KINDS, { error: PROMO_MESSAGES.kind }),
    /** PERCENT: 0.1 to 100 in steps of 0.1; AMOUNT: CHF 0.01 to PROMO_AMOUNT_MAX, in whole Rappen. */
    value: z.number({ error: PROMO_MESSAGES.amount }).check(z.positive(PROMO_MESSAGES.amount)),
    minimumOrder: z._default(
      z
        .number({ error: PROMO_MESSAGES.minimumOrder })
        .check(
          z.gte(0, PROMO_MESSAGES.minimumOrder),
          z.lte(PROMO_MINIMUM_MAX, PROMO_MESSAGES.minimumOrder),
          z.refine(inCents, PROMO_MESSAGES.minimumOrder),
        ),
      0,
    ),
    validFrom: dateTimeBound(PROMO_MESSAGES.validity),
    validTo: dateTimeBound(PROMO_MESSAGES.validity),
    orderTypes: nonEmptySet(ORDER_TYPES, PROMO_MESSAGES.orderTypes),
    kinds: nonEmptySet(ORDER_KINDS, PROMO_MESSAGES.kinds),
    maxUses: z._default(uses, null),
    maxUsesPerEmail: z._default(uses, null),
    firstOrderOnly: z._default(z.boolean(), false),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((promo, ctx) => {
      if (promo.kind === 'PERCENT' && (promo.value > 100 || !inTenths(promo.value))) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_MESSAGES.percent });
      }
      if (promo.kind === 'AMOUNT' && (promo.value > PROMO_AMOUNT_MAX || !inCents(promo.value))) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_MESSAGES.amount });
      }
      if (promo.validFrom === null || promo.validTo === null) return;
      const from = parseClientDateTime(promo.validFrom);
      const to = parseClientDateTime(promo.validTo);
      if (from && to && from.getTime() >= to.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['validTo'], message: PROMO_MESSAGES.validOrder });
      }
    }),
  );
export type TPromoCodeInput = z.input<typeof ZPromoCodeInputSchema>;
export type TPromoCodeParsed = z.output<typeof ZPromoCodeInputSchema>;

/** A promo code as the back office lists it; instants are ISO 8601 (UTC), amounts in CHF. */
export const ZPromoCodeSchema = z.object({
  id: z.int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  minimumOrder: z.number(),
  validFrom: z.nullable(z.string()),
  validTo: z.nullable(z.string()),
  orderTypes: z.array(z.enum(ORDER_TYPES)),
  kinds: z.array(z.enum(ORDER_KINDS)),
  maxUses: z.nullable(z.int()),
  maxUsesPerEmail: z.nullable(z.int()),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  /** Orders placed with it that were not cancelled (what maxUses counts). */
  uses: z.int(),
  /** What those orders were given off, in CHF. */
  discountGiven: z.number(),
});
export type TPromoCode = z.infer<typeof ZPromoCodeSchema>;
