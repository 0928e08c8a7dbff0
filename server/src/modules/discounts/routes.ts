import { API } from '@app/shared/api-paths';
import { ZActiveDiscountSchema, ZSaleSettingsSchema, ZUpdateSaleSettingsSchema } from '@app/shared/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerConditionalGets } from '../../plugins/conditional-get';
import type { TDiscountsService } from './service';

/**
 * The sale: read and saved by the back office (routes declared for admins); the active percents are
 * public (checkout). Read fresh on every request, so a save shows at once.
 */
export const discountsRoutes: FastifyPluginAsyncZod<{ discounts: TDiscountsService }> = async (
  app,
  { discounts: service },
) => {
  await registerConditionalGets(app);

  app.get(
    API.adminDiscountsCurrent,
    { config: { access: 'admin' }, schema: { response: { 200: ZSaleSettingsSchema } } },
    () => service.current(),
  );
  app.put(
    API.adminDiscountsCurrent,
    {
      config: { access: 'admin' },
      schema: { body: ZUpdateSaleSettingsSchema, response: { 200: ZSaleSettingsSchema } },
    },
    (request) => service.update(request.body),
  );

  app.get(
    API.publicDiscountsActive,
    { config: { access: 'public' }, schema: { response: { 200: ZActiveDiscountSchema } } },
    () => service.activeSale(new Date()),
  );
};
