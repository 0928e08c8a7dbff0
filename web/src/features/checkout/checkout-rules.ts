import { meetsDeliveryMinimum, zoneOfPostcode } from '@app/shared/delivery';
import type { TOrderType } from '@app/shared/enums';
import { chfToRappen, rappenToChfText } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TDeliveryZone } from '@app/shared/order-rules';
import type { TCartLine } from '@/features/cart/public';
import { t } from '@/i18n/i18n';

/**
 * The checkout's rules (spec section 5), pure: what the form holds, what blocks an order while it is
 * filled in, and how the server's field errors map back onto the form. The checks and the payload of
 * the submit are in checkout-submit.ts, which comes with the submit-time code.
 */

export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'streetNo',
  'plz',
  'city',
] as const;
export type TCustomerField = (typeof CUSTOMER_FIELDS)[number];
export type TCheckoutField = TCustomerField | 'scheduledAt' | 'cashGiven';
export type TFieldErrors = Partial<Record<TCheckoutField, string>>;

export type TCustomerValues = Record<TCustomerField, string>;

export const EMPTY_CUSTOMER: TCustomerValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  streetNo: '',
  plz: '',
  city: '',
};

/** When the order is wanted, as the form holds it: the datetime-local text stays as typed. */
export type TTimingChoice = { asap: true } | { asap: false; input: string };

export interface TCheckoutInput {
  customer: TCustomerValues;
  lines: readonly TCartLine[];
  kind: TOrderKind | 'MIXED' | null;
  orderType: TOrderType;
  /** Cart total before discount, in Rappen: the delivery minimum is measured on it (spec 9). */
  subtotalRappen: number;
  timing: TTimingChoice;
  now: Date;
  /** The restaurant's delivery zones (its data, never constants). */
  zones: readonly TDeliveryZone[];
}

/** The spec's text when an order could not be made for another reason, in the current language. */
export function failedMessage(): string {
  return t('checkout.failed');
}

/** 'We currently do not deliver to this address.' in the current language. */
export function notDeliverableMessage(): string {
  return t('checkout.notDeliverable');
}

/** 'Minimum delivery order is CHF 40.00.' with the zone's own minimum, in the current language. */
export function deliveryMinimumMessage(zone: Pick<TDeliveryZone, 'minimumOrder'>): string {
  return t('checkout.deliveryMinimum', { amount: rappenToChfText(chfToRappen(zone.minimumOrder)) });
}

/**
 * The zone a delivery is priced with: the postcode's, or while none that delivers is typed, the only
 * zone when there is one (its fee and minimum are then known before the address).
 */
export function checkoutZone<TZone extends Pick<TDeliveryZone, 'postcodes'>>(
  zones: readonly TZone[],
  plz: string,
): TZone | undefined {
  return zoneOfPostcode(zones, plz) ?? (zones.length === 1 ? zones[0] : undefined);
}

/**
 * What stops DELIVERY before the diner even submits (spec 2: the button is disabled): an entered
 * postcode outside the delivery area, or items under the minimum. Null when nothing does.
 */
export function deliveryBlocker(
  input: Pick<TCheckoutInput, 'orderType' | 'customer' | 'lines' | 'subtotalRappen' | 'zones'>,
) {
  if (input.orderType !== 'DELIVERY') return null;
  const typed = input.customer.plz.trim() !== '';
  if (typed && !zoneOfPostcode(input.zones, input.customer.plz)) return notDeliverableMessage();
  const zone = checkoutZone(input.zones, input.customer.plz);
  if (zone && input.lines.length > 0 && !meetsDeliveryMinimum(zone, input.subtotalRappen))
    return deliveryMinimumMessage(zone);
  return null;
}
