import { useQuery, useQueryClient } from '@tanstack/react-query';
import { passOrdersQueryOptions } from '@/features/kitchen/api/get-pass';
import { useHandOut } from '@/features/kitchen/api/hand-out';
import { useLiveEvents } from '@/features/live/public';
import { ADMIN_ORDERS_KEY } from '@/features/orders/public';
import { PassStrip } from '@/features/pass/components/pass-strip';

/**
 * How often the front's view of the kitchen reads the pass again when no live event came (the live
 * stream makes it read at once on each bump, each order becoming ready and each status change).
 */
export const PASS_REFRESH_MS = 10_000;

/**
 * The kitchen's progress on the incoming screen (the pass, GET /api/kitchen/pass), and "Hand out" for
 * the orders every station has finished: a takeaway goes to its diner, a delivery to its driver.
 */
export function IncomingPass() {
  const queryClient = useQueryClient();
  const pass = useQuery({ ...passOrdersQueryOptions(), refetchInterval: PASS_REFRESH_MS });
  useLiveEvents((event) => {
    if (event.type.startsWith('order.') || event.type === 'resync')
      void queryClient.invalidateQueries({ queryKey: passOrdersQueryOptions().queryKey });
  });
  const handOut = useHandOut({ alsoRefresh: [ADMIN_ORDERS_KEY] });
  return (
    <PassStrip
      orders={pass.data}
      pending={handOut.isPending ? (handOut.variables?.orderId ?? null) : null}
      onHandOut={(order) => handOut.mutate(order)}
    />
  );
}
