import type https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { TDb } from '../../db/client';
import {
  checkPushEndpoint,
  PUSH_HOST_REFUSED,
  publicOnlyAgent,
  type TPushHostPolicy,
} from './endpoint-guard';
import type { TPushJob } from './notifications';
import type { TPushSubscriptionsRepository } from './repository';
import { vapidKeys } from './vapid';

/** How long a push service keeps a message for a device that is offline (a new order goes stale). */
export const PUSH_TTL_S = 15 * 60;

/**
 * Sends one push (encrypted for the device, signed with our VAPID keys). A subscription the push service
 * no longer knows (404, 410) is removed; 429 and 5xx are thrown so the job is retried with backoff; other
 * refusals are logged and dropped (retrying would not help). An endpoint whose host is (now) not a
 * public address is never contacted: its subscription is removed (modules/push/endpoint-guard.ts).
 */
export function pushSender(
  db: TDb,
  subscriptions: TPushSubscriptionsRepository,
  options: { subject: string; log: FastifyBaseLogger; hosts: TPushHostPolicy },
) {
  // Made at the first push, so that it takes the process's https defaults as they are by then.
  let agent: https.Agent | undefined;
  async function removeUnsafe(subscriptionId: number, detail: string) {
    await subscriptions.remove(subscriptionId);
    options.log.warn(
      { subscriptionId, detail },
      'push endpoint not on a public address; subscription removed',
    );
  }

  return {
    async deliver({ subscriptionId, message }: TPushJob): Promise<void> {
      const subscription = await subscriptions.findById(subscriptionId);
      if (!subscription) return;
      const check = await checkPushEndpoint(subscription.endpoint, options.hosts);
      if (!check.ok && check.reason === 'refused') return removeUnsafe(subscriptionId, check.detail);
      // No DNS answer (yet): tried again later, as a push service that cannot be reached.
      if (!check.ok) throw new Error(`push endpoint host unresolved: ${check.detail}`);
      const keys = await vapidKeys(db);
      agent ??= publicOnlyAgent(options.hosts);
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(message),
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: PUSH_TTL_S,
            urgency: 'high',
            topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
            timeout: 15_000,
            agent,
          },
        );
        await subscriptions.markDelivered(subscriptionId);
      } catch (error) {
        // The name changed to a non-public address after the check: the agent refused to connect.
        if ((error as { code?: unknown }).code === PUSH_HOST_REFUSED) {
          return removeUnsafe(subscriptionId, (error as Error).message);
        }
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await subscriptions.remove(subscriptionId);
          options.log.info({ subscriptionId, status }, 'push subscription gone; removed');
          return;
        }
        if (status === undefined || status === 429 || status >= 500) {
          options.log.warn({ subscriptionId, status, err: error }, 'push failed; it will be retried');
          throw error;
        }
        options.log.warn({ subscriptionId, status, err: error }, 'push refused; dropped');
      }
    },
    /** Closes the kept-alive connections to push services. */
    close: () => agent?.destroy(),
  };
}
