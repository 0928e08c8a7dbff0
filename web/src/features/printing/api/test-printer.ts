import { API } from '@app/shared/api-paths';
import { ZPrinterTestResultSchema } from '@app/shared/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiPost } from '@/lib/api-client';
import { printersQueryOptions } from './get-printers';

export type TPrinterTestResult = z.infer<typeof ZPrinterTestResultSchema>;

/**
 * POST /api/admin/printers/{id}/test: prints a test page now, 200 `{ printedAt }`, or 502
 * PRINTER_UNAVAILABLE with the reason (not reachable, out of paper...) as its message.
 */
export function testPrinter(id: number): Promise<TPrinterTestResult> {
  return apiPost(API.adminPrinterTest(id), { schema: ZPrinterTestResultSchema });
}

/** Either way the printer's state (last error, last print) has changed: the list is read again. */
export function useTestPrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testPrinter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey }),
  });
}
