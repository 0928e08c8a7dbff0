import type { TOrderKind } from '@app/shared/order-kind';
import { ZCreatedOrderSchema } from '@app/shared/orders';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import type { TOrderPayload } from '@/features/checkout/checkout-submit';
import { apiPost } from '@/lib/api-client';

/**
 * Places the order. The Idempotency-Key makes a retried submission (a lost answer, a double click)
 * return the order already created instead of a second one.
 */
export function createOrder(kind: TOrderKind, payload: TOrderPayload, idempotencyKey: string) {
  return apiPost(PUBLIC_API.ordersOf(kind), {
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZCreatedOrderSchema,
  });
}
