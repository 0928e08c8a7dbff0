import type { TLanguage } from '@app/shared/languages';
import type { TDb, TTx } from '../../db/client';
import type { TJobs } from '../../jobs/queue';
import type { TPushMessageIn } from './notifications';
import type { TPushSubscriptionsRepository, TPushTag } from './repository';
import { vapidKeys } from './vapid';

/** Web push for the back office: the VAPID public key, subscribing devices, and who is subscribed. */
export function pushService(db: TDb, repo: TPushSubscriptionsRepository, jobs?: Pick<TJobs, 'send'>) {
  return {
    vapidPublicKey: async (): Promise<string> => (await vapidKeys(db)).publicKey,
    subscribe: (values: {
      endpoint: string;
      tag: TPushTag;
      p256dh: string;
      auth: string;
      userId: number;
      language: TLanguage;
    }) => repo.upsert(values),
    /** Every subscribed admin device with its tag (the order path keeps them in its snapshot). */
    subscriptionTags: () => repo.tags(),
    /**
     * A push to every admin device subscribed with one of `tags` (an escalation of an unseen order): one job
     * per device in the caller's transaction, in the device's language, delivered like the new-order
     * pushes. Returns how many.
     */
    async notifyAdmins(tx: TTx, tags: TPushTag[], message: TPushMessageIn): Promise<number> {
      if (!jobs) throw new Error('pushService was built without the job queue');
      const targets = await repo.idsWithTagInTx(tx, tags);
      for (const target of targets)
        await jobs.send(tx, 'push', { subscriptionId: target.id, message: message(target.language) });
      return targets.length;
    },
  };
}

export type TPushService = ReturnType<typeof pushService>;
