import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { singleLine } from './text';
import { LOCAL_DATE_TIME, parseClientDateTime } from './zoned-time';

/**
 * The single current sale (spec sections 2 'Discounts / Sale', 3 'Sale settings', 5 'Sale form').
 * Percents are numbers 0..100 in steps of 0.1; an empty percent counts as 0. Start and end are ISO
 * 8601 date-times with an offset (or, like every client date-time, restaurant-local without one);
 * null or empty means an open bound ("always on" when both are empty).
 */

/** Exact texts of spec sections 5 and 8. */
export const SALE_MESSAGES = {
  menuPercent: 'sale.menuPercent',
  buffetPercent: 'sale.buffetPercent',
  startBeforeEnd: 'sale.startBeforeEnd',
  step: 'sale.step',
  dateTime: 'validation.scheduledInvalid',
  enabled: 'sale.enabled',
  saved: 'sale.saved',
  failed: 'sale.failed',
} as const satisfies Record<string, TSharedMessageKey>;

/** A multiple of 0.1, allowing for binary fractions (0.3 * 10 = 3.0000000000000004). */
const inTenths = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

const percent = (message: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.number(), z.literal(''), z.null()], { error: message })),
      z.transform((value) => (value === '' || value == null ? 0 : value)),
    ),
    z.number().check(z.gte(0, message), z.lte(100, message), z.refine(inTenths, SALE_MESSAGES.step)),
  );

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})T/;

/** Readable by parseClientDateTime and naming a real calendar day (Date.parse rolls 30 Feb into March). */
export function isSaleDateTime(text: string): boolean {
  const value = text.trim();
  if (parseClientDateTime(value) === null) return false;
  if (LOCAL_DATE_TIME.test(value)) return true; // parseClientDateTime already checked the day
  const [, y, m, d] = DATE_PART.exec(value) ?? [];
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    day.getUTCFullYear() === Number(y) &&
    day.getUTCMonth() === Number(m) - 1 &&
    day.getUTCDate() === Number(d)
  );
}

/**
 * An optional date-time bound of a period (a sale's start or end, a promo code's validity): ISO 8601 with
 * an offset or restaurant-local; empty or null is an open bound (null).
 */
export const dateTimeBound = (message: string) =>
  z
    .pipe(
      z.optional(
        z.union([z.string().check(z.maxLength(40, message), singleLine(message)), z.null()], {
          error: message,
        }),
      ),
      z.transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
    )
    .check(z.refine((value) => value === null || isSaleDateTime(value), message));

const bound = dateTimeBound(SALE_MESSAGES.dateTime);

export const ZUpdateSaleSettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: SALE_MESSAGES.enabled }),
    percentMenu: percent(SALE_MESSAGES.menuPercent),
    percentBuffet: percent(SALE_MESSAGES.buffetPercent),
    startsAt: bound,
    endsAt: bound,
  })
  .check(
    z.superRefine((sale, ctx) => {
      if (sale.startsAt === null || sale.endsAt === null) return;
      const start = parseClientDateTime(sale.startsAt);
      const end = parseClientDateTime(sale.endsAt);
      // Equal bounds are accepted (a sale that never runs); only a start after the end is refused.
      if (start && end && start.getTime() > end.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['startsAt'], message: SALE_MESSAGES.startBeforeEnd });
      }
    }),
  );
/** What the sale form sends. */
export type TUpdateSaleSettings = z.input<typeof ZUpdateSaleSettingsSchema>;

/** The stored sale, as the admin screen reads it. Instants are ISO 8601 (UTC, 'Z'). */
export const ZSaleSettingsSchema = z.object({
  enabled: z.boolean(),
  percentMenu: z.number(),
  percentBuffet: z.number(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
});
export type TSaleSettings = z.infer<typeof ZSaleSettingsSchema>;

/**
 * GET /api/public/discounts/active: the sale as checkout prices it right now. Same fields as the
 * settings, but the percents are 0 unless the sale is enabled and now lies within [startsAt, endsAt)
 * (shared/pricing.ts activeDiscountPercents); enabled, startsAt and endsAt are the stored settings.
 */
export const ZActiveDiscountSchema = ZSaleSettingsSchema;
export type TActiveDiscount = z.infer<typeof ZActiveDiscountSchema>;
