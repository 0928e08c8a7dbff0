import { API } from '@app/shared/api-paths';
import { type TKitchenTicket, ZKitchenTicketSchema } from '@app/shared/kitchen';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

/** Every kitchen read, for invalidating them together on a live event. */
export const KITCHEN_KEY = ['kitchen'] as const;

/** GET /api/kitchen/tickets?station=ID: the station's open tickets, oldest start first. */
export function getKitchenTickets(stationId: number, signal?: AbortSignal): Promise<TKitchenTicket[]> {
  return apiGet(API.kitchenTickets, {
    query: { station: stationId },
    schema: z.array(ZKitchenTicketSchema),
    signal,
  });
}

export function kitchenTicketsQueryOptions(stationId: number) {
  return queryOptions({
    queryKey: [...KITCHEN_KEY, 'tickets', stationId],
    queryFn: ({ signal }) => getKitchenTickets(stationId, signal),
  });
}
