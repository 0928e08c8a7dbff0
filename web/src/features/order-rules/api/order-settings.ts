import { API } from '@app/shared/api-paths';
import { type TOrderRules, ZOrderRulesSchema } from '@app/shared/order-rules';
import {
  type TOrderRulesChange,
  type TOrderRulesInput,
  ZOrderRulesChangeSchema,
} from '@app/shared/order-rules-input';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { orderSettingsQueryOptions } from '@/features/cart/public';
import { apiGet, apiPut } from '@/lib/api-client';

const ZHistorySchema = z.array(ZOrderRulesChangeSchema);

/** GET /api/admin/order-settings: card and TWINT fee, ASAP minutes and order types. */
export function adminOrderSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'order-settings'],
    queryFn: ({ signal }): Promise<TOrderRules> =>
      apiGet(API.adminOrderSettings, { schema: ZOrderRulesSchema, signal }),
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
    mutationFn: (body: TOrderRulesInput): Promise<TOrderRules> =>
      apiPut(API.adminOrderSettings, { body, schema: ZOrderRulesSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminOrderSettingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: orderSettingsHistoryQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: orderSettingsQueryOptions().queryKey });
    },
  });
}
