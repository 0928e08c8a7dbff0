import { API } from '@app/shared/api-paths';
import { type TServiceSettingsChange, ZServiceSettingsChangeSchema } from '@app/shared/service-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const ZHistorySchema = z.array(ZServiceSettingsChangeSchema);

/** GET /api/admin/service-settings/history: the latest saves that changed special days or slot capacity. */
export function getServiceSettingsHistory(signal?: AbortSignal): Promise<TServiceSettingsChange[]> {
  return apiGet(API.adminServiceSettingsHistory, { schema: ZHistorySchema, signal });
}

export function serviceSettingsHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'service-settings-history'],
    queryFn: ({ signal }) => getServiceSettingsHistory(signal),
  });
}

export function useServiceSettingsHistory() {
  return useQuery(serviceSettingsHistoryQueryOptions());
}
