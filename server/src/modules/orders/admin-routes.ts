import {
  ZAdminOrderListQuerySchema,
  ZAdminOrderSchema,
  ZOrderStatusChangeSchema,
} from '@app/shared/admin-orders';
import { ROUTE } from '@app/shared/api-paths';
import { ORDER_KINDS } from '@app/shared/order-kind';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TOrderAdminService } from './admin-service';

/** Order lists, status changes, the full order for printing, and its receipt text. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ orderAdmin: TOrderAdminService }> = async (
  app,
  { orderAdmin: service },
) => {
  for (const kind of ORDER_KINDS) {
    app.get(
      ROUTE.adminOrders(kind),
      {
        config: { access: 'admin' },
        schema: { querystring: ZAdminOrderListQuerySchema, response: { 200: z.array(ZAdminOrderSchema) } },
      },
      (request) => service.list(kind, request.query, request.language),
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
