import {
  type TAdminOrder,
  ZAdminOrderListQuerySchema,
  ZAdminOrderPageSchema,
  ZAdminOrderSchema,
  ZOrderStatusChangeSchema,
} from '@app/shared/admin-orders';
import { API, ROUTE } from '@app/shared/api-paths';
import { ORDER_KINDS } from '@app/shared/order-kind';
import {
  STAFF_ORDER_SCHEMA,
  STAFF_QUOTE_SCHEMA,
  ZGuestQuerySchema,
  ZGuestsSchema,
  ZStaffQuoteSchema,
} from '@app/shared/staff-entry';
import type { TEscalation } from '@app/shared/unseen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TOrderAdminService } from './admin-service';
import { placeOrderOptions } from './routes';
import type { TOrdersService } from './service';

export const orderAdminRoutes: FastifyPluginAsyncZod<{
  orderAdmin: TOrderAdminService;
  orders: TOrdersService;
  /** The unseen-order steps of the listed orders (the escalation module answers it). */
  unseen: {
    ordersUnseenOf(
      ids: string[],
    ): Promise<{ escalations: Map<string, TEscalation[]>; refundFailed: Set<string> }>;
  };
}> = async (app, { orderAdmin: service, orders, unseen }) => {
  /**
   * The orders with the escalation steps done because nobody saw them in time, and whether
   * the refund after an automatic cancellation failed.
   */
  async function withEscalations(list: TAdminOrder[]): Promise<TAdminOrder[]> {
    const { escalations, refundFailed } = await unseen.ordersUnseenOf(list.map((o) => o.id));
    return list.map((o) => ({
      ...o,
      escalations: escalations.get(o.id) ?? [],
      ...(refundFailed.has(o.id) ? { autoRefundFailed: true } : {}),
    }));
  }
  const withEscalationsOne = async (order: TAdminOrder) => (await withEscalations([order]))[0] ?? order;

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
      async (request) => {
        const page = await service.list(kind, request.query, request.language);
        return { ...page, items: await withEscalations(page.items) };
      },
    );
    // A phone order: priced like a diner's, entered by the signed-in admin.
    app.post(
      ROUTE.adminOrders(kind),
      placeOrderOptions('admin', kind, STAFF_ORDER_SCHEMA[kind], ZAdminOrderSchema),
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
        // Entered just now: nothing has been escalated yet.
        const order = await service.getOne(kind, id, request.language);
        return reply.code(201).send({ ...order, escalations: [] });
      },
    );
    // What the caller will pay, priced by the server as the order will be, before staff save it.
    app.post(
      ROUTE.adminOrderQuote(kind),
      {
        config: { access: 'admin' },
        schema: { body: STAFF_QUOTE_SCHEMA[kind], response: { 200: ZStaffQuoteSchema } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return orders.quote(kind, request.body, request.language);
      },
    );
    app.patch(
      ROUTE.adminOrderStatus(kind),
      {
        config: { access: 'admin' },
        schema: { params: ZIdParams, body: ZOrderStatusChangeSchema, response: { 200: ZAdminOrderSchema } },
      },
      async (request) =>
        withEscalationsOne(
          await service.setStatus(kind, request.params.id, request.body.status, await requireAdmin(request)),
        ),
    );
    // Fetched after a confirmation for printing (spec section 7): admins only, though not under /admin.
    app.get(
      ROUTE.order(kind),
      { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 200: ZAdminOrderSchema } } },
      async (request) => {
        await requireAdmin(request);
        return withEscalationsOne(await service.getOne(kind, request.params.id, request.language));
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
