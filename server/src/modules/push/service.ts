import type { TDb } from '../../db/client';
import type { TPushSubscriptionsRepository, TPushTag } from './repository';
import { vapidKeys } from './vapid';

/** Web push for the back office: the VAPID public key, subscribing devices, and who is subscribed. */
export function pushService(db: TDb, repo: TPushSubscriptionsRepository) {
  return {
    vapidPublicKey: async (): Promise<string> => (await vapidKeys(db)).publicKey,
    subscribe: (values: { endpoint: string; tag: TPushTag; p256dh: string; auth: string; userId: number }) =>
      repo.upsert(values),
    /** Every subscribed admin device with its tag (the order path keeps them in its snapshot). */
    subscriptionTags: () => repo.tags(),
  };
}

export type TPushService = ReturnType<typeof pushService>;
