import { API } from '@app/shared/api-paths';
import { type TDeliveryZone, ZDeliveryZoneSchema } from '@app/shared/order-rules';
import {
  type TDeliveryZonesChange,
  type TDeliveryZonesInput,
  ZDeliveryZonesChangeSchema,
} from '@app/shared/order-rules-input';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { deliveryZonesQueryOptions } from '@/features/cart/public';
import { apiGet, apiPut } from '@/lib/api-client';

const ZZonesSchema = z.array(ZDeliveryZoneSchema);
const ZZonesHistorySchema = z.array(ZDeliveryZonesChangeSchema);

/** GET /api/admin/delivery-zones: every zone with its id, postcodes, fee, minimum, threshold, minutes. */
export function adminDeliveryZonesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'delivery-zones'],
    queryFn: ({ signal }): Promise<TDeliveryZone[]> =>
      apiGet(API.adminDeliveryZones, { schema: ZZonesSchema, signal }),
  });
}

export function useAdminDeliveryZones() {
  return useQuery(adminDeliveryZonesQueryOptions());
}

/** GET /api/admin/delivery-zones/history: the latest saves, who, when, the zones before and after. */
export function deliveryZonesHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'delivery-zones', 'history'],
    queryFn: ({ signal }): Promise<TDeliveryZonesChange[]> =>
      apiGet(API.adminDeliveryZonesHistory, { schema: ZZonesHistorySchema, signal }),
  });
}

export function useDeliveryZonesHistory() {
  return useQuery(deliveryZonesHistoryQueryOptions());
}

/** PUT /api/admin/delivery-zones: the whole list (a zone without id is new, one left out is removed). */
export function useUpdateDeliveryZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeliveryZonesInput): Promise<TDeliveryZone[]> =>
      apiPut(API.adminDeliveryZones, { body, schema: ZZonesSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminDeliveryZonesQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: deliveryZonesHistoryQueryOptions().queryKey });
      // The diner's pages in this browser price with the zones: ask again.
      void queryClient.invalidateQueries({ queryKey: deliveryZonesQueryOptions().queryKey });
    },
  });
}
