import { MIN_DELIVERY_RAPPEN } from './pricing';

/** Postcodes the restaurant delivers to (spec 5 and 9). */
export const DELIVERY_POSTCODES = ['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632'] as const;
export type TDeliveryPostcode = (typeof DELIVERY_POSTCODES)[number];

/** Exact texts of spec section 5. */
export const NOT_DELIVERABLE_MESSAGE = 'We currently do not deliver to this address.';
export const DELIVERY_MINIMUM_MESSAGE = 'Minimum delivery order is CHF 30.00.';

const deliverable: ReadonlySet<string> = new Set(DELIVERY_POSTCODES);

/** The postcode is compared trimmed and otherwise exactly: '4600 ' delivers, '46 00' does not. */
export function isDeliverablePostcode(plz: string): boolean {
  return deliverable.has(plz.trim());
}

/** The minimum applies to the subtotal before discount, so a sale never blocks a delivery. */
export function meetsDeliveryMinimum(subtotalRappen: number): boolean {
  return subtotalRappen >= MIN_DELIVERY_RAPPEN;
}
