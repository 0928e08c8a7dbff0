import { PUBLIC_API } from '@app/shared/public-api-paths';
import { type TVoucherPurchaseStatus, ZVoucherPurchaseStatusSchema } from '@app/shared/vouchers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** How often the thank-you page asks while the payment is still being confirmed. */
export const PURCHASE_POLL_MS = 2_000;

/** Polling stops after this many answers still PENDING: the page then says the email will follow. */
export const PURCHASE_POLL_LIMIT = 30;

export function getVoucherPurchase(id: string, signal?: AbortSignal): Promise<TVoucherPurchaseStatus> {
  return apiGet(PUBLIC_API.voucherPurchaseOf(id), {
    schema: ZVoucherPurchaseStatusSchema,
    credentials: 'omit',
    signal,
  });
}

export function voucherPurchaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['vouchers', 'purchase', id],
    queryFn: ({ signal }) => getVoucherPurchase(id, signal),
    // Asked again until the payment is through or has failed, then left alone.
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < PURCHASE_POLL_LIMIT
        ? PURCHASE_POLL_MS
        : false,
  });
}

export function useVoucherPurchase(id: string) {
  return useQuery(voucherPurchaseQueryOptions(id));
}
