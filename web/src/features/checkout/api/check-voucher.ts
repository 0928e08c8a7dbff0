import { PUBLIC_API } from '@app/shared/public-api-paths';
import { type TVoucherCheck, ZVoucherCheckSchema } from '@app/shared/vouchers';
import { apiGet } from '@/lib/api-client';

/**
 * What is left on a gift voucher now: `valid` with its balance, or the reason it cannot pay (200 either
 * way); an ApiError for anything else, 429 when tried too often.
 */
export function checkVoucher(code: string): Promise<TVoucherCheck> {
  return apiGet(PUBLIC_API.voucherCheck, { query: { code }, schema: ZVoucherCheckSchema });
}
