import { isOpenAt, type TSchedule } from '@app/shared/opening-hours';
import {
  SCREEN_ONLINE_SECONDS,
  type TScreenAlert,
  type TUnseenSettings,
  UNSEEN_LIMITS,
} from '@app/shared/unseen';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { scheduleOfRow, type TRestaurantInfoService, unseenSettingsOf } from '../restaurant-info';
import type { TScreensService } from '../screens';
import { autoPauseRepository } from './repository';

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
 * The automatic pause, derived, never stored for the order path: on while the restaurant is
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

/**
 * The automatic pause: online ordering stops by itself while no incoming screen is open during opening
 * hours (so nobody would see the orders). The order path, the public service status and the back
 * office's banner judge it from the screens' last report; a periodic check records when each pause
 * started and ended in the service controls' change log.
 */
export function autoPauseService(
  db: TDb,
  deps: {
    timeZone: string;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    screens: Pick<TScreensService, 'lastSeenAt' | 'onlineCount'>;
    /** Writes the pause's start (true) or end (false) to the change log, in the transaction given. */
    recordPause: (tx: TTx, paused: boolean, now: Date) => Promise<void>;
  },
) {
  const repo = autoPauseRepository(db);
  const { screens } = deps;

  /** Whether online ordering is paused by itself at `now`; kept times only ever confirm "not paused". */
  async function autoPausedWith(
    schedule: TSchedule | null,
    settings: Pick<TUnseenSettings, 'autoPauseAfterMinutes'>,
    now: Date,
  ): Promise<boolean> {
    if (settings.autoPauseAfterMinutes === null) return false;
    if (!judgeAutoPause(schedule, settings, await screens.lastSeenAt(), now, deps.timeZone)) return false;
    return judgeAutoPause(schedule, settings, await screens.lastSeenAt(true), now, deps.timeZone);
  }

  async function current() {
    const row = await deps.restaurantInfo.stored();
    return { schedule: scheduleOfRow(row), settings: unseenSettingsOf(row) };
  }

  return {
    autoPausedWith,

    /**
     * The automatic pause at `now` from the stored restaurant info (the public status, on every public
     * page). A screen seen within the shortest pause setting rules it out without reading the settings:
     * the usual case while a screen is on.
     */
    async autoPaused(now = new Date()): Promise<boolean> {
      const last = await screens.lastSeenAt();
      const shortest = UNSEEN_LIMITS.autoPauseAfterMinutes.min * MINUTE_MS + SCREEN_ONLINE_SECONDS * 1_000;
      if (last === null || now.getTime() - last.getTime() < shortest) return false;
      const { schedule, settings } = await current();
      return autoPausedWith(schedule, settings, now);
    },

    /** What every admin page's banner needs (GET /api/admin/alerts' `screens`). */
    async alert(now = new Date()): Promise<TScreenAlert> {
      const [{ schedule, settings }, online, last] = await Promise.all([
        current(),
        screens.onlineCount(now),
        screens.lastSeenAt(true),
      ]);
      return {
        openNow: schedule ? isOpenAt(schedule, now, deps.timeZone) : false,
        online,
        autoPaused: judgeAutoPause(schedule, settings, last, now, deps.timeZone),
      };
    },

    /** Records the automatic pause's start and end (by "system") as it stands at `now`: a periodic job. */
    async notePause(now: Date): Promise<void> {
      const { schedule, settings } = await current();
      const paused = judgeAutoPause(schedule, settings, await screens.lastSeenAt(true), now, deps.timeZone);
      const open = await repo.openPause();
      if (paused && !open) {
        await repo.startPause(now, (tx) => deps.recordPause(tx, true, now));
      } else if (!paused && open) {
        await repo.endPause(open.id, now, (tx) => deps.recordPause(tx, false, now));
      }
    },
  };
}

export type TAutoPauseService = ReturnType<typeof autoPauseService>;
