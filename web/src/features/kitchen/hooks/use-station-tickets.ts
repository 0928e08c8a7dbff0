import type { TKitchenTicket } from '@app/shared/kitchen';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { kitchenTicketsQueryOptions } from '../api/get-tickets';
import { type TPendingBump, withPendingBumps } from '../bump-queue';
import { hasOpenItems } from '../kitchen-logic';
import { isConnectionFailure } from './use-bump-queue';

/**
 * The live stream makes the display read its tickets within a second of a change; this slower read is
 * the safety net for a stream that dropped without anyone noticing.
 */
export const KITCHEN_REFETCH_MS = 20_000;

/**
 * A station's open tickets as the cook sees them: the server's, with the taps still on their way
 * applied, and without the cards whose items are all done. Through a network loss the last tickets
 * stay; each read reports whether it reached the server.
 */
export function useStationTickets(
  stationId: number,
  pending: readonly TPendingBump[],
  report: (online: boolean) => void,
) {
  const query = useQuery({
    ...kitchenTicketsQueryOptions(stationId),
    refetchInterval: KITCHEN_REFETCH_MS,
    refetchIntervalInBackground: true,
  });

  useEffect(() => {
    if (query.isSuccess && !query.isError && query.dataUpdatedAt > 0) report(true);
  }, [query.dataUpdatedAt, query.isSuccess, query.isError, report]);
  useEffect(() => {
    if (query.error && isConnectionFailure(query.error)) report(false);
  }, [query.error, report]);

  const tickets = useMemo<TKitchenTicket[] | undefined>(
    () =>
      query.data
        ? withPendingBumps(
            query.data,
            pending.filter((bump) => bump.stationId === stationId),
          ).filter(hasOpenItems)
        : undefined,
    [query.data, pending, stationId],
  );
  return { tickets, error: query.data ? null : query.error, loading: query.isPending };
}
