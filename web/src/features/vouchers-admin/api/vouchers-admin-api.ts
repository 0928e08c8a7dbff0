import { API } from '@app/shared/api-paths';
import { type TVoucherSettings, ZVoucherSettingsSchema } from '@app/shared/vouchers';
import {
  type TAdminVoucher,
  type TAdminVoucherDetail,
  type TCounterVoucher,
  type TVoucherRedeemResult,
  type TVoucherSettingsInput,
  ZAdminVoucherDetailSchema,
  ZAdminVoucherSchema,
  ZCounterVoucherResultSchema,
  ZVoucherRedeemResultSchema,
} from '@app/shared/vouchers-admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

const ROOT = ['admin', 'vouchers'] as const;

/** GET /api/admin/vouchers?q=: the newest 100, or those whose code, names or emails match. */
export function vouchersQueryOptions(q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: [...ROOT, 'list', query],
    queryFn: ({ signal }): Promise<TAdminVoucher[]> =>
      apiGet(API.adminVouchers, {
        query: query === '' ? undefined : { q: query },
        schema: z.array(ZAdminVoucherSchema),
        signal,
      }),
  });
}

/** The list; while a new search loads, the previous rows stay (no flash of the spinner at every key). */
export function useVouchers(q: string) {
  return useQuery({ ...vouchersQueryOptions(q), placeholderData: keepPreviousData });
}

/** GET /api/admin/vouchers/{code}: one voucher with its movements; 404 for an unknown code. */
export function voucherQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...ROOT, 'detail', code],
    queryFn: ({ signal }): Promise<TAdminVoucherDetail> =>
      apiGet(API.adminVoucher(code), { schema: ZAdminVoucherDetailSchema, signal }),
  });
}

export function useVoucher(code: string | null) {
  return useQuery({ ...voucherQueryOptions(code ?? ''), enabled: code !== null && code !== '' });
}

function useInvalidateVouchers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

/** POST /api/admin/vouchers: a voucher sold at the counter, valid at once; answers its id and code. */
export function useSellVoucher() {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: (body: TCounterVoucher) =>
      apiPost(API.adminVouchers, { body, schema: ZCounterVoucherResultSchema }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/vouchers/{code}/redeem: an amount taken off at the counter; 422 with a voucher code. */
export function useRedeemVoucher() {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: ({ code, amount }: { code: string; amount: number }): Promise<TVoucherRedeemResult> =>
      apiPost(API.adminVoucherRedeem(code), { body: { amount }, schema: ZVoucherRedeemResultSchema }),
    onSuccess: invalidate,
  });
}

/** GET /api/admin/voucher-settings: the owner's terms for vouchers sold online. */
export function voucherSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...ROOT, 'settings'],
    queryFn: ({ signal }): Promise<TVoucherSettings> =>
      apiGet(API.adminVoucherSettings, { schema: ZVoucherSettingsSchema, signal }),
  });
}

export function useVoucherSettings() {
  return useQuery(voucherSettingsQueryOptions());
}

/** PUT /api/admin/voucher-settings: the whole terms; answers them as saved. */
export function useSaveVoucherSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVoucherSettingsInput): Promise<TVoucherSettings> =>
      apiPut(API.adminVoucherSettings, { body, schema: ZVoucherSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(voucherSettingsQueryOptions().queryKey, saved),
  });
}
