import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { TDb } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { TPushJob } from './notifications';
import { vapidKeys } from './vapid';

/** How long a push service keeps a message for a device that is offline (a new order goes stale). */
export const PUSH_TTL_S = 15 * 60;

/**
 * Sends one push (encrypted for the device, signed with our VAPID keys). A subscription the push service
 * no longer knows (404, 410) is removed; 429 and 5xx are thrown so the job is retried with backoff; other
 * refusals are logged and dropped (retrying would not help).
 */
export function pushSender(db: TDb, options: { subject: string; log: FastifyBaseLogger }) {
  return {
    async deliver({ subscriptionId, message }: TPushJob): Promise<void> {
      const [subscription] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, subscriptionId))
        .limit(1);
      if (!subscription) return;
      const keys = await vapidKeys(db);
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
          },
        );
        await db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: new Date() })
          .where(eq(pushSubscriptions.id, subscriptionId));
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
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
  };
}
