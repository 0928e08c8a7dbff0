import { API } from '@app/shared/api-paths';
import { type TPrinter, type ZPrinterInputSchema, ZPrinterSchema } from '@app/shared/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiPost, apiPut } from '@/lib/api-client';
import { printersQueryOptions } from './get-printers';

export type TPrinterBody = z.output<typeof ZPrinterInputSchema>;

/** POST /api/admin/printers */
export function createPrinter(body: TPrinterBody): Promise<TPrinter> {
  return apiPost(API.adminPrinters, { body, schema: ZPrinterSchema });
}

/** PUT /api/admin/printers/{id} */
export function updatePrinter({ id, body }: { id: number; body: TPrinterBody }): Promise<TPrinter> {
  return apiPut(API.adminPrinter(id), { body, schema: ZPrinterSchema });
}

export function useCreatePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey }),
  });
}

export function useUpdatePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey }),
  });
}
