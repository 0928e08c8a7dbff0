import type { TPaymentMethod } from '@app/shared/enums';

/** The order checkout offers the payment methods in (labels: lib/order-labels.ts). */
export const PAYMENT_METHOD_ORDER: readonly TPaymentMethod[] = ['CARD', 'TWINT', 'POS_CARD', 'CASH'];
