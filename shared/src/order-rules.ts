import { z } from 'zod/mini';
import type { TOrderType } from './enums';
import type { TLanguage } from './languages';

/**
 * The restaurant's own ordering rules, kept as data the owner edits in the back office: where it
 * delivers and at what cost (delivery zones), the payment fees, the ASAP preparation time per order type
 * and which order types it takes. The spec's values (docs/spec.md sections 5 and 9) are the defaults of a
 * new restaurant and of the demo; the database is seeded with them (server/drizzle/0021_restaurant_rules.sql).
 * Amounts on the API are CHF as numbers, like prices; the database keeps Rappen.
 */

/** A delivery zone as the API answers it (GET /api/admin/delivery-zones; the public list has no ids). */
export const ZDeliveryZoneSchema = z.object({
  id: z.optional(z.int()),
  name: z.string(),
  /** Swiss postcodes, four digits each; a postcode belongs to one zone only. */
  postcodes: z.array(z.string()),
  deliveryFee: z.number(),
  minimumOrder: z.number(),
  /** Delivery is free from this discounted items total on (inclusive); null: never free. */
  freeDeliveryFrom: z.nullable(z.number()),
  /** Minutes added to the ready time of a delivery into this zone. */
  extraMinutes: z.int(),
});
export type TDeliveryZone = z.infer<typeof ZDeliveryZoneSchema>;

/** GET /api/admin/order-settings and the public GET /api/order-settings. */
export const ZOrderRulesSchema = z.object({
  /** Percent of the discounted items total added for an online card payment; 0 allowed. */
  cardFeePercent: z.number(),
  twintFeePercent: z.number(),
  /** Minutes from now until an ASAP order is due, per order type (busy mode adds to it). */
  asapMinutes: z.object({ DELIVERY: z.int(), TAKEAWAY: z.int() }),
  /** The order types the restaurant takes; a switched-off one is neither offered nor accepted. */
  orderTypes: z.object({ DELIVERY: z.boolean(), TAKEAWAY: z.boolean() }),
});
export type TOrderRules = z.infer<typeof ZOrderRulesSchema>;

/** The spec's delivery area: one zone of eight postcodes, CHF 5 fee, CHF 30 minimum, free from CHF 100. */
export const DEFAULT_DELIVERY_ZONES: readonly TDeliveryZone[] = [
  {
    name: 'Olten',
    postcodes: ['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632'],
    deliveryFee: 5,
    minimumOrder: 30,
    freeDeliveryFrom: 100,
    extraMinutes: 0,
  },
];

/** The spec's fees and times: card fee 2.6 %, TWINT free, ASAP = now + 45 minutes, both order types on. */
export const DEFAULT_ORDER_RULES: TOrderRules = {
  cardFeePercent: 2.6,
  twintFeePercent: 0,
  asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
  orderTypes: { DELIVERY: true, TAKEAWAY: true },
};

export type TCategoryNames = Record<TLanguage, string>;

/** The order types the rules take, in the spec's order. */
export function enabledOrderTypes(rules: Pick<TOrderRules, 'orderTypes'>): TOrderType[] {
  return (['DELIVERY', 'TAKEAWAY'] as const).filter((type) => rules.orderTypes[type]);
}
