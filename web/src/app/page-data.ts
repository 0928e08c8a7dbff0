import { PAGE_DATA_ID, ZPageDataSchema } from '@app/shared/page-data';
import { setRestaurantTimeZone } from '@app/shared/zoned-time';
import type { QueryClient } from '@tanstack/react-query';
import { activeDiscountQueryOptions } from '@/features/cart/api/get-active-discount';
import { deliveryZonesQueryOptions, orderSettingsQueryOptions } from '@/features/cart/api/get-order-rules';
import { restaurantInfoQueryOptions } from '@/features/restaurant-info/api/get-restaurant-info';
import { asapStatusQueryKey } from '@/features/service-status/api/get-asap-status';
import { publicServiceStatusQueryOptions } from '@/features/service-status/api/get-public-service-status';
import { readPageJson } from '@/lib/page-json';

/**
 * The answers a public page's HTML brought (shared page-data.ts: the restaurant's details, the service
 * status, the sale) as their queries' data, checked as the API's answers are: the first paint needs no
 * round trip for them, and the paused notice and sale prices are there from the start instead of moving
 * the menu when they arrive. Nothing happens when the page has none (another page, an older server) or
 * they do not pass the check: the queries then ask the API. The element is removed either way.
 */
export function seedPageData(queryClient: QueryClient): void {
  const data = readPageJson(PAGE_DATA_ID, ZPageDataSchema);
  if (!data) return;
  // Before the first render: every date and time on the page is on the restaurant's clock.
  setRestaurantTimeZone(data.restaurantInfo?.timeZone);
  if (data.restaurantInfo)
    queryClient.setQueryData(restaurantInfoQueryOptions().queryKey, data.restaurantInfo);
  queryClient.setQueryData(publicServiceStatusQueryOptions().queryKey, data.serviceStatus);
  queryClient.setQueryData(activeDiscountQueryOptions().queryKey, data.activeDiscount);
  // The rules the cart and checkout price with (the delivery zones, fees, times and order types).
  if (data.deliveryZones) queryClient.setQueryData(deliveryZonesQueryOptions().queryKey, data.deliveryZones);
  if (data.orderSettings) queryClient.setQueryData(orderSettingsQueryOptions().queryKey, data.orderSettings);
  // Today's ASAP status changes with the orders, and the HTML may be a minute old: drawn at once, and
  // marked stale, so the page asks again as soon as it runs.
  if (data.asapStatus) queryClient.setQueryData(asapStatusQueryKey(), data.asapStatus, { updatedAt: 0 });
}
