import { ROUTE } from '@app/shared/api-paths';
import { ZReservationHistorySchema } from '@app/shared/reservation-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicIdParams } from '../../lib/route-params';
import type { TReservationsService } from './service';

/**
 * A booking's history for staff, oldest first: status changes with who made them, arrivals, and the guest's own
 * changes through the private link with what changed. 404 for an id nothing is known of; a deleted booking
 * still answers its history (closed by DELETED).
 */
export const reservationHistoryRoutes: FastifyPluginAsyncZod<{ reservations: TReservationsService }> = async (
  app,
  { reservations: service },
) => {
  app.get(
    ROUTE.adminReservationHistory,
    {
      config: { access: 'admin' },
      schema: { params: ZPublicIdParams, response: { 200: ZReservationHistorySchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.history(request.params.id);
    },
  );
};
