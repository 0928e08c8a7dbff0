import { API, ROUTE } from '@app/shared/api-paths';
import {
  ZCategoryChangeSchema,
  ZCategoryCreateSchema,
  ZCategorySchema,
  ZCategoryUpdateSchema,
} from '@app/shared/categories';
import { ZPublicCategorySchema } from '@app/shared/public-categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TReadCache } from '../../lib/read-cache';
import { requireAdmin } from '../../plugins/access';
import { registerConditionalGets } from '../../plugins/conditional-get';
import type { TCategoriesService } from './service';

/** A category's code in the path; an unknown one is a 404 from the service. */
const ZCodeParams = z.strictObject({ code: z.string().min(1).max(64) });

/**
 * GET /api/categories (public, cached per language like the other public reads) and the back office's
 * /api/admin/categories: list, create, rename / move / hide (PUT), delete, and the change log. Bad input
 * answers 422 (VALIDATION) with the fields named and changes nothing; a code taken or in use, 409.
 */
export const categoriesRoutes: FastifyPluginAsyncZod<{
  categories: TCategoriesService;
  cache: TReadCache;
}> = async (app, { categories: service, cache }) => {
  await registerConditionalGets(app);
  // Bad input answers 422 with the fields named, as the rules' other admin routes (decision 019).
  const invalid = { validationStatus: 422 } as const;

  app.get(
    API.categories,
    { config: { access: 'public' }, schema: { response: { 200: z.array(ZPublicCategorySchema) } } },
    (request, reply) =>
      cache.reply(request, reply, `${API.categories}|${request.language}`, () =>
        service.listPublic(request.language),
      ),
  );

  app.get(
    API.adminCategories,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZCategorySchema) } } },
    () => service.list(),
  );
  app.get(
    API.adminCategoriesHistory,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZCategoryChangeSchema) } } },
    () => service.history(),
  );
  app.post(
    API.adminCategories,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZCategoryCreateSchema, response: { 201: ZCategorySchema } },
    },
    async (request, reply) => {
      const by = await requireAdmin(request);
      return reply.code(201).send(await service.create(request.body, by.username));
    },
  );
  app.put(
    ROUTE.adminCategory,
    {
      config: { access: 'admin', ...invalid },
      schema: { params: ZCodeParams, body: ZCategoryUpdateSchema, response: { 200: ZCategorySchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.update(request.params.code, request.body, by.username);
    },
  );
  app.delete(
    ROUTE.adminCategory,
    { config: { access: 'admin' }, schema: { params: ZCodeParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const by = await requireAdmin(request);
      await service.remove(request.params.code, by.username);
      return reply.code(204).send(null);
    },
  );
};
