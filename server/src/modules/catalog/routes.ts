import { API } from '@app/shared/api-paths';
import { ZBuffetItemSchema, ZFoodItemSchema, ZMenuItemSchema } from '@app/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TReadCache } from '../../lib/read-cache';
import { registerConditionalGets } from '../../plugins/conditional-get';
import type { TCatalogService } from './service';

/** Public catalogue reads: no login needed (spec section 6). */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: TCatalogService; cache: TReadCache }> = async (
  app,
  { catalog: service, cache },
) => {
  await registerConditionalGets(app);

  app.get(
    API.menuItems,
    { config: { access: 'public' }, schema: { response: { 200: z.array(ZMenuItemSchema) } } },
    (request, reply) =>
      cache.reply(request, reply, `${API.menuItems}|${request.language}`, () =>
        service.listMenuItems(request.language),
      ),
  );
  app.get(
    API.foodItems,
    { config: { access: 'public' }, schema: { response: { 200: z.array(ZFoodItemSchema) } } },
    (request, reply) =>
      cache.reply(request, reply, `${API.foodItems}|${request.language}`, () =>
        service.listFoodItems(request.language),
      ),
  );
  app.get(
    API.buffetItems,
    { config: { access: 'public' }, schema: { response: { 200: z.array(ZBuffetItemSchema) } } },
    (request, reply) =>
      cache.reply(request, reply, `${API.buffetItems}|${request.language}`, () =>
        service.listBuffetItems(request.language),
      ),
  );
};
