import { API } from '@app/shared/api-paths';
import { type TSaleSettings, type TUpdateSaleSettings, ZSaleSettingsSchema } from '@app/shared/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activeDiscountQueryOptions } from '@/features/cart/public';
import { apiPut } from '@/lib/api-client';
import { saleSettingsQueryOptions } from './get-sale-settings';

/** PUT /api/admin/discounts/current: enabled, percentMenu, percentBuffet, startsAt, endsAt. */
export function updateSaleSettings(body: TUpdateSaleSettings): Promise<TSaleSettings> {
  return apiPut(API.adminDiscountsCurrent, { body, schema: ZSaleSettingsSchema });
}

export function useUpdateSaleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSaleSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(saleSettingsQueryOptions().queryKey, saved);
      // The menu and checkout in this browser price with the active sale: ask again now.
      void queryClient.invalidateQueries({ queryKey: activeDiscountQueryOptions().queryKey });
    },
  });
}
