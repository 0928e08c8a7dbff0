import { API, ROUTE } from '@app/shared/api-paths';
import { ZAdminBuffetItemSchema, ZAdminFoodItemSchema, ZAdminMenuItemSchema } from '@app/shared/catalog';
import {
  ZBuffetItemInputSchema,
  ZFoodItemInputSchema,
  ZMenuItemInputSchema,
  ZSoldOutInputSchema,
} from '@app/shared/catalog-admin';
import { ORDER_KINDS, type TOrderKind } from '@app/shared/order-kind';
import { ZSoldOutChangeSchema } from '@app/shared/service-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSerialIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TCatalogAdminService } from './service';

/**
 * The paths, payload and answer of the back office's menu items and buffet items (spec section 7):
 * the same calls at each kind's own paths, so the routes below are registered once per kind.
 */
const ITEM_ROUTES = {
  MENU: {
    list: API.adminMenuItems,
    item: ROUTE.adminMenuItem,
    soldOut: ROUTE.adminMenuItemSoldOut,
    body: ZMenuItemInputSchema,
    answer: ZAdminMenuItemSchema,
  },
  BUFFET: {
    list: API.adminBuffetItems,
    item: ROUTE.adminBuffetItem,
    soldOut: ROUTE.adminBuffetItemSoldOut,
    body: ZBuffetItemInputSchema,
    answer: ZAdminBuffetItemSchema,
  },
} as const satisfies Record<TOrderKind, unknown>;

/**
 * /api/admin/food-items, /api/admin/menu-items, /api/admin/buffet-items: list, create, edit, delete;
 * sold out today per menu and buffet item, with its history. Food items differ from the other two (texts
 * per language, declarations, a delete refused while in use); menu and buffet items are one resource
 * by kind. Each route is declared for admins (plugins/access.ts checks it before the handler).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ catalogAdmin: TCatalogAdminService }> = async (
  app,
  { catalogAdmin: service },
) => {
  const deleted = { 204: z.null() };

  // Food items
  app.get(
    API.adminFoodItems,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZAdminFoodItemSchema) } } },
    () => service.listFoodItems(),
  );
  app.post(
    API.adminFoodItems,
    {
      config: { access: 'admin' },
      schema: { body: ZFoodItemInputSchema, response: { 201: ZAdminFoodItemSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.createFoodItem(request.body)),
  );
  app.put(
    ROUTE.adminFoodItem,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZFoodItemInputSchema, response: { 200: ZAdminFoodItemSchema } },
    },
    (request) => service.updateFoodItem(request.params.id, request.body),
  );
  app.delete(
    ROUTE.adminFoodItem,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: deleted } },
    async (request, reply) => {
      await service.deleteFoodItem(request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Menu and buffet items: one resource, registered per kind from ITEM_ROUTES.
  for (const kind of ORDER_KINDS) {
    const { list, item, soldOut, body, answer } = ITEM_ROUTES[kind];
    app.get(list, { config: { access: 'admin' }, schema: { response: { 200: z.array(answer) } } }, () =>
      service.listItems(kind),
    );
    app.post(
      list,
      { config: { access: 'admin' }, schema: { body, response: { 201: answer } } },
      async (request, reply) => reply.code(201).send(await service.createItem(kind, request.body)),
    );
    app.put(
      item,
      { config: { access: 'admin' }, schema: { params: ZIdParams, body, response: { 200: answer } } },
      (request) => service.updateItem(kind, request.params.id, request.body),
    );
    app.delete(
      item,
      { config: { access: 'admin' }, schema: { params: ZIdParams, response: deleted } },
      async (request, reply) => {
        await service.deleteItem(kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
    // Sold out today: until the next opening day; `available` stays the permanent switch.
    app.put(
      soldOut,
      {
        config: { access: 'admin' },
        schema: { params: ZIdParams, body: ZSoldOutInputSchema, response: { 200: answer } },
      },
      async (request) => {
        const by = await requireAdmin(request);
        return service.setItemSoldOut(kind, request.params.id, request.body.soldOut, by.username);
      },
    );
  }
  app.get(
    API.adminSoldOutHistory,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZSoldOutChangeSchema) } } },
    () => service.soldOutHistory(),
  );
};
