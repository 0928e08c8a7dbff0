import { API } from '@app/shared/api-paths';
import type { TOrderKind } from '@app/shared/order-kind';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/admin/{kind}-orders/{id}/print: the server queues the order's copies again on its network
 * printers; 409 NO_PRINTER when none is set up and enabled.
 */
export async function printOrderAgain(kind: TOrderKind, id: string): Promise<void> {
  await apiPost<unknown>(API.adminOrderPrintOf(kind, id));
}
