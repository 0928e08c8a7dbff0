import type { TOrderType } from '@app/shared/enums';
import {
  DEFAULT_DELIVERY_ZONES,
  DEFAULT_ORDER_RULES,
  enabledOrderTypes,
  type TDeliveryZone,
  type TOrderRules,
} from '@app/shared/order-rules';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The restaurant's delivery zones and its fees, times and order types, as the diner's pages price and
 * offer with them. `/`, /menu and /checkout bring both in their page data (app/page-data.ts); another
 * page's first visit to the cart asks the API. Read without a schema: /checkout's budget has no room
 * for one here (the page data is checked), and the server prices every order with its own rules anyway.
 */

export function deliveryZonesQueryOptions() {
  return queryOptions({
    queryKey: ['order-rules', 'zones'],
    queryFn: ({ signal }) => apiGet<TDeliveryZone[]>(PUBLIC_API.deliveryZones, { signal }),
    staleTime: 60_000,
  });
}

export function orderSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['order-rules', 'settings'],
    queryFn: ({ signal }) => apiGet<TOrderRules>(PUBLIC_API.orderSettings, { signal }),
    staleTime: 60_000,
  });
}

export interface TDinerRules {
  zones: readonly TDeliveryZone[];
  settings: TOrderRules;
  /** The order types the restaurant takes now, in the spec's order (never empty). */
  orderTypes: readonly TOrderType[];
}

/**
 * The rules to show and price with. Until the answers are here (a page without page data), the spec's
 * defaults stand in: the server prices the order with the real ones when it is placed.
 */
export function useOrderRules(): TDinerRules {
  const zones = useQuery(deliveryZonesQueryOptions()).data ?? DEFAULT_DELIVERY_ZONES;
  const settings = useQuery(orderSettingsQueryOptions()).data ?? DEFAULT_ORDER_RULES;
  const types = enabledOrderTypes(settings);
  // A restaurant with both switched off takes no orders anyway (the server refuses them): keep the form.
  return { zones, settings, orderTypes: types.length > 0 ? types : ['TAKEAWAY'] };
}
