import { SCREEN_ONLINE_SECONDS, type TScreen, type TScreenHeartbeat } from '@app/shared/unseen';
import type { TDb } from '../../db/client';
import { screensRepository } from './repository';

/**
 * How long an instance trusts the last-seen time it read. A kept time can only be too early (screens
 * report later times, never earlier ones), so it can only wrongly say "paused": the automatic pause
 * checks that answer against the database before an order is refused. A heartbeat on this instance
 * forgets it at once.
 */
const LAST_SEEN_MEMO_MS = 5_000;
/** Screens not seen for this long are forgotten. */
export const FORGET_SCREENS_MS = 30 * 86_400_000;

/**
 * The incoming screens' presence: each open incoming screen reports itself (a heartbeat), the back office
 * lists the screens online, and the automatic pause asks when any screen was last seen.
 */
export function screensService(db: TDb) {
  const repo = screensRepository(db);
  let memo: { readAt: number; value: Promise<Date | null> } | undefined;

  function lastSeenAt(fresh = false): Promise<Date | null> {
    const nowMs = Date.now();
    if (!fresh && memo && nowMs - memo.readAt < LAST_SEEN_MEMO_MS) return memo.value;
    const value = repo.lastSeenAt();
    const read = { readAt: nowMs, value };
    memo = read;
    value.catch(() => {
      if (memo === read) memo = undefined;
    });
    return value;
  }

  return {
    async heartbeat(input: TScreenHeartbeat, userId: number | null, now = new Date()): Promise<void> {
      await repo.heartbeat(input, userId, now);
      memo = undefined;
    },

    /** The screens online at `now`, most recent first. */
    async online(now = new Date()): Promise<TScreen[]> {
      const rows = await repo.seenSince(new Date(now.getTime() - SCREEN_ONLINE_SECONDS * 1_000));
      return rows.map((r) => ({
        screenId: r.screenId,
        name: r.name,
        lastSeenAt: r.lastSeenAt.toISOString(),
        soundReady: r.soundReady,
        muted: r.muted,
      }));
    },

    /** How many screens are online at `now`. */
    async onlineCount(now = new Date()): Promise<number> {
      return (await repo.seenSince(new Date(now.getTime() - SCREEN_ONLINE_SECONDS * 1_000))).length;
    },

    /** When any screen was last seen; `fresh` skips the time this instance kept. */
    lastSeenAt,

    /** Forgets the screens not seen for FORGET_SCREENS_MS before `now` (a periodic job). */
    forgetOld: (now: Date) => repo.forgetScreensBefore(new Date(now.getTime() - FORGET_SCREENS_MS)),
  };
}

export type TScreensService = ReturnType<typeof screensService>;
