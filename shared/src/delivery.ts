import { chfToRappen, rappenToChfText } from './money';
import type { TDeliveryZone, TOrderRules } from './order-rules';
import type { TPricingRules } from './pricing';

/** Exact text of spec section 5, for a postcode of no delivery zone. */
export const NOT_DELIVERABLE_MESSAGE = 'We currently do not deliver to this address.';

/**
 * The spec's message for a delivery under the minimum, with the zone's own figure ("Minimum delivery
 * order is CHF 30.00." for the spec's zone).
 */
export function deliveryMinimumMessage(zone: Pick<TDeliveryZone, 'minimumOrder'>): string {
  return DELIVERY_MINIMUM_TEMPLATE.replace('{amount}', deliveryMinimumAmount(zone));
}

/**
 * The minimum message with an ICU placeholder, as the server's catalogues translate it; `amount` is
 * `deliveryMinimumAmount(zone)`.
 */
export const DELIVERY_MINIMUM_TEMPLATE = 'Minimum delivery order is CHF {amount}.';

/** The zone's minimum as the message shows it: '40.00'. */
export function deliveryMinimumAmount(zone: Pick<TDeliveryZone, 'minimumOrder'>): string {
  return rappenToChfText(chfToRappen(zone.minimumOrder));
}

/**
 * The zone a postcode belongs to, or undefined when the restaurant does not deliver there. The postcode is
 * compared trimmed and otherwise exactly: '4600 ' delivers, '46 00' does not.
 */
export function zoneOfPostcode<TZone extends Pick<TDeliveryZone, 'postcodes'>>(
  zones: readonly TZone[],
  plz: string,
): TZone | undefined {
  const code = plz.trim();
  return zones.find((zone) => zone.postcodes.includes(code));
}

/** The minimum applies to the subtotal before discount, so a sale never blocks a delivery. */
export function meetsDeliveryMinimum(
  zone: Pick<TDeliveryZone, 'minimumOrder'>,
  subtotalRappen: number,
): boolean {
  return subtotalRappen >= chfToRappen(zone.minimumOrder);
}

/** The pricing rules of an order: the restaurant's fees and, for a delivery, its zone's fee and threshold. */
export function pricingRulesOf(
  rules: Pick<TOrderRules, 'cardFeePercent' | 'twintFeePercent'>,
  zone: Pick<TDeliveryZone, 'deliveryFee' | 'freeDeliveryFrom'> | undefined,
): TPricingRules {
  return {
    deliveryFeeRappen: zone ? chfToRappen(zone.deliveryFee) : 0,
    freeDeliveryFromRappen:
      zone && zone.freeDeliveryFrom !== null ? chfToRappen(zone.freeDeliveryFrom) : null,
    cardFeeTenths: Math.round(rules.cardFeePercent * 10),
    twintFeeTenths: Math.round(rules.twintFeePercent * 10),
  };
}
