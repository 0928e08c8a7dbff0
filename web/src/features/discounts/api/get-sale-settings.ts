import { API } from '@app/shared/api-paths';
import { type TSaleSettings, ZSaleSettingsSchema } from '@app/shared/discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/discounts/current: the single current sale, as saved. */
export function getSaleSettings(signal?: AbortSignal): Promise<TSaleSettings> {
  return apiGet(API.adminDiscountsCurrent, { schema: ZSaleSettingsSchema, signal });
}

export function saleSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'discounts', 'current'],
    queryFn: ({ signal }) => getSaleSettings(signal),
  });
}

export function useSaleSettings() {
  return useQuery(saleSettingsQueryOptions());
}
