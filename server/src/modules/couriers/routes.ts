import { API, ROUTE } from '@app/shared/api-paths';
import {
  ZAssignCourierSchema,
  ZCourierDeliveriesSchema,
  ZCourierDeliverySchema,
  ZCourierShiftSchema,
  ZCourierShiftsQuerySchema,
  ZCourierShiftsSchema,
  ZCouriersSchema,
  ZDeliveredSchema,
  ZSettleShiftSchema,
  ZStartShiftSchema,
} from '@app/shared/couriers';
import { ORDER_KINDS } from '@app/shared/order-kind';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicIdParams, ZSerialIdParams } from '../../lib/route-params';
import { requireAdmin, requireCourier } from '../../plugins/access';
import type { TCouriersService } from './service';

const ZOrderIdParams = z.object({ orderId: z.string().min(1).max(64) });
const SMALL_BODY_BYTES = 1024;

/**
 * The restaurant's own couriers (docs/decisions/034). `courier` (a COURIER account, or an admin): their
 * deliveries, the ready ones nobody has, their open shift, and the steps take, picked up, delivered. Admins:
 * the courier accounts, dispatch's list, assigning a courier, and the shifts with their cash.
 */
export const couriersRoutes: FastifyPluginAsyncZod<{ couriers: TCouriersService }> = async (
  app,
  { couriers },
) => {
  const invalid = { validationStatus: 422 } as const;
  const actor = async (request: Parameters<typeof requireCourier>[0]) => {
    const { userId, username, role } = await requireCourier(request);
    return { userId, username, isAdmin: role === 'ADMIN' };
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    API.courierDeliveries,
    { config: { access: 'courier' }, schema: { response: { 200: ZCourierDeliveriesSchema } } },
    async (request) => couriers.mine((await requireCourier(request)).userId),
  );
  app.get(
    API.courierReady,
    { config: { access: 'courier' }, schema: { response: { 200: ZCourierDeliveriesSchema } } },
    () => couriers.unassigned(),
  );
  app.get(
    API.courierShift,
    { config: { access: 'courier' }, schema: { response: { 200: z.nullable(ZCourierShiftSchema) } } },
    async (request) => couriers.myShift((await requireCourier(request)).userId),
  );
  app.post(
    ROUTE.courierTake,
    {
      config: { access: 'courier' },
      bodyLimit: SMALL_BODY_BYTES,
      schema: { params: ZOrderIdParams, response: { 200: ZCourierDeliverySchema } },
    },
    async (request) => couriers.take(request.params.orderId, await actor(request)),
  );
  app.post(
    ROUTE.courierPickedUp,
    {
      config: { access: 'courier' },
      bodyLimit: SMALL_BODY_BYTES,
      schema: { params: ZOrderIdParams, response: { 200: ZCourierDeliverySchema } },
    },
    async (request) => couriers.pickedUp(request.params.orderId, await actor(request)),
  );
  app.post(
    ROUTE.courierDelivered,
    {
      config: { access: 'courier', ...invalid },
      bodyLimit: SMALL_BODY_BYTES,
      schema: { params: ZOrderIdParams, body: ZDeliveredSchema, response: { 200: ZCourierDeliverySchema } },
    },
    async (request) =>
      couriers.delivered(request.params.orderId, request.body.cashCollected, await actor(request)),
  );

  app.get(
    API.adminCouriers,
    { config: { access: 'admin' }, schema: { response: { 200: ZCouriersSchema } } },
    () => couriers.couriers(),
  );
  app.get(
    API.adminDispatch,
    { config: { access: 'admin' }, schema: { response: { 200: ZCourierDeliveriesSchema } } },
    () => couriers.dispatch(),
  );
  for (const kind of ORDER_KINDS) {
    app.put(
      ROUTE.adminOrderCourier(kind),
      {
        config: { access: 'admin', ...invalid },
        bodyLimit: SMALL_BODY_BYTES,
        schema: {
          params: ZPublicIdParams,
          body: ZAssignCourierSchema,
          response: { 200: ZCourierDeliverySchema },
        },
      },
      async (request) => couriers.assign(kind, request.params.id, request.body.courierId, request.body.bags),
    );
  }
  app.get(
    API.adminCourierShifts,
    {
      config: { access: 'admin' },
      schema: { querystring: ZCourierShiftsQuerySchema, response: { 200: ZCourierShiftsSchema } },
    },
    (request) => couriers.shifts(request.query.date),
  );
  app.post(
    API.adminCourierShifts,
    {
      config: { access: 'admin', ...invalid },
      bodyLimit: SMALL_BODY_BYTES,
      schema: { body: ZStartShiftSchema, response: { 201: ZCourierShiftSchema } },
    },
    async (request, reply) => {
      const { username } = await requireAdmin(request);
      return reply
        .code(201)
        .send(await couriers.startShift(request.body.courierId, request.body.float, username));
    },
  );
  app.post(
    ROUTE.adminCourierShiftSettle,
    {
      config: { access: 'admin', ...invalid },
      bodyLimit: SMALL_BODY_BYTES,
      schema: { params: ZSerialIdParams, body: ZSettleShiftSchema, response: { 200: ZCourierShiftSchema } },
    },
    async (request) => {
      const { username } = await requireAdmin(request);
      return couriers.settle(request.params.id, request.body.handedIn, username);
    },
  );
};
