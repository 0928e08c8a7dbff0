import { API } from '@app/shared/api-paths';
import type { TRestaurantInfoInput } from '@app/shared/catalog-admin';
import { type TAdminRestaurantInfo, ZAdminRestaurantInfoSchema } from '@app/shared/restaurant-texts';
import { setRestaurantTimeZone } from '@app/shared/zoned-time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantInfoQueryOptions } from '@/features/restaurant-info/api/get-restaurant-info';
import { apiPut } from '@/lib/api-client';
import { adminRestaurantInfoQueryOptions } from './get-admin-restaurant-info';
import { restaurantTextsHistoryQueryOptions } from './get-restaurant-texts-history';
import { serviceSettingsHistoryQueryOptions } from './get-service-settings-history';

/** PUT /api/admin/restaurant-info/{id}: the saved info as the server stored it (hours canonical). */
export function updateRestaurantInfo({
  id,
  body,
}: {
  id: number;
  body: TRestaurantInfoInput;
}): Promise<TAdminRestaurantInfo> {
  return apiPut(API.adminRestaurantInfoById(id), { body, schema: ZAdminRestaurantInfoSchema });
}

export function useUpdateRestaurantInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurantInfo,
    onSuccess: (saved) => {
      const before = queryClient.getQueryData(adminRestaurantInfoQueryOptions().queryKey);
      queryClient.setQueryData(adminRestaurantInfoQueryOptions().queryKey, saved);
      setRestaurantTimeZone(saved.timeZone);
      // A new default language swaps the food items' stored texts, and a new time zone moves every time
      // shown: every list, in the back office and on the menu, is fetched (and drawn) again.
      if (before && (before.defaultLanguage !== saved.defaultLanguage || before.timeZone !== saved.timeZone))
        void queryClient.invalidateQueries();
      // The public info (home page, footer, checkout) is loaded once per visit and never goes stale
      // on its own: refresh it now so the site follows the save at once.
      void queryClient.invalidateQueries({ queryKey: restaurantInfoQueryOptions().queryKey });
      // Special days and slot capacity: their history, and the times the checkout offers.
      void queryClient.invalidateQueries({ queryKey: serviceSettingsHistoryQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: restaurantTextsHistoryQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'order-slots'] });
    },
  });
}
