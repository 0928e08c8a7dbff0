import type { TScreenHeartbeat } from '@app/shared/unseen';
import { desc, gte, lt, max } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { screens } from '../../db/schema';

/** The incoming screens that reported themselves: one row per browser, with when it was last seen. */
export function screensRepository(db: TDb) {
  return {
    async heartbeat(input: TScreenHeartbeat, userId: number | null, now: Date): Promise<void> {
      const values = {
        name: input.name,
        userId,
        lastSeenAt: now,
        soundReady: input.soundReady,
        muted: input.muted,
      };
      await db
        .insert(screens)
        .values({ screenId: input.screenId, ...values })
        .onConflictDoUpdate({ target: screens.screenId, set: values });
    },

    /** The screens seen at or after `since`, most recent first. */
    seenSince(since: Date) {
      return db
        .select()
        .from(screens)
        .where(gte(screens.lastSeenAt, since))
        .orderBy(desc(screens.lastSeenAt), screens.screenId)
        .limit(100);
    },

    /** When any screen was last seen (one max() on screens_last_seen_idx); null: never. */
    async lastSeenAt(): Promise<Date | null> {
      const [row] = await db.select({ at: max(screens.lastSeenAt) }).from(screens);
      return row?.at ?? null;
    },

    async forgetScreensBefore(before: Date): Promise<void> {
      await db.delete(screens).where(lt(screens.lastSeenAt, before));
    },
  };
}
