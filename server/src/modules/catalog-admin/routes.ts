import { API, ROUTE } from '@app/shared/api-paths';
import { ZAdminFoodItemSchema, ZBuffetItemSchema, ZMenuItemSchema } from '@app/shared/catalog';
import {
  ZBuffetItemInputSchema,
  ZFoodItemInputSchema,
  ZMenuItemInputSchema,
  ZSoldOutInputSchema,
} from '@app/shared/catalog-admin';
import { ZSoldOutChangeSchema } from '@app/shared/service-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSerialIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TCatalogAdminService } from './service';

/**
 * /api/admin/food-items, /api/admin/menu-items, /api/admin/buffet-items: list, create, edit,
 * delete; sold out today per menu and buffet item (issue 18) with its history. Each route is declared for admins (plugins/access.ts checks it before the handler).
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

  // Menu items
  app.get(
    API.adminMenuItems,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZMenuItemSchema) } } },
    () => service.listMenuItems(),
  );
  app.post(
    API.adminMenuItems,
    {
      config: { access: 'admin' },
      schema: { body: ZMenuItemInputSchema, response: { 201: ZMenuItemSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.createMenuItem(request.body)),
  );
  app.put(
    ROUTE.adminMenuItem,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZMenuItemInputSchema, response: { 200: ZMenuItemSchema } },
    },
    (request) => service.updateMenuItem(request.params.id, request.body),
  );
  app.delete(
    ROUTE.adminMenuItem,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: deleted } },
    async (request, reply) => {
      await service.deleteMenuItem(request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Buffet items
  app.get(
    API.adminBuffetItems,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZBuffetItemSchema) } } },
    () => service.listBuffetItems(),
  );
  app.post(
    API.adminBuffetItems,
    {
      config: { access: 'admin' },
      schema: { body: ZBuffetItemInputSchema, response: { 201: ZBuffetItemSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.createBuffetItem(request.body)),
  );
  app.put(
    ROUTE.adminBuffetItem,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZBuffetItemInputSchema, response: { 200: ZBuffetItemSchema } },
    },
    (request) => service.updateBuffetItem(request.params.id, request.body),
  );
  app.delete(
    ROUTE.adminBuffetItem,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: deleted } },
    async (request, reply) => {
      await service.deleteBuffetItem(request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Sold out today (issue 18): until the next opening day; `available` stays the permanent switch.
  app.put(
    ROUTE.adminMenuItemSoldOut,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZSoldOutInputSchema, response: { 200: ZMenuItemSchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.setMenuItemSoldOut(request.params.id, request.body.soldOut, by.username);
    },
  );
  app.put(
    ROUTE.adminBuffetItemSoldOut,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZSoldOutInputSchema, response: { 200: ZBuffetItemSchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.setBuffetItemSoldOut(request.params.id, request.body.soldOut, by.username);
    },
  );
  app.get(
    API.adminSoldOutHistory,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZSoldOutChangeSchema) } } },
    () => service.soldOutHistory(),
  );
};
