import { API } from '@app/shared/api-paths';
import type { TReceiptKind } from '@/features/receipts/printed-ids';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/{orders|buffet-orders}/{id}/receipt: the 42-column receipt as plain text. */
export function getReceiptText(kind: TReceiptKind, id: string): Promise<string> {
  const path = API.adminOrderReceiptOf(kind, id);
  return apiGet<string>(path, { responseType: 'text' });
}
