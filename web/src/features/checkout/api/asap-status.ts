import type { TOrderType } from '@app/shared/enums';
import { useQuery } from '@tanstack/react-query';

/**
 * Why an ASAP order of `orderType` cannot be placed now, in the diner's language ('We’re closed today.
 * Next open: …', a pause, the order type switched off); null when it can. The server's own answer
 * (GET /api/public/hours/status?asap=true, the rules the order's placement applies); its reader comes
 * lazily with the submit-time code's chunk, so the page's first load carries only this.
 */
export function useAsapClosed(orderType: TOrderType): string | null {
  return (
    useQuery({
      // ['checkout', …] is what a save of the restaurant info invalidates.
      queryKey: ['checkout', 'asap', orderType],
      queryFn: async () => {
        const { getHoursStatus, closedMessage } = await import('./hours-status');
        return closedMessage(await getHoursStatus(orderType, 'asap'));
      },
      staleTime: 30_000,
      refetchInterval: 60_000,
    }).data ?? null
  );
}
