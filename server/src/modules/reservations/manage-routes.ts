import {
  MANAGE_ROUTE,
  ZManageCancelSchema,
  ZManageChangeSchema,
  ZManagedReservationSchema,
} from '@app/shared/reservation-manage';
import { ZAvailabilityQuerySchema, ZAvailabilitySchema } from '@app/shared/reservation-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import type { TReservationManage } from './manage-service';

/** Reading the booking and its free times: a guest tries a few days and sizes, a script is slowed down. */
const READS_PER_IP = { limit: 120, windowMs: 10 * 60_000 };
/** Changes and cancellations: as many as new requests (POST /api/reservations). */
const WRITES_PER_IP = { limit: 20, windowMs: 10 * 60_000 };
/** `{ reservationDateTime, numberOfPeople }` takes well under this. */
const BODY_BYTES = 1024;

/** Any text: an unknown or malformed token answers the same 404 as any miss (never a 400 that tells them apart). */
const ZTokenParams = z.object({ token: z.string() });

/**
 * The guest's private link (manage-service.ts): public, found by the token alone. Answers are never cached:
 * they change with every booking and every minute (the cut-off).
 */
export const reservationManageRoutes: FastifyPluginAsyncZod<{
  manage: TReservationManage;
  limiter: TRateLimiter;
}> = async (app, { manage, limiter }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const read = (ip: string) => limiter.consume(`manage-read-ip:${clientKey(ip)}`, READS_PER_IP);
  const write = (ip: string) =>
    limiter.consume(`manage-write-ip:${clientKey(ip)}`, WRITES_PER_IP, 'Too many changes. Please call us.');

  app.get(
    MANAGE_ROUTE.reservation,
    {
      config: { access: 'public' },
      schema: { params: ZTokenParams, response: { 200: ZManagedReservationSchema } },
    },
    async (request) => {
      await read(request.ip);
      return manage.view(request.params.token);
    },
  );

  app.put(
    MANAGE_ROUTE.reservation,
    {
      config: { access: 'public' },
      bodyLimit: BODY_BYTES,
      schema: {
        params: ZTokenParams,
        body: ZManageChangeSchema,
        response: { 200: ZManagedReservationSchema },
      },
    },
    async (request) => {
      await write(request.ip);
      return manage.change(request.params.token, request.body);
    },
  );

  app.post(
    MANAGE_ROUTE.cancel,
    {
      config: { access: 'public' },
      bodyLimit: BODY_BYTES,
      schema: {
        params: ZTokenParams,
        body: ZManageCancelSchema,
        response: { 200: ZManagedReservationSchema },
      },
    },
    async (request) => {
      await write(request.ip);
      return manage.cancel(request.params.token);
    },
  );

  app.get(
    MANAGE_ROUTE.availability,
    {
      config: { access: 'public' },
      schema: {
        params: ZTokenParams,
        querystring: ZAvailabilityQuerySchema,
        response: { 200: ZAvailabilitySchema },
      },
    },
    async (request) => {
      await read(request.ip);
      const { date, people } = request.query;
      return manage.availability(request.params.token, date, people);
    },
  );
};
