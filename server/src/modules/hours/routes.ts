import { API } from '@app/shared/api-paths';
import { parseClientDateTime } from '@app/shared/opening-hours';
import { MSG, ZHoursStatusQuerySchema, ZHoursStatusSchema } from '@app/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/translate';
import { badRequest } from '../../lib/app-error';
import type { THoursService } from './service';

/**
 * GET /api/public/hours/status?orderType=&at= : is the restaurant open at `at` (ISO with offset, or
 * restaurant-local without one; default now)? Delivery and takeaway share the opening hours; a pause
 * of online orders (issue 18) for the order type answers closed, with the resume time.
 */
export const hoursRoutes: FastifyPluginAsyncZod<{ hours: THoursService; timeZone: string }> = async (
  app,
  { hours: service, timeZone },
) => {
  app.get(
    API.publicHoursStatus,
    {
      config: { access: 'public' },
      schema: { querystring: ZHoursStatusQuerySchema, response: { 200: ZHoursStatusSchema } },
    },
    async (request) => {
      const { at, orderType } = request.query;
      const instant = at ? parseClientDateTime(at, timeZone) : new Date();
      if (!instant) throw badRequest(MSG.scheduledInvalid, { at: MSG.scheduledInvalid });
      const status = await service.status(instant, orderType);
      return { ...status, message: translate(request.language, status.message) };
    },
  );
};
