import { API } from '@app/shared/api-paths';
import { type TCreateReservation, type TReservation, ZReservationSchema } from '@app/shared/reservations';
import { apiPost } from '@/lib/api-client';

/** POST /api/reservations: the new REQUESTED reservation; its id is the diner's tracking code. */
export function createReservation(body: TCreateReservation): Promise<TReservation> {
  return apiPost(API.reservations, { body, schema: ZReservationSchema });
}
