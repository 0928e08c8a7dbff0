import { isOpenAt, type TSchedule } from '@app/shared/opening-hours';
import {
  DEFAULT_UNSEEN_SETTINGS,
  SCREEN_ONLINE_SECONDS,
  type TScreen,
  type TScreenAlert,
  type TScreenHeartbeat,
  type TUnseenSettings,
  UNSEEN_LIMITS,
} from '@app/shared/unseen';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { scheduleOfRow } from '../hours/service';
import type { TRestaurantInfoService } from '../restaurant-info/service';
import { unseenRepository } from './repository';

/**
 * How long an instance trusts the last-seen time it read. A kept time can only be too early (screens
 * report later times, never earlier ones), so it can only wrongly say "paused": that answer is checked
 * against the database before an order is refused. A heartbeat on this instance forgets it at once.
 */
const LAST_SEEN_MEMO_MS = 5_000;
/** How far back the current opening window is looked for (a restaurant open around the clock: a day). */
const WINDOW_LOOKBACK_MS = 24 * 3_600_000;
const STEP_MS = 15 * 60_000;
const MINUTE_MS = 60_000;

/**
 * The start of the opening window `now` is in: the earliest instant from which the restaurant has been
 * open without a break until `now` (adjacent ranges are one window), at most a day back; null when
 * closed now. Opening times are whole minutes: searched in quarter hours, then minutes.
 */
export function openingWindowStart(schedule: TSchedule | null, now: Date, timeZone: string): Date | null {
  if (!schedule || !isOpenAt(schedule, now, timeZone)) return null;
  const floor = now.getTime() - WINDOW_LOOKBACK_MS;
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  let open = minute;
  while (open - STEP_MS >= floor && isOpenAt(schedule, new Date(open - STEP_MS), timeZone)) open -= STEP_MS;
  while (open - MINUTE_MS >= floor && isOpenAt(schedule, new Date(open - MINUTE_MS), timeZone))
    open -= MINUTE_MS;
  return new Date(open);
}

/**
 * The automatic pause (issue 24), derived, never stored for the order path: on while the restaurant is
 * open, the pause is not turned off, some screen was seen since the current opening window started
 * (armed: a restaurant that never opened its screen is not paused by surprise) and none for the
 * settings' minutes plus SCREEN_ONLINE_SECONDS. It ends the moment a screen reports itself.
 */
export function judgeAutoPause(
  schedule: TSchedule | null,
  settings: Pick<TUnseenSettings, 'autoPauseAfterMinutes'>,
  lastSeenAt: Date | null,
  now: Date,
  timeZone: string,
): boolean {
  const minutes = settings.autoPauseAfterMinutes;
  if (minutes === null || !lastSeenAt) return false;
  const quietFor = now.getTime() - lastSeenAt.getTime();
  if (quietFor < minutes * MINUTE_MS + SCREEN_ONLINE_SECONDS * 1_000) return false;
  const start = openingWindowStart(schedule, now, timeZone);
  return start !== null && lastSeenAt.getTime() >= start.getTime();
}

export const AUTO_PAUSED_MESSAGE =
  'We are not taking online orders at the moment. Please call us at {phone}.';
export const AUTO_PAUSED_NO_PHONE_MESSAGE = 'We are not taking online orders at the moment.';

/**
 * Throws 400 (code CLOSED, as a staff pause does): online ordering paused by itself; the diner is asked
 * to call the restaurant.
 */
export function throwAutoPaused(phone: string): never {
  const text = phone.trim();
  throw new AppError(400, text ? AUTO_PAUSED_MESSAGE : AUTO_PAUSED_NO_PHONE_MESSAGE, {
    code: 'CLOSED',
    ...(text ? { values: { phone: text } } : {}),
  });
}

/** The settings of a restaurant info row (the defaults before it has any). */
export function unseenSettingsOf(row: { unseen?: TUnseenSettings | null } | undefined): TUnseenSettings {
  return { ...DEFAULT_UNSEEN_SETTINGS, ...(row?.unseen ?? {}) };
}

/**
 * The incoming screens' presence (issue 24): heartbeats, the screens online, and the automatic pause as
 * the order path, the public service status and the back office's banner judge it.
 */
export function presenceService(
  db: TDb,
  deps: { timeZone: string; restaurantInfo: Pick<TRestaurantInfoService, 'stored'> },
) {
  const repo = unseenRepository(db);
  const { timeZone } = deps;
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

  /** Whether online ordering is paused by itself at `now`; kept times only ever confirm "not paused". */
  async function autoPausedWith(
    schedule: TSchedule | null,
    settings: Pick<TUnseenSettings, 'autoPauseAfterMinutes'>,
    now: Date,
  ): Promise<boolean> {
    if (settings.autoPauseAfterMinutes === null) return false;
    if (!judgeAutoPause(schedule, settings, await lastSeenAt(), now, timeZone)) return false;
    return judgeAutoPause(schedule, settings, await lastSeenAt(true), now, timeZone);
  }

  async function current() {
    const row = await deps.restaurantInfo.stored();
    return { schedule: scheduleOfRow(row), settings: unseenSettingsOf(row), phone: row?.phone ?? '' };
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

    autoPausedWith,
    /** When any screen was last seen; `fresh` skips the time this instance kept. */
    lastSeenAt,

    /**
     * The automatic pause at `now` from the stored restaurant info (the public status, on every public
     * page). A screen seen within the shortest pause setting rules it out without reading the settings:
     * the usual case while a screen is on.
     */
    async autoPaused(now = new Date()): Promise<boolean> {
      const last = await lastSeenAt();
      const shortest = UNSEEN_LIMITS.autoPauseAfterMinutes.min * MINUTE_MS + SCREEN_ONLINE_SECONDS * 1_000;
      if (last === null || now.getTime() - last.getTime() < shortest) return false;
      const { schedule, settings } = await current();
      return autoPausedWith(schedule, settings, now);
    },

    /** What every admin page's banner needs (GET /api/admin/alerts' `screens`). */
    async alert(now = new Date()): Promise<TScreenAlert> {
      const [{ schedule, settings }, online, last] = await Promise.all([
        current(),
        repo.seenSince(new Date(now.getTime() - SCREEN_ONLINE_SECONDS * 1_000)),
        lastSeenAt(true),
      ]);
      return {
        openNow: schedule ? isOpenAt(schedule, now, timeZone) : false,
        online: online.length,
        autoPaused: judgeAutoPause(schedule, settings, last, now, timeZone),
      };
    },

    /** Forgets screens not seen since `before` (the sweep, after 30 days). */
    forgetScreensBefore: (before: Date) => repo.forgetScreensBefore(before),
  };
}

export type TPresenceService = ReturnType<typeof presenceService>;
