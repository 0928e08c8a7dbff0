import { PUBLIC_API } from '@app/shared/public-api-paths';
import { type TAvailability, ZAvailabilitySchema } from '@app/shared/reservation-settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/reservations/availability?date=&people=: the free start times of a day for a party. */
export function getAvailability(
  question: { date: string; people: number },
  signal?: AbortSignal,
): Promise<TAvailability> {
  return apiGet(PUBLIC_API.reservationAvailability, { query: question, schema: ZAvailabilitySchema, signal });
}

export function availabilityQueryOptions(question: { date: string; people: number } | null) {
  return queryOptions({
    queryKey: ['reservations', 'availability', question] as const,
    queryFn: ({ signal }) => getAvailability(question as { date: string; people: number }, signal),
    enabled: question !== null,
    // Tables fill up while the diner types: asked again after a minute, not on every keystroke.
    staleTime: 60_000,
    // While another day or party is asked about, the last answer still says whether the restaurant
    // keeps tables, so the form does not jump back to the whole day's list.
    placeholderData: keepPreviousData,
    // Not knowing the tables is not an error for the diner: the form falls back to the whole day.
    retry: 1,
  });
}

/** The latest answer and whether it belongs to another day or party than the one asked about now. */
export function useAvailability(question: { date: string; people: number } | null) {
  const query = useQuery(availabilityQueryOptions(question));
  return { answer: query.isError ? undefined : query.data, stale: query.isPlaceholderData };
}
