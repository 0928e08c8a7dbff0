import { API } from '@app/shared/api-paths';
import { type TCloseOut, ZCloseOutSchema } from '@app/shared/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, buildUrl } from '@/lib/api-client';

/** Every close-out in the cache shares this prefix. */
export const CLOSE_OUT_KEY = ['admin', 'reports', 'close-out'] as const;

/** GET /api/admin/reports/close-out?date=YYYY-MM-DD: the business day's figures, open or closed. */
export function getCloseOut(date: string, signal?: AbortSignal): Promise<TCloseOut> {
  return apiGet(API.adminCloseOut, { query: { date }, schema: ZCloseOutSchema, signal });
}

export function closeOutQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...CLOSE_OUT_KEY, date],
    queryFn: ({ signal }) => getCloseOut(date, signal),
  });
}

export function useCloseOut(date: string) {
  return useQuery(closeOutQueryOptions(date));
}

/**
 * POST /api/admin/reports/close-out?date=: closes (freezes) the business day. 409 DAY_CLOSED when it
 * already is. The answer is the frozen close-out; whatever it is, the day is read again after.
 */
export async function closeDay(date: string): Promise<TCloseOut | null> {
  const answer = await apiPost<unknown>(API.adminCloseOut, { query: { date } });
  const parsed = ZCloseOutSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSuccess: (closed, date) => {
      if (closed) queryClient.setQueryData(closeOutQueryOptions(date).queryKey, closed);
    },
    // Also after a refusal (DAY_CLOSED: someone else closed it): show the day as the server has it.
    onSettled: (_data, _error, date) =>
      queryClient.invalidateQueries({ queryKey: closeOutQueryOptions(date).queryKey }),
  });
}

/** POST /api/admin/reports/close-out/print?date=: prints the close-out on the receipt printer now. */
export async function printCloseOut(date: string): Promise<void> {
  await apiPost<unknown>(API.adminCloseOutPrint, { query: { date } });
}

export function usePrintCloseOut() {
  return useMutation({ mutationFn: printCloseOut });
}

/** The close-out as a file: `?date=…&format=csv|pdf` (the session cookie goes along with a plain link). */
export function closeOutFileHref(date: string, format: 'csv' | 'pdf'): string {
  return buildUrl(API.adminCloseOut, { date, format });
}
