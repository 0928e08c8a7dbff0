import { type TAdminOrder, ZAdminOrderSchema } from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import { apiGet } from '@/lib/api-client';

export type TOrderKind = TAdminOrder['kind'];

/** GET /api/orders/{id} or /api/buffet-orders/{id}: the full order (admin only), e.g. for printing. */
export function getAdminOrder(kind: TOrderKind, id: string): Promise<TAdminOrder> {
  return apiGet(API.orderOf(kind, id), { schema: ZAdminOrderSchema });
}
