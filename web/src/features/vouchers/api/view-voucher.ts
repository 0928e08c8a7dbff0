import { PUBLIC_API } from '@app/shared/public-api-paths';
import { type TVoucherView, ZVoucherViewSchema } from '@app/shared/vouchers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** The voucher as printed; the code goes in the body, never in an address a server would log. */
export function viewVoucher(code: string, signal?: AbortSignal): Promise<TVoucherView> {
  return apiPost(PUBLIC_API.voucherView, { body: { code }, schema: ZVoucherViewSchema, signal });
}

export function voucherViewQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['vouchers', 'view', code],
    queryFn: ({ signal }) => viewVoucher(code, signal),
    // A wrong code stays wrong: no retries that would only spend the rate limit.
    retry: false,
  });
}

export function useVoucherView(code: string) {
  return useQuery(voucherViewQueryOptions(code));
}
