import type { TOrderKind } from '@app/shared/order-kind';
import { type TPaymentIntent, ZPaymentIntentSchema } from '@app/shared/orders';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { apiPost } from '@/lib/api-client';

/** Spec 7: the intent paths of menu orders and buffet orders. */
export function paymentIntentPath(kind: TOrderKind, orderId: string): string {
  return PUBLIC_API.paymentIntentOf(kind, orderId);
}

/** The card payment for an order's server-side total; asking again gives the same intent. */
export function createPaymentIntent(kind: TOrderKind, orderId: string): Promise<TPaymentIntent> {
  return apiPost(paymentIntentPath(kind, orderId), { schema: ZPaymentIntentSchema });
}
