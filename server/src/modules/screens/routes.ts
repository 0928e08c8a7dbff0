import { API } from '@app/shared/api-paths';
import { ZScreenHeartbeatSchema, ZScreenSchema } from '@app/shared/unseen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { requireAdmin } from '../../plugins/access';
import type { TScreensService } from './service';

/** A screen reports every 20 s and on each sound or mute change: a few screens per address fit easily. */
const HEARTBEATS_PER_ADDRESS = { limit: 120, windowMs: 60_000 };

/**
 * The incoming screens' presence: each open incoming screen reports itself; the back office lists the
 * screens online. Admins only (declared here, enforced by plugins/access.ts).
 */
export const screensRoutes: FastifyPluginAsyncZod<{
  screens: TScreensService;
  limiter: TRateLimiter;
}> = async (app, { screens, limiter }) => {
  app.post(
    API.adminScreensHeartbeat,
    {
      config: { access: 'admin' },
      schema: { body: ZScreenHeartbeatSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const by = await requireAdmin(request);
      await limiter.consume(`screen-heartbeat:${clientKey(request.ip)}`, HEARTBEATS_PER_ADDRESS);
      await screens.heartbeat(request.body, by.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    API.adminScreens,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZScreenSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return screens.online();
    },
  );
};
