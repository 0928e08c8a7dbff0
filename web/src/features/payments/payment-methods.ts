import type { TPaymentMethod } from '@app/shared/enums';

/** The order checkout offers the payment methods in (labels: lib/order-labels.ts). */
export const PAYMENT_METHOD_ORDER: readonly TPaymentMethod[] = ['CARD', 'TWINT', 'POS_CARD', 'CASH'];

/** Spec 2: what non-card methods say at checkout. */
export const PAY_LATER_INFO = 'You will pay at pickup or upon delivery.';
