import { PUBLIC_API } from '@app/shared/public-api-paths';
import {
  type TVoucherPurchase,
  type TVoucherPurchaseResult,
  ZVoucherPurchaseResultSchema,
} from '@app/shared/vouchers';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/vouchers: the voucher is created unpaid and the answer carries its payment; an ApiError 400
 * with field `details`, 422 with the server's reason (online sales off, an amount outside the limits),
 * 429 when tried too often.
 */
export function purchaseVoucher(body: TVoucherPurchase): Promise<TVoucherPurchaseResult> {
  return apiPost(PUBLIC_API.vouchers, { body, schema: ZVoucherPurchaseResultSchema });
}
