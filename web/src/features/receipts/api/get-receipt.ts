import { API } from '@app/shared/api-paths';
import { apiGet } from '../../../lib/api-client';
import type { TReceiptKind } from '../printed-ids';

/** GET /api/admin/{orders|buffet-orders}/{id}/receipt: the 42-column receipt as plain text. */
export function getReceiptText(kind: TReceiptKind, id: string): Promise<string> {
  const path = kind === 'BUFFET' ? API.adminBuffetOrderReceipt(id) : API.adminOrderReceipt(id);
  return apiGet<string>(path, { responseType: 'text' });
}
