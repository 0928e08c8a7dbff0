import { API, ROUTE } from '@app/shared/api-paths';
import { ZRestaurantInfoInputSchema } from '@app/shared/catalog-admin';
import { type TProcessor, ZLegalInfoSchema } from '@app/shared/legal';
import { ZRestaurantInfoSchema } from '@app/shared/restaurant-info';
import { ZAdminRestaurantInfoSchema, ZRestaurantTextsChangeSchema } from '@app/shared/restaurant-texts';
import { ZServiceSettingsChangeSchema } from '@app/shared/service-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TReadCache } from '../../lib/read-cache';
import { ZSerialIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import { registerConditionalGets } from '../../plugins/conditional-get';
import type { TRestaurantInfoService } from './service';

/**
 * Public read of the current info, and the back office's read and save (declared for admins,
 * checked by plugins/access.ts). The public read is answered from the
 * read cache, which rebuilds it as soon as a save is committed (lib/read-cache.ts). The legal notice's
 * processors come from the configuration (processors.ts), fixed while the app runs.
 */
export const restaurantInfoRoutes: FastifyPluginAsyncZod<{
  restaurantInfo: TRestaurantInfoService;
  cache: TReadCache;
  processors: TProcessor[];
}> = async (app, { restaurantInfo: service, cache, processors }) => {
  await registerConditionalGets(app);
  app.get(
    API.restaurantInfoCurrent,
    { config: { access: 'public' }, schema: { response: { 200: ZRestaurantInfoSchema } } },
    // The about text and the delivery note are in the request's language: one answer per language.
    (request, reply) =>
      cache.reply(request, reply, `${API.restaurantInfoCurrent}|${request.language}`, () =>
        service.current(request.language),
      ),
  );

  app.get(
    API.publicLegal,
    { config: { access: 'public' }, schema: { response: { 200: ZLegalInfoSchema } } },
    // The notice's text in the request's language (answers vary by Accept-Language, as every /api one).
    async (request) => ({ processors, notice: await service.legalNotice(request.language) }),
  );

  app.get(
    API.adminRestaurantInfo,
    { config: { access: 'admin' }, schema: { response: { 200: ZAdminRestaurantInfoSchema } } },
    () => service.adminCurrent(),
  );
  app.put(
    ROUTE.adminRestaurantInfoById,
    {
      config: { access: 'admin' },
      schema: {
        params: ZIdParams,
        body: ZRestaurantInfoInputSchema,
        response: { 200: ZAdminRestaurantInfoSchema },
      },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.update(request.params.id, request.body, by.username);
    },
  );
  app.get(
    API.adminServiceSettingsHistory,
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.array(ZServiceSettingsChangeSchema) } },
    },
    () => service.settingsHistory(),
  );
  app.get(
    API.adminRestaurantTextsHistory,
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.array(ZRestaurantTextsChangeSchema) } },
    },
    () => service.textsHistory(),
  );
};
