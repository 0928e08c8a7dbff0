import { useQueryClient } from '@tanstack/react-query';
import { alertsQueryKey } from '@/features/alerts/public';
import { ADMIN_ORDERS_KEY } from '@/features/orders/public';
import { RESERVATIONS_KEY } from '@/features/reservations/public';
import { useLiveEvents } from './use-live-events';

/**
 * The back office refetches at once what a live event changed (spec 9's polling stays as the fallback):
 * the alert badge always, the order lists or the reservations depending on the event.
 */
export function useLiveRefresh(): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    void queryClient.invalidateQueries({ queryKey: alertsQueryKey });
    if (event.subject === 'RESERVATION' || event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
    }
    if (event.subject !== 'RESERVATION') void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
  });
}
