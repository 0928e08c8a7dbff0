import { API } from '@app/shared/api-paths';
import {
  type TServiceStatusView,
  type TUpdateServiceStatus,
  ZServiceStatusViewSchema,
} from '@app/shared/service-status';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';

/** GET /api/admin/service-status: pause and busy mode as they are now, the next opening, the latest changes. */
export function getServiceStatus(signal?: AbortSignal): Promise<TServiceStatusView> {
  return apiGet(API.adminServiceStatus, { schema: ZServiceStatusViewSchema, signal });
}

export function serviceStatusQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'service-status'],
    queryFn: ({ signal }) => getServiceStatus(signal),
    // A pause or busy mode ends by itself, and another tablet may change them: look again every minute.
    refetchInterval: 60_000,
  });
}

export function useServiceStatus() {
  return useQuery(serviceStatusQueryOptions());
}

/** PUT /api/admin/service-status: the whole state. */
export function updateServiceStatus(body: TUpdateServiceStatus): Promise<TServiceStatusView> {
  return apiPut(API.adminServiceStatus, { body, schema: ZServiceStatusViewSchema });
}

export function useUpdateServiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceStatus,
    onSuccess: (saved) => queryClient.setQueryData(serviceStatusQueryOptions().queryKey, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: serviceStatusQueryOptions().queryKey }),
  });
}
