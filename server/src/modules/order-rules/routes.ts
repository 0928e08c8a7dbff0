import { API } from '@app/shared/api-paths';
import { ZDeliveryZoneSchema, ZOrderRulesSchema } from '@app/shared/order-rules';
import {
  ZAdminOrderRulesSchema,
  ZDeliveryZonesChangeSchema,
  ZDeliveryZonesInputSchema,
  ZOrderRulesChangeSchema,
  ZOrderRulesInputSchema,
} from '@app/shared/order-rules-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TReadCache } from '../../lib/read-cache';
import { requireAdmin } from '../../plugins/access';
import { registerConditionalGets } from '../../plugins/conditional-get';
import type { TOrderRulesService } from './service';

/**
 * The issue's contract for the restaurant's ordering rules: the back office reads and replaces the
 * delivery zones and the fees and times (ADMIN; bad input answers 422 with the fields named, nothing
 * written) and lists their latest changes; diners' pages read both from the read cache (ETag, rebuilt as
 * soon as a save is committed).
 */
export const orderRulesRoutes: FastifyPluginAsyncZod<{
  orderRules: TOrderRulesService;
  cache: TReadCache;
}> = async (app, { orderRules: service, cache }) => {
  await registerConditionalGets(app);
  const invalid = { validationStatus: 422 } as const;

  app.get(
    API.deliveryZones,
    { config: { access: 'public' }, schema: { response: { 200: z.array(ZDeliveryZoneSchema) } } },
    (request, reply) => cache.reply(request, reply, API.deliveryZones, () => service.publicZones()),
  );
  app.get(
    API.orderSettings,
    { config: { access: 'public' }, schema: { response: { 200: ZOrderRulesSchema } } },
    (request, reply) => cache.reply(request, reply, API.orderSettings, () => service.rules()),
  );

  app.get(
    API.adminDeliveryZones,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZDeliveryZoneSchema) } } },
    () => service.zones(),
  );
  app.put(
    API.adminDeliveryZones,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZDeliveryZonesInputSchema, response: { 200: z.array(ZDeliveryZoneSchema) } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.replaceZones(request.body, by.username);
    },
  );
  app.get(
    API.adminDeliveryZonesHistory,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZDeliveryZonesChangeSchema) } } },
    () => service.zonesHistory(),
  );

  app.get(
    API.adminOrderSettings,
    { config: { access: 'admin' }, schema: { response: { 200: ZAdminOrderRulesSchema } } },
    () => service.adminRules(),
  );
  app.put(
    API.adminOrderSettings,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZOrderRulesInputSchema, response: { 200: ZAdminOrderRulesSchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.updateRules(request.body, by.username);
    },
  );
  app.get(
    API.adminOrderSettingsHistory,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZOrderRulesChangeSchema) } } },
    () => service.rulesHistory(),
  );
};
