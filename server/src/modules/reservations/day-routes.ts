import { API } from '@app/shared/api-paths';
import {
  ZReservationDayQuerySchema,
  ZReservationDaySchema,
  ZWalkInSchema,
} from '@app/shared/reservation-day';
import { ZReservationSchema } from '@app/shared/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/access';
import { type TReservationsService, toReservation } from './service';

/**
 * The day on one screen (docs/decisions/027), ADMIN only: a day's tables, bookings and seats per quarter
 * hour, and a walk-in seated now. Moving a booking uses the existing routes (its tables, its time).
 */
export const reservationDayRoutes: FastifyPluginAsyncZod<{ reservations: TReservationsService }> = async (
  app,
  { reservations: service },
) => {
  app.get(
    API.adminReservationDay,
    {
      config: { access: 'admin' },
      schema: { querystring: ZReservationDayQuerySchema, response: { 200: ZReservationDaySchema } },
    },
    async (request, reply) => {
      const { date } = request.query;
      reply.header('cache-control', 'no-store');
      return service.day.day(date);
    },
  );

  app.post(
    API.adminReservationWalkIn,
    {
      config: { access: 'admin' },
      schema: { body: ZWalkInSchema, response: { 201: ZReservationSchema } },
    },
    async (request, reply) => {
      const by = await requireAdmin(request);
      const { row, tableIds } = await service.day.walkIn(request.body, by, request.language);
      return reply.code(201).send(toReservation(row, tableIds));
    },
  );
};
