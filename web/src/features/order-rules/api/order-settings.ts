import { API } from '@app/shared/api-paths';
import {
  type TAdminOrderRules,
  type TOrderRulesChange,
  type TOrderRulesInput,
  ZAdminOrderRulesSchema,
  ZOrderRulesChangeSchema,
} from '@app/shared/order-rules-input';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { orderSettingsQueryOptions } from '@/features/cart/public';
import { apiGet, apiPut } from '@/lib/api-client';

const ZHistorySchema = z.array(ZOrderRulesChangeSchema);

/** GET /api/admin/order-settings: card and TWINT fee, ASAP minutes, order types and the ready notice. */
export function adminOrderSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'order-settings'],
    queryFn: ({ signal }): Promise<TAdminOrderRules> =>
      apiGet(API.adminOrderSettings, { schema: ZAdminOrderRulesSchema, signal }),
  });
}

export function useAdminOrderSettings() {
  return useQuery(adminOrderSettingsQueryOptions());
}

/** GET /api/admin/order-settings/history: the latest saves, who, when, before and after. */
export function orderSettingsHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'order-settings', 'history'],
    queryFn: ({ signal }): Promise<TOrderRulesChange[]> =>
      apiGet(API.adminOrderSettingsHistory, { schema: ZHistorySchema, signal }),
  });
}

export function useOrderSettingsHistory() {
  return useQuery(orderSettingsHistoryQueryOptions());
}

/** PUT /api/admin/order-settings: the whole settings. */
export function useUpdateOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrderRulesInput): Promise<TAdminOrderRules> =>
      apiPut(API.adminOrderSettings, { body, schema: ZAdminOrderRulesSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminOrderSettingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: orderSettingsHistoryQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: orderSettingsQueryOptions().queryKey });
    },
  });
}
