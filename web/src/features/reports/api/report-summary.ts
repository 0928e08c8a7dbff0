import { API } from '@app/shared/api-paths';
import { type TReportSummary, ZReportSummarySchema } from '@app/shared/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDayRange } from '@/features/reports/business-day';
import { apiGet, buildUrl } from '@/lib/api-client';

/** GET /api/admin/reports/summary?from=&to=: the reports page's figures and chart data. */
export function getReportSummary(range: TDayRange, signal?: AbortSignal): Promise<TReportSummary> {
  return apiGet(API.adminReportSummary, {
    query: { from: range.from, to: range.to },
    schema: ZReportSummarySchema,
    signal,
  });
}

export function reportSummaryQueryOptions(range: TDayRange) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'summary', range.from, range.to],
    queryFn: ({ signal }) => getReportSummary(range, signal),
    // A new range keeps the last figures on screen until the new ones are in.
    placeholderData: keepPreviousData,
  });
}

export function useReportSummary(range: TDayRange) {
  return useQuery(reportSummaryQueryOptions(range));
}

/** GET /api/admin/reports/orders.csv?from=&to=: one line per order line, for the accountant. */
export function ordersCsvHref(range: TDayRange): string {
  return buildUrl(API.adminOrdersCsv, { from: range.from, to: range.to });
}
