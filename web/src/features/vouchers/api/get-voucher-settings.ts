import { PUBLIC_API } from '@app/shared/public-api-paths';
import { type TVoucherSettings, ZVoucherSettingsSchema } from '@app/shared/vouchers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The owner's terms for vouchers bought online: whether they are sold, the amounts, the validity. */
export function getVoucherSettings(signal?: AbortSignal): Promise<TVoucherSettings> {
  return apiGet(PUBLIC_API.voucherSettings, { schema: ZVoucherSettingsSchema, signal });
}

export function voucherSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['vouchers', 'settings'],
    queryFn: ({ signal }) => getVoucherSettings(signal),
    // The owner changes them rarely; a minute spares a reload between the form and its answer.
    staleTime: 60_000,
  });
}

export function useVoucherSettings() {
  return useQuery(voucherSettingsQueryOptions());
}
