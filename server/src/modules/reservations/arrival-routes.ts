import { ROUTE } from '@app/shared/api-paths';
import { ZReservationSchema } from '@app/shared/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TReservationsService } from './service';

/**
 * Staff mark a CONFIRMED booking's party arrived (POST) or take a mistaken tap back (DELETE); both answer the
 * booking with `arrivedAt` and the guest's record, 409 NOT_CONFIRMED for any other status. Recorded in the
 * booking's history (field 'arrival'). A no-show is a status (PATCH …/status, no-shows.ts has its rules).
 */
export const reservationArrivalRoutes: FastifyPluginAsyncZod<{ reservations: TReservationsService }> = async (
  app,
  { reservations: service },
) => {
  const schema = { params: ZPublicIdParams, response: { 200: ZReservationSchema } };
  app.post(ROUTE.adminReservationArrived, { config: { access: 'admin' }, schema }, async (request) =>
    service.setArrived(request.params.id, true, await requireAdmin(request)),
  );
  app.delete(ROUTE.adminReservationArrived, { config: { access: 'admin' }, schema }, async (request) =>
    service.setArrived(request.params.id, false, await requireAdmin(request)),
  );
};
