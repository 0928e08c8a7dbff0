import type { TOrderType } from '@app/shared/enums';
import type { TLanguage } from '@app/shared/languages';
import { closedHoursMessage } from '@app/shared/local-time';
import { isOpenAt, nextOpeningAt, parseOpeningHoursText, type TSchedule } from '@app/shared/opening-hours';
import type { THoursStatus } from '@app/shared/orders';
import { pausedUntilFor, type TServiceStatus } from '@app/shared/service-status';
import { scheduleOf, type TSpecialDay } from '@app/shared/special-days';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import type { TRestaurantInfoService } from '../restaurant-info/service';

export const OPEN_MESSAGE = 'We’re open.';
export const CLOSED_MESSAGE = 'We’re closed at that time.';
export const PAUSED_MESSAGE = 'Online orders are paused for the moment.';

type TStoredServiceStatus = Omit<TServiceStatus, 'pausedUntil' | 'extraUntil'> & {
  pausedUntil: Date | string | null;
  extraUntil: Date | string | null;
};

/**
 * The schedule of a restaurant info row: its opening-hours text with its special days (issue 18); null
 * without a row or with unreadable hours.
 */
export function scheduleOfRow(
  row: { openingHours: string; specialDays?: readonly TSpecialDay[] } | undefined,
): TSchedule | null {
  if (!row) return null;
  const parsed = parseOpeningHoursText(row.openingHours);
  return parsed.ok ? scheduleOf(parsed.week, row.specialDays) : null;
}

/** Whether `hours` (see scheduleOfRow) are open at `at`, with the message the client shows. */
export function hoursStatus(hours: TSchedule | null, at: Date, timeZone: string): THoursStatus {
  if (!hours)
    return { openNow: false, message: 'Online ordering is not available yet.', windowOpensAt: null };
  if (isOpenAt(hours, at, timeZone)) return { openNow: true, message: OPEN_MESSAGE, windowOpensAt: null };
  const next = nextOpeningAt(hours, at, timeZone);
  return { openNow: false, message: CLOSED_MESSAGE, windowOpensAt: next ? next.toISOString() : null };
}

/**
 * Online orders of `orderType` paused at `now` (issue 18): closed, with the resume time (the first open
 * instant at or after the pause's end) as `windowOpensAt`; null when not paused. A pause is judged at
 * the moment of asking, whatever time the diner wants the order for.
 */
export function pausedStatus(
  state: TStoredServiceStatus | undefined,
  hours: TSchedule | null,
  orderType: TOrderType | undefined,
  now: Date,
  timeZone: string,
): THoursStatus | null {
  const until = pausedUntilFor(state, orderType, now);
  if (!until) return null;
  const resume = hours ? (nextOpeningAt(hours, until, timeZone) ?? until) : until;
  return { openNow: false, message: PAUSED_MESSAGE, windowOpensAt: resume.toISOString() };
}

/** Throws 400 (code CLOSED) with the hours status' message plus ' Next open: …' when known. */
export function throwClosed(result: THoursStatus, timeZone: string, field?: string): never {
  const message = closedHoursMessage(result.message, result.windowOpensAt, timeZone);
  throw new AppError(400, message, {
    code: 'CLOSED',
    ...(field ? { details: { [field]: message } } : {}),
    localize: (language) => localizedHoursMessage(result, timeZone, language),
  });
}

/** Throws 400 with the message the client shows: the reason plus ' Next open: …' when known. */
export function assertOpenIn(hours: TSchedule | null, at: Date, timeZone: string, field?: string): void {
  const result = hoursStatus(hours, at, timeZone);
  if (result.openNow) return;
  throwClosed(result, timeZone, field);
}

/** The hours status message in `language` ('Wir haben zu dieser Zeit geschlossen. Nächste Öffnung: …'). */
export function localizedHoursMessage(
  status: Pick<THoursStatus, 'message' | 'windowOpensAt'>,
  timeZone: string,
  language: TLanguage,
): string {
  return closedHoursMessage(translate(language, status.message), status.windowOpensAt, timeZone, {
    language,
    nextOpen: (when) => translate(language, 'hours.nextOpen', { when }),
  });
}

/**
 * Opening hours of the current restaurant info, evaluated in the restaurant's time zone; for orders
 * (`status` with an order type) also the pause of the service controls. Reservations ignore pauses.
 */
export function hoursService(
  info: Pick<TRestaurantInfoService, 'stored'>,
  serviceStatus: { stored(): Promise<TStoredServiceStatus | undefined> },
  timeZone: string,
) {
  async function status(at: Date, orderType?: TOrderType): Promise<THoursStatus> {
    const [row, state] = await Promise.all([info.stored(), serviceStatus.stored()]);
    const hours = scheduleOfRow(row);
    return pausedStatus(state, hours, orderType, new Date(), timeZone) ?? hoursStatus(hours, at, timeZone);
  }

  return {
    status,
    /** Throws 400 with the message the client shows: the reason plus ' Next open: …' when known. */
    async assertOpen(at: Date, field?: string): Promise<void> {
      assertOpenIn(scheduleOfRow(await info.stored()), at, timeZone, field);
    },
  };
}

export type THoursService = ReturnType<typeof hoursService>;
