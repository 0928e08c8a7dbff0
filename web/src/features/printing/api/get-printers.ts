import { API } from '@app/shared/api-paths';
import { type TPrinter, ZPrinterSchema } from '@app/shared/printing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/printers */
export function getPrinters(signal?: AbortSignal): Promise<TPrinter[]> {
  return apiGet(API.adminPrinters, { schema: z.array(ZPrinterSchema), signal });
}

/** How long a list read for the print choice counts as fresh: printers change rarely. */
export const PRINTERS_FRESH_MS = 60_000;

export function printersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'printers'],
    queryFn: ({ signal }) => getPrinters(signal),
  });
}

/** The Printers screen's list: refreshed every 15 s, so a printer's state (error, jobs) stays current. */
export function usePrinters() {
  return useQuery({ ...printersQueryOptions(), refetchInterval: 15_000 });
}
