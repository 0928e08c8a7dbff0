import { API } from '@app/shared/api-paths';
import { parseClientDateTime } from '@app/shared/opening-hours';
import { ZOrderSlotsQuerySchema, ZOrderSlotsSchema } from '@app/shared/order-slots';
import { MSG, ZHoursStatusQuerySchema, ZHoursStatusSchema } from '@app/shared/orders';
import { isIsoDate } from '@app/shared/special-days';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/translate';
import { badRequest } from '../../lib/app-error';
import type { THoursService } from './service';

/**
 * GET /api/public/hours/status?orderType=&at=&asap= : is the restaurant open at `at` (ISO with offset,
 * or restaurant-local without one; default now)? Delivery and takeaway share the opening hours and the
 * special days; a pause of online orders for the order type answers closed, with the resume
 * time, and so does a full slot, with the next free time.
 * GET /api/public/order-slots?orderType=&date= : the times the checkout offers.
 */
export const hoursRoutes: FastifyPluginAsyncZod<{
  hours: THoursService;
  zone: { readonly timeZone: string };
}> = async (app, { hours: service, zone }) => {
  app.get(
    API.publicHoursStatus,
    {
      config: { access: 'public' },
      schema: { querystring: ZHoursStatusQuerySchema, response: { 200: ZHoursStatusSchema } },
    },
    async (request) => {
      const { at, orderType, asap } = request.query;
      const instant = asap === 'true' ? 'asap' : at ? parseClientDateTime(at, zone.timeZone) : new Date();
      if (!instant) throw badRequest(MSG.scheduledInvalid, { at: MSG.scheduledInvalid });
      const status = await service.status(instant, orderType);
      return { ...status, message: translate(request.language, status.message) };
    },
  );

  app.get(
    API.publicOrderSlots,
    {
      config: { access: 'public' },
      schema: { querystring: ZOrderSlotsQuerySchema, response: { 200: ZOrderSlotsSchema } },
    },
    async (request, reply) => {
      const { orderType, date } = request.query;
      if (date !== undefined && !isIsoDate(date))
        throw badRequest(MSG.scheduledInvalid, { date: MSG.scheduledInvalid });
      // Times move with every order and every minute: never cached.
      reply.header('cache-control', 'no-store');
      return service.orderSlots(orderType, date);
    },
  );
};
