import {
  ZAdminOrderListQuerySchema,
  ZAdminOrderPageSchema,
  ZAdminOrderSchema,
  ZOrderStatusChangeSchema,
} from '@app/shared/admin-orders';
import { API, ROUTE } from '@app/shared/api-paths';
import { ORDER_KINDS } from '@app/shared/order-kind';
import {
  ZGuestQuerySchema,
  ZGuestsSchema,
  ZStaffBuffetOrderSchema,
  ZStaffMenuOrderSchema,
} from '@app/shared/staff-entry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TOrderAdminService } from './admin-service';
import { refuseMixedCart, ZIdempotencyHeaders } from './routes';
import type { TOrdersService } from './service';

const STAFF_ORDER_SCHEMA = { MENU: ZStaffMenuOrderSchema, BUFFET: ZStaffBuffetOrderSchema } as const;
const OTHER_ITEM_KEY = { MENU: 'buffetItemId', BUFFET: 'menuItemId' } as const;
export const orderAdminRoutes: FastifyPluginAsyncZod<{
  orderAdmin: TOrderAdminService;
  orders: TOrdersService;
}> = async (app, { orderAdmin: service, orders }) => {
  app.get(
    API.adminGuests,
    {
      config: { access: 'admin' },
      schema: { querystring: ZGuestQuerySchema, response: { 200: ZGuestsSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.guests(request.query.q, request.language);
    },
  );

  for (const kind of ORDER_KINDS) {
    app.get(
      ROUTE.adminOrders(kind),
      {
        config: { access: 'admin' },
        schema: { querystring: ZAdminOrderListQuerySchema, response: { 200: ZAdminOrderPageSchema } },
      },
      (request) => service.list(kind, request.query, request.language),
    );
    // A phone order (issue 20): priced like a diner's, entered by the signed-in admin.
    app.post(
      ROUTE.adminOrders(kind),
      {
        config: { access: 'admin' },
        preValidation: refuseMixedCart(OTHER_ITEM_KEY[kind]),
        schema: {
          body: STAFF_ORDER_SCHEMA[kind],
          headers: ZIdempotencyHeaders,
          response: { 201: ZAdminOrderSchema },
        },
      },
      async (request, reply) => {
        const by = await requireAdmin(request);
        const { override, status } = request.body;
        const { id } = await orders.create(
          kind,
          request.body,
          request.headers['idempotency-key'],
          request.language,
          { by, status, overrideReason: override?.reason ?? null },
        );
        return reply.code(201).send(await service.getOne(kind, id, request.language));
      },
    );
    app.patch(
      ROUTE.adminOrderStatus(kind),
      {
        config: { access: 'admin' },
        schema: { params: ZIdParams, body: ZOrderStatusChangeSchema, response: { 200: ZAdminOrderSchema } },
      },
      async (request) =>
        service.setStatus(kind, request.params.id, request.body.status, await requireAdmin(request)),
    );
    // Fetched after a confirmation for printing (spec section 7): admins only, though not under /admin.
    app.get(
      ROUTE.order(kind),
      { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 200: ZAdminOrderSchema } } },
      async (request) => {
        await requireAdmin(request);
        return service.getOne(kind, request.params.id, request.language);
      },
    );
    app.get(
      ROUTE.adminOrderReceipt(kind),
      { config: { access: 'admin' }, schema: { params: ZIdParams } },
      async (request, reply) => {
        const text = await service.receipt(kind, request.params.id);
        return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(text);
      },
    );
  }
};
