import { API } from '@app/shared/api-paths';
import { type TPrintProblem, ZPrintProblemsSchema } from '@app/shared/printing';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/print-problems: tickets waiting for a printer longer than two minutes, oldest first. */
export function getPrintProblems(signal?: AbortSignal): Promise<TPrintProblem[]> {
  return apiGet(API.adminPrintProblems, { schema: ZPrintProblemsSchema, signal });
}

/** Polled as often as the alerts (spec section 9: 15 s). */
const PRINT_PROBLEMS_POLL_MS = 15_000;

/**
 * The incoming screen's banner. A failed read keeps the last answer and says nothing: the alert badge
 * still counts the problems, and the banner is a help, not the only warning.
 */
export function usePrintProblems() {
  return useQuery({
    queryKey: ['admin', 'print-problems'],
    queryFn: ({ signal }) => getPrintProblems(signal),
    refetchInterval: PRINT_PROBLEMS_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
