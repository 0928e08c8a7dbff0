import type { TServiceStatus } from '@app/shared/service-status';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * Minutes until an ASAP order is ready: the restaurant's minutes for the order type (with a delivery
 * zone's extra minutes, `baseMinutes`), plus busy mode's while it is on (the server adds the same when
 * the order is placed). Read without a schema: the checkout's budget has no room for one, and a wrong
 * answer only changes this hint (the server decides the time).
 */
export function useAsapLeadMinutes(baseMinutes: number): number {
  const busy = useQuery({
    queryKey: ['checkout', 'busy'],
    queryFn: () => apiGet<TServiceStatus>('/api/public/service-status'),
  }).data;
  return baseMinutes + (busy?.extraUntil && Date.parse(busy.extraUntil) > Date.now() ? busy.extraMinutes : 0);
}
