import { API } from '@app/shared/api-paths';
import { ALERT_KINDS } from '@app/shared/order-kind';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { requireAdmin } from '../../plugins/access';
import { checkPushEndpoint, PUSH_ENDPOINT_MESSAGE, type TPushHostPolicy } from './endpoint-guard';
import type { TPushService } from './service';

const base64url = z
  .string()
  .trim()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A push service endpoint (push services speak https only). */
const ZEndpoint = z.url({ protocol: /^https$/, error: 'must be an https URL' }).max(1000);

export const ZPushSubscriptionSchema = z.strictObject({
  endpoint: ZEndpoint,
  tag: z.enum(['admin', ...ALERT_KINDS]).default('admin'),
  keys: z.strictObject({ p256dh: base64url, auth: base64url }),
  expirationTime: z.number().nullable().optional(),
});

/**
 * Spec 7: the VAPID public key, and subscribing a device. The paths are public as the spec names them,
 * but a subscription is only taken from a signed-in admin: pushes announce orders.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ push: TPushService; pushHosts: TPushHostPolicy }> = async (
  app,
  { push, pushHosts },
) => {
  app.get(
    API.webpushVapidKey,
    { config: { access: 'public' }, schema: { response: { 200: z.object({ publicKey: z.string() }) } } },
    async () => ({
      publicKey: await push.vapidPublicKey(),
    }),
  );

  app.post(
    API.webpushSubscribe,
    {
      config: { access: 'admin' },
      schema: { body: ZPushSubscriptionSchema, response: { 201: z.object({ subscribed: z.literal(true) }) } },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { endpoint, tag, keys } = request.body;
      // Only push services on the public internet: the server sends requests to this URL.
      if (!(await checkPushEndpoint(endpoint, pushHosts)).ok) {
        throw badRequest(PUSH_ENDPOINT_MESSAGE, { endpoint: PUSH_ENDPOINT_MESSAGE });
      }
      // The back office sends its chosen language with every request: the device's pushes speak it.
      await push.subscribe({
        endpoint,
        tag,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userId: admin.userId,
        language: request.language,
      });
      return reply.code(201).send({ subscribed: true as const });
    },
  );
};
