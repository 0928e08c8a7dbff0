import {
  ZAdminOrderListQuerySchema,
  ZAdminOrderSchema,
  ZOrderStatusChangeSchema,
} from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { requireAdmin } from '../../plugins/access';
import { orderAdminService } from './admin-service';

const ZIdParams = z.object({ id: z.string().min(1).max(64) });

/** Order lists, status changes, the full order for printing, and its receipt text. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ db: TDb; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const service = orderAdminService(db, { timeZone });

  for (const [adminPath, publicPath, kind] of [
    [API.adminOrders, API.orders, 'MENU'],
    [API.adminBuffetOrders, API.buffetOrders, 'BUFFET'],
  ] as const) {
    app.get(
      adminPath,
      {
        config: { access: 'admin' },
        schema: { querystring: ZAdminOrderListQuerySchema, response: { 200: z.array(ZAdminOrderSchema) } },
      },
      (request) => service.list(kind, request.query),
    );
    app.patch(
      `${adminPath}/:id/status`,
      {
        config: { access: 'admin' },
        schema: { params: ZIdParams, body: ZOrderStatusChangeSchema, response: { 200: ZAdminOrderSchema } },
      },
      async (request) =>
        service.setStatus(kind, request.params.id, request.body.status, await requireAdmin(request)),
    );
    // Fetched after a confirmation for printing (spec section 7): admins only, though not under /admin.
    app.get(
      `${publicPath}/:id`,
      { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 200: ZAdminOrderSchema } } },
      async (request) => {
        await requireAdmin(request);
        return service.getOne(kind, request.params.id);
      },
    );
    app.get(
      `${adminPath}/:id/receipt`,
      { config: { access: 'admin' }, schema: { params: ZIdParams } },
      async (request, reply) => {
        const text = await service.receipt(kind, request.params.id);
        return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(text);
      },
    );
  }
};
