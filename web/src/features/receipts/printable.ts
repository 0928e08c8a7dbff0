import type { TPaymentMethod, TPaymentStatus } from '@app/shared/enums';

/** Methods paid at the counter or door: the kitchen prints them right away (spec section 4, Orders). */
const PAID_ON_HANDOVER: ReadonlySet<TPaymentMethod> = new Set(['CASH', 'TWINT', 'POS_CARD']);

/** Spec section 4: paid/printable when the payment succeeded or is not required, or paid on handover. */
export function isPrintable(order: {
  paymentStatus: TPaymentStatus;
  paymentMethod: TPaymentMethod;
}): boolean {
  return (
    order.paymentStatus === 'SUCCEEDED' ||
    order.paymentStatus === 'NOT_REQUIRED' ||
    PAID_ON_HANDOVER.has(order.paymentMethod)
  );
}
