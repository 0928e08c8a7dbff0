import { OTHER_PAGE_DATA_ID, ZOtherPageDataSchema } from '@app/shared/other-page-data';
import type { QueryClient } from '@tanstack/react-query';
import { legalInfoQueryOptions } from '@/features/restaurant-info/api/get-legal-info';
import { voucherSettingsQueryOptions } from '@/features/vouchers/api/get-voucher-settings';
import { readPageJson } from '@/lib/page-json';

/**
 * The data /legal, /privacy and /vouchers brought in their HTML (shared other-page-data.ts) as their
 * queries' data, checked as the API's answers are, so that they draw at once what the server drew.
 * The voucher terms are asked for again at once (they are not among the data a kept page's version
 * follows); the legal details are fixed while the server runs.
 */
export function seedOtherPageData(queryClient: QueryClient): void {
  const data = readPageJson(OTHER_PAGE_DATA_ID, ZOtherPageDataSchema);
  if (!data) return;
  if (data.legalInfo) queryClient.setQueryData(legalInfoQueryOptions().queryKey, data.legalInfo);
  if (data.voucherSettings)
    queryClient.setQueryData(voucherSettingsQueryOptions().queryKey, data.voucherSettings, { updatedAt: 0 });
}
