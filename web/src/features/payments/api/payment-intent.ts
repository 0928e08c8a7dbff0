import { API } from '@app/shared/api-paths';
import { type TPaymentIntent, ZPaymentIntentSchema } from '@app/shared/orders';
import type { TCartKind } from '@app/shared/pricing';
import { apiPost } from '@/lib/api-client';

/** Spec 7: the intent paths of menu orders and buffet orders. */
export function paymentIntentPath(kind: TCartKind, orderId: string): string {
  return API.paymentIntentOf(kind, orderId);
}

/** The card payment for an order's server-side total; asking again gives the same intent. */
export function createPaymentIntent(kind: TCartKind, orderId: string): Promise<TPaymentIntent> {
  return apiPost(paymentIntentPath(kind, orderId), { schema: ZPaymentIntentSchema });
}
