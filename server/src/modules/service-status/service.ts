import { ORDER_TYPES } from '@app/shared/enums';
import { nextServiceStartAt, parseClientDateTime } from '@app/shared/opening-hours';
import {
  EXTRA_MINUTES_STEP,
  effectiveServiceStatus,
  MAX_BUSY_MS,
  MAX_PAUSE_MS,
  type TServiceStatus,
  type TServiceStatusView,
  type TUpdateServiceStatus,
} from '@app/shared/service-status';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import type { TAutoPauseService } from '../auto-pause';
import { recordServiceChange } from '../change-log';
import { scheduleOfRow, type TRestaurantInfoService } from '../restaurant-info';
import { serviceStatusRepository, type TServiceStatusRow } from './repository';

/** How many changes the back office lists. */
export const HISTORY_LENGTH = 10;

export const MSG_INVALID_TIME = 'Enter a valid date and time.';
export const MSG_PAUSE_FUTURE = 'A pause must end in the future.';
export const MSG_PAUSE_TOO_LONG = 'A pause can last at most 24 hours, or until the next opening.';
export const MSG_PAUSE_TYPES = 'Choose delivery, takeaway or both.';
export const MSG_EXTRA_STEP = 'Extra minutes go from 0 to 120 in steps of 5.';
export const MSG_BUSY_END = 'Busy mode must end in the future, within 12 hours.';

/**
 * The service controls: pause online orders, busy mode. Kept in one row; its writes move the
 * order path's 'order-settings' version, so orders see a change at once without reading it per order.
 */
export function serviceStatusService(
  db: TDb,
  deps: {
    timeZone: string;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    /** The automatic pause (no screen online); left out (a test's own service): never paused by itself. */
    autoPause?: Pick<TAutoPauseService, 'autoPaused'>;
  },
) {
  const repo = serviceStatusRepository(db);
  const { restaurantInfo } = deps;
  const autoPausedAt = async (now: Date) => (deps.autoPause ? deps.autoPause.autoPaused(now) : false);

  async function nextOpening(now: Date): Promise<Date | null> {
    const hours = scheduleOfRow(await restaurantInfo.stored());
    return hours ? nextServiceStartAt(hours, now, deps.timeZone) : null;
  }

  /** The body's state, checked at `now`: every wrong field named in one 400, nothing written. */
  function validate(input: TUpdateServiceStatus, now: Date, nextOpeningAt: Date | null): TServiceStatusRow {
    const details: Record<string, string> = {};
    const instant = (field: 'pausedUntil' | 'extraUntil', text: string | null) => {
      if (text === null || text.trim() === '') return null;
      const at = parseClientDateTime(text.trim(), deps.timeZone);
      if (!at) details[field] = MSG_INVALID_TIME;
      return at;
    };
    const pausedUntil = instant('pausedUntil', input.pausedUntil);
    const extraUntil = input.extraMinutes > 0 ? instant('extraUntil', input.extraUntil) : null;
    const types = ORDER_TYPES.filter((type) => input.pausedOrderTypes.includes(type));

    if (pausedUntil) {
      const longest = Math.max(now.getTime() + MAX_PAUSE_MS, nextOpeningAt?.getTime() ?? 0);
      if (pausedUntil.getTime() <= now.getTime()) details.pausedUntil = MSG_PAUSE_FUTURE;
      else if (pausedUntil.getTime() > longest) details.pausedUntil = MSG_PAUSE_TOO_LONG;
      if (types.length === 0) details.pausedOrderTypes = MSG_PAUSE_TYPES;
    }
    if (input.extraMinutes % EXTRA_MINUTES_STEP !== 0) details.extraMinutes = MSG_EXTRA_STEP;
    if (input.extraMinutes > 0 && !details.extraUntil) {
      const ok =
        extraUntil !== null &&
        extraUntil.getTime() > now.getTime() &&
        extraUntil.getTime() <= now.getTime() + MAX_BUSY_MS;
      if (!ok) details.extraUntil = MSG_BUSY_END;
    }
    const [first] = Object.values(details);
    if (first)
      throw new AppError(400, Object.keys(details).length > 1 ? FIELD_ERRORS_MESSAGE : first, { details });
    return {
      pausedUntil,
      pausedOrderTypes: pausedUntil ? types : [],
      extraMinutes: extraUntil ? input.extraMinutes : 0,
      extraUntil,
    };
  }

  async function view(now: Date): Promise<TServiceStatusView> {
    const [row, history, nextOpeningAt, autoPaused] = await Promise.all([
      repo.get(),
      repo.history(HISTORY_LENGTH),
      nextOpening(now),
      autoPausedAt(now),
    ]);
    return {
      ...effectiveServiceStatus(row, now),
      autoPaused,
      nextOpeningAt: nextOpeningAt?.toISOString() ?? null,
      history: history.map((change) => ({
        at: change.changedAt.toISOString(),
        by: change.changedBy,
        before: change.before as TServiceStatus,
        after: change.after as TServiceStatus,
      })),
    };
  }

  return {
    /** The stored row as the order path and hours status judge it (against their own clock). */
    stored: () => repo.get(),
    view: (now = new Date()) => view(now),

    /** The public status with the automatic pause, as the menu and home pages show it. */
    async publicStatus(now = new Date()): Promise<TServiceStatus> {
      const [row, autoPaused] = await Promise.all([repo.get(), autoPausedAt(now)]);
      return { ...effectiveServiceStatus(row, now), autoPaused };
    },

    /**
     * Logs the automatic pause's start or end by "system" in the change log, in the caller's
     * transaction (the unseen-orders sweep records the pause with it, once).
     */
    async recordAutoPause(tx: TTx, autoPaused: boolean, now: Date): Promise<void> {
      const status = effectiveServiceStatus(await repo.get(), now);
      await recordServiceChange(tx, 'service-status', {
        by: 'system',
        before: { ...status, autoPaused: !autoPaused },
        after: { ...status, autoPaused },
      });
    },

    /** Replaces the state; records who changed what when anything changed. */
    async update(input: TUpdateServiceStatus, by: string, now = new Date()): Promise<TServiceStatusView> {
      const values = validate(input, now, await nextOpening(now));
      const after = effectiveServiceStatus(values, now);
      await repo.update((stored) => {
        const before = effectiveServiceStatus(stored, now);
        if (JSON.stringify(before) === JSON.stringify(after)) return null;
        return { values, record: { by, before, after } };
      });
      return view(now);
    },
  };
}

export type TServiceStatusService = ReturnType<typeof serviceStatusService>;
