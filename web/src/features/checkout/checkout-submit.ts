import { meetsDeliveryMinimum, zoneOfPostcode } from '@app/shared/delivery';
import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import {
  MSG,
  type TCreateBuffetOrder,
  type TCreateMenuOrder,
  type TCustomerInfo,
  ZCustomerInfoSchema,
} from '@app/shared/orders';
import { parseClientDateTime } from '@app/shared/zoned-time';
import type { QueryClient } from '@tanstack/react-query';
import {
  lineLabel,
  type TCartLine,
  type TCartTiming,
  toScheduledAt,
  unavailableQueryOptions,
} from '@/features/cart/public';
import { t, translateMessage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { explainSubmitFailure } from '@/lib/submit-failure';
import {
  CUSTOMER_FIELDS,
  deliveryMinimumMessage,
  failedMessage,
  notDeliverableMessage,
  type TCheckoutField,
  type TCheckoutInput,
  type TCustomerField,
  type TCustomerValues,
  type TFieldErrors,
  type TTimingChoice,
} from './checkout-rules';

/**
 * The checkout's submit (spec section 5): the checks in the spec's order and the create payload. It comes
 * with the submit-time code (submit-order.ts), fetched when the form is first touched: /checkout's first
 * load has no room for it (the 150 kB budget).
 */

/** The labels of the customer form, exactly as shown, in the current language (read when shown). */
export const CUSTOMER_FIELD_LABELS: Readonly<Record<TCustomerField, string>> = Object.defineProperties(
  {} as Record<TCustomerField, string>,
  Object.fromEntries(
    CUSTOMER_FIELDS.map((field) => [field, { get: () => t(`checkout.field.${field}`), enumerable: true }]),
  ),
);

function toCustomerInfo(customer: TCustomerValues) {
  const { street, streetNo, plz, city, ...person } = customer;
  return { ...person, address: { street, streetNo, plz, city } };
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

/** A line's quantity and its option ids, the ids left out for a line without (the spec's form). */
const orderLine = (line: TCartLine) => ({
  quantity: line.quantity,
  ...(line.options?.length ? { options: [...line.options] } : {}),
});

/** Spec 3's create payload: no prices, no userId; asap true, or asap false with scheduledAt. */
export function buildOrderPayload(options: {
  kind: TOrderKind;
  customerInfo: TCustomerInfo;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
  lines: readonly TCartLine[];
  timing: TCartTiming;
  specialInstructions: string;
  /** The promo code applied at checkout; the server checks it again. */
  promoCode?: string | undefined;
  /** The gift voucher applied at checkout; the server takes its balance in the order's transaction. */
  voucherCode?: string | undefined;
  /** A cash delivery: the note the diner pays with (CHF), so the courier brings change. */
  cashGiven?: number | undefined;
}): TOrderPayload {
  const note = options.specialInstructions.trim();
  const base = {
    customerInfo: options.customerInfo,
    ...(options.promoCode ? { promoCode: options.promoCode } : {}),
    ...(options.voucherCode ? { voucherCode: options.voucherCode } : {}),
    orderType: options.orderType,
    paymentMethod: options.paymentMethod,
    ...(note ? { specialInstructions: note } : {}),
    ...(options.cashGiven ? { cashGiven: options.cashGiven } : {}),
    ...(options.timing.asap ? { asap: true } : { asap: false, scheduledAt: options.timing.scheduledAt }),
  };
  return options.kind === 'BUFFET'
    ? { ...base, items: options.lines.map((line) => ({ buffetItemId: line.id, ...orderLine(line) })) }
    : { ...base, items: options.lines.map((line) => ({ menuItemId: line.id, ...orderLine(line) })) };
}

/** A detail about a line's options: 'items.2.options' (the server's key for dish options). */
const LINE_OPTIONS_KEY = /^items\.(\d+)\.options/;

/**
 * The server's field errors (details keyed 'customerInfo.plz', 'scheduledAt', ...) as form fields,
 * and the rest (items, unknown keys) as plain messages. A message about a line's options names the cart
 * line it is about ('Green curry (Tofu, Hot): Tofu is sold out today.'): the payload's lines are the
 * cart's, in its order.
 */
export function mapServerDetails(
  details: Record<string, string> | undefined,
  lines: readonly TCartLine[] = [],
): {
  fieldErrors: TFieldErrors;
  otherMessages: string[];
} {
  const fieldErrors: TFieldErrors = {};
  const otherMessages: string[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    // The voucher's own field says it (use-checkout.ts), in the fuller words of the refusal's message.
    if (key === 'voucherCode') continue;
    const field =
      key === 'scheduledAt' || key === 'cashGiven'
        ? key
        : key.startsWith('customerInfo.')
          ? key.split('.').pop()
          : undefined;
    if (
      field &&
      (field === 'scheduledAt' ||
        field === 'cashGiven' ||
        (CUSTOMER_FIELDS as readonly string[]).includes(field))
    ) {
      fieldErrors[field as TCheckoutField] = message;
    } else {
      const line = lines[Number(LINE_OPTIONS_KEY.exec(key)?.[1] ?? Number.NaN)];
      const text = line ? `${lineLabel(line)}: ${message}` : message;
      if (!otherMessages.includes(text)) otherMessages.push(text);
    }
  }
  return { fieldErrors, otherMessages };
}

/**
 * What a failed submit shows: the server's field messages under the fields, a refusal it explains in its
 * own words, anything else as the spec's failure text (logged).
 */
export function explainCheckoutFailure(error: unknown, lines: readonly TCartLine[] = []) {
  return explainSubmitFailure(error, {
    mapDetails: (details) => mapServerDetails(details, lines),
    failedMessage: failedMessage(),
    logLabel: 'Checkout failed',
  });
}

/** The server's message when it refused the order's promo code (PROMO_…), already in the diner's language. */
export function promoRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.code?.startsWith('PROMO_') ? error.message : null;
}

/**
 * The server's refusal of the order's gift voucher (VOUCHER_…, 422; nothing charged): its code, to ask
 * again on VOUCHER_CHANGED, and its message (which names the date or the balance; the `voucherCode` detail
 * does not).
 */
export function voucherRefusal(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.code?.startsWith('VOUCHER_')) return null;
  return { code: error.code, message: error.message || (error.details?.voucherCode ?? '') };
}

/**
 * After the server refused lines of the cart (an item or one of its options sold out or gone since), the
 * cart's check of its lines is asked again: the notice above the form then marks those lines, each with
 * its Remove, and the diner chooses again from the menu.
 */
export function recheckRefusedLines(error: unknown, queryClient: QueryClient): void {
  if (!(error instanceof ApiError)) return;
  if (error.code === 'ITEMS_UNAVAILABLE' || error.code?.startsWith('OPTION_'))
    void queryClient.invalidateQueries({ queryKey: unavailableQueryOptions().queryKey });
}
