import { API, ROUTE } from '@app/shared/api-paths';
import {
  ZOptionGroupInputSchema,
  ZOptionGroupSchema,
  ZOptionSoldOutInputSchema,
} from '@app/shared/dish-options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSerialIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TDishOptionsService } from './service';

/**
 * /api/admin/option-groups (docs/decisions/026): list, create, edit (with its options), delete; an option's sold
 * out today. For admins, declared on each route (plugins/access.ts checks it before the handler).
 */
export const dishOptionsRoutes: FastifyPluginAsyncZod<{ dishOptions: TDishOptionsService }> = async (
  app,
  { dishOptions: service },
) => {
  app.get(
    API.adminOptionGroups,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZOptionGroupSchema) } } },
    () => service.list(),
  );
  app.post(
    API.adminOptionGroups,
    {
      config: { access: 'admin' },
      schema: { body: ZOptionGroupInputSchema, response: { 201: ZOptionGroupSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );
  app.put(
    ROUTE.adminOptionGroup,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZOptionGroupInputSchema, response: { 200: ZOptionGroupSchema } },
    },
    (request) => service.update(request.params.id, request.body),
  );
  app.delete(
    ROUTE.adminOptionGroup,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.put(
    ROUTE.adminOptionSoldOut,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZOptionSoldOutInputSchema, response: { 200: ZOptionGroupSchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.setOptionSoldOut(request.params.id, request.body.soldOut, by.username);
    },
  );
};
