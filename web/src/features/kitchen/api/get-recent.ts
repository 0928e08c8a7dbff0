import { API } from '@app/shared/api-paths';
import { type TKitchenTicket, ZKitchenTicketSchema } from '@app/shared/kitchen';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { KITCHEN_KEY } from './get-tickets';

/** GET /api/kitchen/recent?station=ID: the station's last ten finished tickets, the latest first. */
export function getRecentTickets(stationId: number, signal?: AbortSignal): Promise<TKitchenTicket[]> {
  return apiGet(API.kitchenRecent, {
    query: { station: stationId },
    schema: z.array(ZKitchenTicketSchema),
    signal,
  });
}

export function recentTicketsQueryOptions(stationId: number) {
  return queryOptions({
    queryKey: [...KITCHEN_KEY, 'recent', stationId],
    queryFn: ({ signal }) => getRecentTickets(stationId, signal),
  });
}
