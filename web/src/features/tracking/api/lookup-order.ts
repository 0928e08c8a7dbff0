import { API } from '@app/shared/api-paths';
import {
  type TOrderLookup,
  type TOrderLookupResult,
  ZOrderLookupResultSchema,
} from '@app/shared/tracked-order';
import { apiPost } from '@/lib/api-client';

/** POST /api/orders/lookup: the tracking link's order id and kind for an order number and email. */
export function lookupOrder(body: TOrderLookup): Promise<TOrderLookupResult> {
  return apiPost<TOrderLookupResult>(API.ordersLookup, { body, schema: ZOrderLookupResultSchema });
}
