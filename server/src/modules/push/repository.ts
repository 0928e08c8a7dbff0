import type { TLanguage } from '@app/shared/languages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type TPushTag = (typeof pushSubscriptions.$inferSelect)['tag'];
export type TPushSubscriptionTag = { id: number; tag: string; language: TLanguage };

/** The admins' devices subscribed to pushes (one row per endpoint and tag). */
export function pushSubscriptionsRepository(db: TDb) {
  return {
    /**
     * Subscribes a device, or renews its keys, owner and language when it subscribed with this tag before.
     */
    async upsert(values: {
      endpoint: string;
      tag: TPushTag;
      p256dh: string;
      auth: string;
      userId: number;
      language: TLanguage;
    }) {
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: [pushSubscriptions.endpoint, pushSubscriptions.tag],
          set: {
            p256dh: values.p256dh,
            auth: values.auth,
            userId: values.userId,
            language: values.language,
            updatedAt: new Date(),
          },
        });
    },
    /** Every subscribed device with its tag and language, by id (for the order path's snapshot). */
    tags(): Promise<TPushSubscriptionTag[]> {
      return db
        .select({
          id: pushSubscriptions.id,
          tag: pushSubscriptions.tag,
          language: pushSubscriptions.language,
        })
        .from(pushSubscriptions)
        .orderBy(asc(pushSubscriptions.id));
    },
    /** The devices subscribed with one of `tags`, with their language, read in a change's transaction. */
    idsWithTagInTx(tx: TTx, tags: TPushTag[]): Promise<{ id: number; language: TLanguage }[]> {
      return tx
        .select({ id: pushSubscriptions.id, language: pushSubscriptions.language })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.tag, tags));
    },
    async findById(id: number) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
      return row;
    },
    async markDelivered(id: number) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: new Date() })
        .where(eq(pushSubscriptions.id, id));
    },
    async remove(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type TPushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;
