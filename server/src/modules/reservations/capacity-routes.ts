import { API, ROUTE } from '@app/shared/api-paths';
import {
  ZAssignTablesSchema,
  ZAvailabilityQuerySchema,
  ZAvailabilitySchema,
  ZReservationSettingsChangeSchema,
  ZReservationSettingsInputSchema,
  ZReservationSettingsSchema,
  ZTableInputSchema,
  ZTableSchema,
} from '@app/shared/reservation-settings';
import { ZReservationSchema } from '@app/shared/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { ZPublicIdParams, ZSerialIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TReservationsService } from './service';

/** A diner tries a few dates and party sizes; a script reading the whole calendar is slowed down. */
const AVAILABILITY_PER_IP = { limit: 120, windowMs: 10 * 60_000 };

/**
 * Reservations by capacity (docs/decisions/027): the public availability, the settings and the tables (ADMIN; bad
 * input answers 422 with the fields named, nothing written), and staff assigning a booking to tables.
 */
export const reservationCapacityRoutes: FastifyPluginAsyncZod<{
  reservations: TReservationsService;
  limiter: TRateLimiter;
}> = async (app, { reservations: service, limiter }) => {
  const capacity = service.capacity;
  const invalid = { validationStatus: 422 } as const;

  app.get(
    API.reservationAvailability,
    {
      config: { access: 'public' },
      schema: { querystring: ZAvailabilityQuerySchema, response: { 200: ZAvailabilitySchema } },
    },
    async (request, reply) => {
      await limiter.consume(`availability-ip:${clientKey(request.ip)}`, AVAILABILITY_PER_IP);
      const { date, people } = request.query;
      // Times move with every booking and every minute: never cached.
      reply.header('cache-control', 'no-store');
      return capacity.availability(date, people);
    },
  );

  app.get(
    API.adminReservationSettings,
    { config: { access: 'admin' }, schema: { response: { 200: ZReservationSettingsSchema } } },
    () => capacity.settings(),
  );
  app.put(
    API.adminReservationSettings,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZReservationSettingsInputSchema, response: { 200: ZReservationSettingsSchema } },
    },
    async (request) => capacity.updateSettings(request.body, (await requireAdmin(request)).username),
  );
  app.get(
    API.adminReservationSettingsHistory,
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.array(ZReservationSettingsChangeSchema) } },
    },
    () => capacity.settingsHistory(),
  );

  app.get(
    API.adminTables,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZTableSchema) } } },
    () => capacity.tables(),
  );
  app.post(
    API.adminTables,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZTableInputSchema, response: { 201: ZTableSchema } },
    },
    async (request, reply) => reply.code(201).send(await capacity.createTable(request.body)),
  );
  app.put(
    ROUTE.adminTable,
    {
      config: { access: 'admin', ...invalid },
      schema: { params: ZSerialIdParams, body: ZTableInputSchema, response: { 200: ZTableSchema } },
    },
    (request) => capacity.updateTable(request.params.id, request.body),
  );
  app.delete(
    ROUTE.adminTable,
    { config: { access: 'admin' }, schema: { params: ZSerialIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await capacity.deleteTable(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    ROUTE.adminReservationTables,
    {
      config: { access: 'admin', ...invalid },
      schema: { params: ZPublicIdParams, body: ZAssignTablesSchema, response: { 200: ZReservationSchema } },
    },
    (request) => service.assignTables(request.params.id, request.body.tableIds),
  );
};
