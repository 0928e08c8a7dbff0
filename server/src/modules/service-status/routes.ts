import { API } from '@app/shared/api-paths';
import {
  ZServiceStatusSchema,
  ZServiceStatusViewSchema,
  ZUpdateServiceStatusSchema,
} from '@app/shared/service-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/access';
import type { TServiceStatusService } from './service';

/**
 * The service controls (pause, busy mode). Admins read and replace them (with the latest changes); the public
 * read tells the home and menu pages that online orders are paused, and until when.
 */
export const serviceStatusRoutes: FastifyPluginAsyncZod<{ serviceStatus: TServiceStatusService }> = async (
  app,
  { serviceStatus: service },
) => {
  app.get(
    API.adminServiceStatus,
    { config: { access: 'admin' }, schema: { response: { 200: ZServiceStatusViewSchema } } },
    () => service.view(),
  );
  app.put(
    API.adminServiceStatus,
    {
      config: { access: 'admin' },
      schema: { body: ZUpdateServiceStatusSchema, response: { 200: ZServiceStatusViewSchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.update(request.body, by.username);
    },
  );
  app.get(
    API.publicServiceStatus,
    { config: { access: 'public' }, schema: { response: { 200: ZServiceStatusSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.publicStatus();
    },
  );
};
