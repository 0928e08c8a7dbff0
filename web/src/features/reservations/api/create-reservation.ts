import { API } from '@app/shared/api-paths';
import { type TReservationCreated, ZReservationCreatedSchema } from '@app/shared/reservation-guarantee';
import type { TCreateReservation } from '@app/shared/reservations';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/reservations: the new reservation (its id is the diner's tracking code) and, when the party
 * gives a card guarantee, what the card step needs.
 */
export function createReservation(body: TCreateReservation): Promise<TReservationCreated> {
  return apiPost(API.reservations, { body, schema: ZReservationCreatedSchema });
}
