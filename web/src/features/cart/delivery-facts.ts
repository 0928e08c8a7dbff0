import { chfToRappen } from '@app/shared/money';
import type { TDeliveryZone } from '@app/shared/order-rules';

/** A figure of the delivery zones: one amount, or the lowest and the highest when the zones differ. */
export type TRange = { min: number; max: number };

export interface TDeliveryFacts {
  /** The delivery fee in Rappen. */
  fee: TRange;
  /** The minimum of items in Rappen. */
  minimum: TRange;
  /** Free delivery from this items total (Rappen); null when no zone delivers free. */
  freeFrom: TRange | null;
  /** Rappen missing to the lowest minimum (0 when reached): below it no zone delivers. */
  missing: number;
  /** Whether the figures depend on the postcode (zones that differ). */
  byPostcode: boolean;
}

function rangeOf(values: readonly number[]): TRange | null {
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/**
 * What the cart can say about a delivery before the postcode is known: the zones' fee, minimum and
 * free-delivery threshold (one figure when every zone has the same, else the range), and how much of
 * the items total is missing to the minimum. Null when the restaurant delivers nowhere.
 */
export function deliveryFacts(
  zones: readonly Pick<TDeliveryZone, 'deliveryFee' | 'minimumOrder' | 'freeDeliveryFrom'>[],
  subtotalRappen: number,
): TDeliveryFacts | null {
  const fee = rangeOf(zones.map((zone) => chfToRappen(zone.deliveryFee)));
  const minimum = rangeOf(zones.map((zone) => chfToRappen(zone.minimumOrder)));
  if (!fee || !minimum) return null;
  const free = zones.flatMap((zone) =>
    zone.freeDeliveryFrom === null ? [] : [chfToRappen(zone.freeDeliveryFrom)],
  );
  const freeFrom = rangeOf(free);
  const differ = (range: TRange | null) => range !== null && range.min !== range.max;
  return {
    fee,
    minimum,
    freeFrom,
    missing: Math.max(0, minimum.min - subtotalRappen),
    byPostcode:
      differ(fee) || differ(minimum) || differ(freeFrom) || (free.length > 0 && free.length < zones.length),
  };
}
