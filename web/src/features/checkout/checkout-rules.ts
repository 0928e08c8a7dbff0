import { meetsDeliveryMinimum, zoneOfPostcode } from '@app/shared/delivery';
import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import { chfToRappen, rappenToChfText } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TDeliveryZone } from '@app/shared/order-rules';
import {
  MSG,
  type TCreateBuffetOrder,
  type TCreateMenuOrder,
  type TCustomerInfo,
  ZCustomerInfoSchema,
} from '@app/shared/orders';
import { parseClientDateTime } from '@app/shared/zoned-time';
import type { TCartLine } from '@/features/cart/public';
import { type TCartTiming, toScheduledAt } from '@/features/cart/public';
import { t, translateMessage } from '@/i18n/i18n';

/**
 * The checkout's rules (spec section 5), pure: what the form holds, what blocks an order, the
 * payload it sends, and how the server's field errors map back onto the form.
 */

const CUSTOMER_FIELDS = [
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
export type TCheckoutField = TCustomerField | 'scheduledAt';
export type TFieldErrors = Partial<Record<TCheckoutField, string>>;

/** The labels of the customer form, exactly as shown, in the current language (read when shown). */
export const CUSTOMER_FIELD_LABELS: Readonly<Record<TCustomerField, string>> = Object.defineProperties(
  {} as Record<TCustomerField, string>,
  Object.fromEntries(
    CUSTOMER_FIELDS.map((field) => [field, { get: () => t(`checkout.field.${field}`), enumerable: true }]),
  ),
);

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

function toCustomerInfo(customer: TCustomerValues) {
  const { street, streetNo, plz, city, ...person } = customer;
  return { ...person, address: { street, streetNo, plz, city } };
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

/** The chosen time as the 19-character local date-time, or the message for a bad one. */
function scheduledAtOf(timing: TTimingChoice, now: Date): { scheduledAt: string } | { error: string } | null {
  if (timing.asap) return null;
  const scheduledAt = toScheduledAt(timing.input);
  const instant = scheduledAt ? parseClientDateTime(scheduledAt) : null;
  if (!scheduledAt || !instant) return { error: translateMessage(MSG.scheduledInvalid) };
  if (instant.getTime() <= now.getTime()) return { error: translateMessage(MSG.scheduledPast) };
  return { scheduledAt };
}

export type TCheckoutCheck =
  | { ok: true; customerInfo: TCustomerInfo; cartTiming: TCartTiming; kind: TOrderKind }
  | { ok: false; message: string; fieldErrors: TFieldErrors };

/** Spec 5 in order: empty cart, mixed cart, the fields, the delivery area, the delivery minimum. */
export function checkCheckout(input: TCheckoutInput): TCheckoutCheck {
  if (input.lines.length === 0 || input.kind === null) {
    return { ok: false, message: t('checkout.empty'), fieldErrors: {} };
  }
  if (input.kind === 'MIXED') return { ok: false, message: t('checkout.mixed'), fieldErrors: {} };

  const fieldErrors: TFieldErrors = {};
  const parsed = ZCustomerInfoSchema.safeParse(toCustomerInfo(input.customer));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[issue.path.length - 1];
      if (typeof field === 'string' && field in input.customer) {
        fieldErrors[field as TCustomerField] ??= translateMessage(issue.message);
      }
    }
  }
  const scheduled = scheduledAtOf(input.timing, input.now);
  if (scheduled && 'error' in scheduled) fieldErrors.scheduledAt = scheduled.error;

  const delivery = input.orderType === 'DELIVERY';
  const zone = delivery ? zoneOfPostcode(input.zones, input.customer.plz) : undefined;
  if (delivery && !fieldErrors.plz && !zone) {
    fieldErrors.plz = notDeliverableMessage();
    if (Object.keys(fieldErrors).length === 1) {
      return { ok: false, message: notDeliverableMessage(), fieldErrors };
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: t('checkout.fixFields'), fieldErrors };
  }
  if (zone && !meetsDeliveryMinimum(zone, input.subtotalRappen)) {
    return { ok: false, message: deliveryMinimumMessage(zone), fieldErrors: {} };
  }
  const cartTiming: TCartTiming =
    scheduled && 'scheduledAt' in scheduled
      ? { asap: false, scheduledAt: scheduled.scheduledAt }
      : { asap: true };
  return { ok: true, customerInfo: parsed.data, cartTiming, kind: input.kind };
}

export type TOrderPayload = TCreateMenuOrder | TCreateBuffetOrder;

/** Spec 3's create payload: no prices, no userId; asap true, or asap false with scheduledAt. */
export function buildOrderPayload(options: {
  kind: TOrderKind;
  customerInfo: TCustomerInfo;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
  lines: readonly TCartLine[];
  timing: TCartTiming;
  specialInstructions: string;
}): TOrderPayload {
  const note = options.specialInstructions.trim();
  const base = {
    customerInfo: options.customerInfo,
    orderType: options.orderType,
    paymentMethod: options.paymentMethod,
    ...(note ? { specialInstructions: note } : {}),
    ...(options.timing.asap ? { asap: true } : { asap: false, scheduledAt: options.timing.scheduledAt }),
  };
  return options.kind === 'BUFFET'
    ? { ...base, items: options.lines.map((line) => ({ buffetItemId: line.id, quantity: line.quantity })) }
    : { ...base, items: options.lines.map((line) => ({ menuItemId: line.id, quantity: line.quantity })) };
}

/**
 * The server's field errors (details keyed 'customerInfo.plz', 'scheduledAt', ...) as form fields,
 * and the rest (items, unknown keys) as plain messages.
 */
export function mapServerDetails(details: Record<string, string> | undefined): {
  fieldErrors: TFieldErrors;
  otherMessages: string[];
} {
  const fieldErrors: TFieldErrors = {};
  const otherMessages: string[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    const field =
      key === 'scheduledAt' ? key : key.startsWith('customerInfo.') ? key.split('.').pop() : undefined;
    if (field && (field === 'scheduledAt' || (CUSTOMER_FIELDS as readonly string[]).includes(field))) {
      fieldErrors[field as TCheckoutField] = message;
    } else if (!otherMessages.includes(message)) {
      otherMessages.push(message);
    }
  }
  return { fieldErrors, otherMessages };
}
