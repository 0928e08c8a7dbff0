import { z } from 'zod/mini';
import { maxLengthMessage, REQUIRED, type TSharedMessageKey } from './i18n/shared-messages';
import { chfToRappen, MAX_PRICE_RAPPEN, rappenToChf } from './money';
import { ZDeliveryZoneSchema, ZOrderRulesSchema } from './order-rules';
import { singleLine } from './text';

/**
 * What the back office sends to change the restaurant's ordering rules (delivery zones, fees and times),
 * and the change log's shape. Apart from order-rules.ts so that the diners' pages, which read the rules,
 * do not carry the back office's schemas in their JavaScript.
 */

/**
 * How a takeaway diner hears that the kitchen finished the order (every station bumped its lines): not at
 * all, by email, by SMS (to a Swiss mobile, where an SMS provider is set up) or both. Once per order.
 */
export const READY_NOTICES = ['OFF', 'EMAIL', 'SMS', 'EMAIL_AND_SMS'] as const;
export type TReadyNotice = (typeof READY_NOTICES)[number];

/**
 * GET and PUT /api/admin/order-settings: the fees and times, and the back office's own settings that
 * diners' pages do not read (the public GET /api/order-settings answers ZOrderRulesSchema).
 */
export const ZAdminOrderRulesSchema = z.extend(ZOrderRulesSchema, {
  readyNotice: z.enum(READY_NOTICES),
  /** Whether a promo code also applies while a sale runs (else such a code is refused during the sale). */
  promoWithSale: z.boolean(),
});
export type TAdminOrderRules = z.infer<typeof ZAdminOrderRulesSchema>;

export const ORDER_RULES_MESSAGES = {
  zoneName: maxLengthMessage(100),
  postcode: 'validation.postcode',
  amount: 'validation.chfAmount',
  zoneExtraMinutes: 'validation.zoneExtraMinutes',
  zonesTooMany: 'validation.zonesTooMany',
  postcodesTooMany: 'validation.zonePostcodesTooMany',
  feePercent: 'validation.feePercent',
  asapMinutes: 'validation.asapMinutes',
  orderTypesNone: 'validation.orderTypesNone',
  boolean: 'validation.boolean',
  readyNotice: 'validation.readyNotice',
} as const satisfies Record<string, TSharedMessageKey>;

const RM = ORDER_RULES_MESSAGES;

/** Limits of the rules' inputs (documented in docs/api.md beside the routes). */
export const ORDER_RULES_LIMITS = {
  zones: 50,
  postcodesPerZone: 200,
  zoneNameLength: 100,
  zoneExtraMinutes: 240,
  /** Percent, one decimal. */
  feePercent: 20,
  asapMinutes: { min: 5, max: 240 },
} as const;

/** A CHF amount like a price: 0 to 99999.99, at most two decimals. */
const chfAmount = z.number({ error: RM.amount }).check(
  z.refine((chf) => {
    if (!Number.isFinite(chf) || chf < 0) return false;
    const rappen = chfToRappen(chf);
    return rappen <= MAX_PRICE_RAPPEN && rappenToChf(rappen) === chf;
  }, RM.amount),
);

/** A Swiss postcode: four digits (surrounding spaces are trimmed). */
const postcode = z.string({ error: RM.postcode }).check(z.trim(), z.regex(/^[0-9]{4}$/, RM.postcode));

/**
 * One zone as the back office saves it (PUT /api/admin/delivery-zones): with its id to keep a zone, without
 * to add one. That a postcode is in one zone only is judged by the server over the whole list (422 naming the
 * postcode), since it needs every zone at once.
 */
export const ZDeliveryZoneInputSchema = z.strictObject({
  id: z.optional(z.int().check(z.positive())),
  name: z
    .string({ error: REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.maxLength(ORDER_RULES_LIMITS.zoneNameLength, RM.zoneName),
      singleLine(),
    ),
  postcodes: z
    .array(postcode, { error: RM.postcode })
    .check(z.maxLength(ORDER_RULES_LIMITS.postcodesPerZone, RM.postcodesTooMany)),
  deliveryFee: chfAmount,
  minimumOrder: chfAmount,
  freeDeliveryFrom: z.nullable(chfAmount),
  extraMinutes: z
    .int({ error: RM.zoneExtraMinutes })
    .check(z.gte(0, RM.zoneExtraMinutes), z.lte(ORDER_RULES_LIMITS.zoneExtraMinutes, RM.zoneExtraMinutes)),
});
export type TDeliveryZoneInput = z.infer<typeof ZDeliveryZoneInputSchema>;

/** The whole list; empty: the restaurant delivers nowhere (delivery is then refused for every postcode). */
export const ZDeliveryZonesInputSchema = z
  .array(ZDeliveryZoneInputSchema)
  .check(z.maxLength(ORDER_RULES_LIMITS.zones, RM.zonesTooMany));
export type TDeliveryZonesInput = z.infer<typeof ZDeliveryZonesInputSchema>;

/** A fee in percent: 0 to 20 with at most one decimal (the database keeps tenths). */
const feePercent = z
  .number({ error: RM.feePercent })
  .check(
    z.refine(
      (percent) =>
        Number.isFinite(percent) &&
        percent >= 0 &&
        percent <= ORDER_RULES_LIMITS.feePercent &&
        Math.round(percent * 10) / 10 === percent,
      RM.feePercent,
    ),
  );

const asapMinutes = z
  .int({ error: RM.asapMinutes })
  .check(
    z.gte(ORDER_RULES_LIMITS.asapMinutes.min, RM.asapMinutes),
    z.lte(ORDER_RULES_LIMITS.asapMinutes.max, RM.asapMinutes),
  );

/** PUT /api/admin/order-settings: the whole settings; at least one order type stays on. */
export const ZOrderRulesInputSchema = z
  .strictObject({
    cardFeePercent: feePercent,
    twintFeePercent: feePercent,
    asapMinutes: z.strictObject({ DELIVERY: asapMinutes, TAKEAWAY: asapMinutes }),
    orderTypes: z.strictObject({
      DELIVERY: z.boolean({ error: RM.boolean }),
      TAKEAWAY: z.boolean({ error: RM.boolean }),
    }),
    /** How a takeaway diner hears "ready"; omitted: unchanged. */
    readyNotice: z.optional(z.enum(READY_NOTICES, { error: RM.readyNotice })),
    /** Whether promo codes combine with the sale; omitted: unchanged. */
    promoWithSale: z.optional(z.boolean({ error: RM.boolean })),
  })
  .check(
    z.refine((rules) => rules.orderTypes.DELIVERY || rules.orderTypes.TAKEAWAY, {
      message: RM.orderTypesNone,
      path: ['orderTypes'],
    }),
  );
export type TOrderRulesInput = z.infer<typeof ZOrderRulesInputSchema>;

/** One change of the zones or of the fees and times: who, when, the whole value before and after. */
export const ZDeliveryZonesChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  before: z.array(ZDeliveryZoneSchema),
  after: z.array(ZDeliveryZoneSchema),
});
export type TDeliveryZonesChange = z.infer<typeof ZDeliveryZonesChangeSchema>;

/** The fees and times as a change recorded them (changes before a setting existed lack it). */
const ZRecordedOrderRulesSchema = z.extend(ZOrderRulesSchema, {
  readyNotice: z.optional(z.enum(READY_NOTICES)),
  promoWithSale: z.optional(z.boolean()),
});

export const ZOrderRulesChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  before: ZRecordedOrderRulesSchema,
  after: ZRecordedOrderRulesSchema,
});
export type TOrderRulesChange = z.infer<typeof ZOrderRulesChangeSchema>;
