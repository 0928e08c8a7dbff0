import { API, ROUTE } from '@app/shared/api-paths';
import { ZAdminReservationSchema, ZReservationCreatedSchema } from '@app/shared/reservation-guarantee';
import {
  ZCreateReservationSchema,
  ZReservationListQuerySchema,
  ZReservationSchema,
  ZReservationStatusChangeSchema,
} from '@app/shared/reservations';
import { ZReservationUpdateSchema, ZStaffReservationSchema } from '@app/shared/staff-entry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { ZPublicIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import { reservationArrivalRoutes } from './arrival-routes';
import { reservationCapacityRoutes } from './capacity-routes';
import { reservationDayRoutes } from './day-routes';
import { reservationHistoryRoutes } from './history-routes';
import { reservationManageRoutes } from './manage-routes';
import type { TReservationsService } from './service';

const REQUESTS_PER_IP = { limit: 20, windowMs: 10 * 60_000 };

export const reservationsRoutes: FastifyPluginAsyncZod<{
  reservations: TReservationsService;
  limiter: TRateLimiter;
}> = async (app, { reservations: service, limiter }) => {
  await app.register(reservationCapacityRoutes, { reservations: service, limiter });
  await app.register(reservationArrivalRoutes, { reservations: service });
  await app.register(reservationManageRoutes, { manage: service.manage, limiter });
  await app.register(reservationDayRoutes, { reservations: service });
  await app.register(reservationHistoryRoutes, { reservations: service });

  app.post(
    API.reservations,
    {
      config: { access: 'public' },
      schema: { body: ZCreateReservationSchema, response: { 201: ZReservationCreatedSchema } },
    },
    async (request, reply) => {
      await limiter.consume(
        `reservation-ip:${clientKey(request.ip)}`,
        REQUESTS_PER_IP,
        'Too many reservation requests. Please call us.',
      );
      return reply.code(201).send(await service.create(request.body, request.language));
    },
  );

  app.get(
    API.adminReservations,
    {
      config: { access: 'admin' },
      schema: {
        querystring: ZReservationListQuerySchema,
        response: { 200: z.array(ZAdminReservationSchema) },
      },
    },
    (request) => service.list(request.query),
  );

  // A booking taken by phone.
  app.post(
    API.adminReservations,
    {
      config: { access: 'admin' },
      schema: { body: ZStaffReservationSchema, response: { 201: ZReservationSchema } },
    },
    async (request, reply) => {
      const by = await requireAdmin(request);
      return reply.code(201).send(await service.createByStaff(request.body, by, request.language));
    },
  );

  // The whole booking as staff changed it: time, people, guest, requests, status.
  app.put(
    ROUTE.adminReservation,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZReservationUpdateSchema, response: { 200: ZReservationSchema } },
    },
    async (request) => service.update(request.params.id, request.body, await requireAdmin(request)),
  );

  app.patch(
    ROUTE.adminReservationStatus,
    {
      config: { access: 'admin' },
      schema: {
        params: ZIdParams,
        body: ZReservationStatusChangeSchema,
        response: { 200: ZReservationSchema },
      },
    },
    async (request) => {
      const session = await request.getSession();
      if (!session?.username) throw unauthorized();
      return service.setStatus(request.params.id, request.body.status, {
        userId: session.userId,
        username: session.username,
      });
    },
  );

  app.delete(
    ROUTE.adminReservation,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const session = await request.getSession();
      if (!session?.username) throw unauthorized();
      await service.remove(request.params.id, { userId: session.userId, username: session.username });
      return reply.code(204).send(null);
    },
  );
};
