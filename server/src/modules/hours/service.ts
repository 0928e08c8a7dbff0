import type { TOrderType } from '@app/shared/enums';
import type { TLanguage } from '@app/shared/languages';
import { closedHoursMessage, formatNextOpen } from '@app/shared/local-time';
import {
  instantToZonedLocal,
  isOpenAt,
  nextOpeningAt,
  openInstantsOn,
  type TSchedule,
} from '@app/shared/opening-hours';
import type { TOrderRules } from '@app/shared/order-rules';
import type { TOrderSlots } from '@app/shared/order-slots';
import type { THoursStatus } from '@app/shared/orders';
import { asapLeadMinutes, pausedUntilFor, type TServiceStatus } from '@app/shared/service-status';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { AUTO_PAUSED_NO_PHONE_MESSAGE } from '../auto-pause';
import { scheduleOfRow, slotCapacityOf, type TRestaurantInfoService } from '../restaurant-info';
import {
  datesOf,
  hasRoom,
  localDate,
  MAX_SCHEDULE_DAYS,
  nextPossibleTime,
  possibleTimesOn,
  slotOf,
  type TSlotCounts,
  type TSlotRules,
} from './slots';

export const OPEN_MESSAGE = 'We’re open.';
export const CLOSED_MESSAGE = 'We’re closed at that time.';
export const PAUSED_MESSAGE = 'Online orders are paused for the moment.';
export const FULL_MESSAGE = 'This time is fully booked.';
/** An ASAP order on a day without any opening (a special closing day, a weekday off). */
export const CLOSED_TODAY_MESSAGE = 'We’re closed today.';
/** An ASAP order that would be due after closing or in a break (closing soon, closed now). */
export const ASAP_CLOSED_MESSAGE = 'We can’t take orders for as soon as possible right now.';
export const FULL_NEXT_MESSAGE = 'This time is fully booked. Next free time: {when}.';
export const TOO_SOON_MESSAGE = 'Choose a time at least {minutes} minutes from now.';
/** A switched-off order type (order settings), for the status and the refusal (code ORDER_TYPE_OFF). */
export const ORDER_TYPE_OFF_MESSAGE: Record<TOrderType, string> = {
  DELIVERY: 'We are not taking delivery orders at the moment.',
  TAKEAWAY: 'We are not taking takeaway orders at the moment.',
};

type TStoredServiceStatus = Omit<TServiceStatus, 'pausedUntil' | 'extraUntil'> & {
  pausedUntil: Date | string | null;
  extraUntil: Date | string | null;
};

/** Whether `hours` (see scheduleOfRow) are open at `at`, with the message the client shows. */
export function hoursStatus(hours: TSchedule | null, at: Date, timeZone: string): THoursStatus {
  if (!hours)
    return { openNow: false, message: 'Online ordering is not available yet.', windowOpensAt: null };
  if (isOpenAt(hours, at, timeZone)) return { openNow: true, message: OPEN_MESSAGE, windowOpensAt: null };
  const next = nextOpeningAt(hours, at, timeZone);
  return { openNow: false, message: CLOSED_MESSAGE, windowOpensAt: next ? next.toISOString() : null };
}

/**
 * An ASAP order's hours status: due at `due` (now plus the preparation time); when closed then, says why
 * for today: closed all day, or not now (closing soon, a break), with the next opening.
 */
export function asapHoursStatus(
  hours: TSchedule | null,
  due: Date,
  now: Date,
  timeZone: string,
): THoursStatus {
  const status = hoursStatus(hours, due, timeZone);
  if (status.openNow || !hours) return status;
  const closedAllDay = openInstantsOn(hours, localDate(now, timeZone), timeZone, 15).length === 0;
  return { ...status, message: closedAllDay ? CLOSED_TODAY_MESSAGE : ASAP_CLOSED_MESSAGE };
}

/**
 * Online orders of `orderType` paused at `now` (the service controls): closed, with the resume time (the
 * first open instant at or after the pause's end) as `windowOpensAt`; null when not paused. A pause is judged
 * at the moment of asking, whatever time the diner wants the order for.
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

/**
 * Throws 400 (code SLOT_FULL): the slot of the order's time has no room; names the next possible time
 * when there is one within two days.
 */
export function throwSlotFull(next: Date | null, timeZone: string, field?: string): never {
  const message = next ? FULL_NEXT_MESSAGE : FULL_MESSAGE;
  const when = (language?: TLanguage) => (next ? formatNextOpen(next, timeZone, language) : '');
  throw new AppError(400, message, {
    code: 'SLOT_FULL',
    values: next ? { when: when() } : undefined,
    ...(field
      ? { details: { [field]: message }, detailValues: next ? { [field]: { when: when() } } : undefined }
      : {}),
    localize: (language) => translate(language, message, next ? { when: when(language) } : undefined),
  });
}

/** Throws 400 (code TOO_SOON): a scheduled time closer than the preparation time. */
export function throwTooSoon(minutes: number, field: string): never {
  throw new AppError(400, TOO_SOON_MESSAGE, {
    code: 'TOO_SOON',
    values: { minutes },
    details: { [field]: TOO_SOON_MESSAGE },
    detailValues: { [field]: { minutes } },
  });
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
 * Throws 409 (code ORDER_TYPE_OFF): the restaurant does not take orders of this type (order settings);
 * for diners and for staff's phone orders alike.
 */
export function throwOrderTypeOff(orderType: TOrderType): never {
  throw new AppError(409, ORDER_TYPE_OFF_MESSAGE[orderType], {
    code: 'ORDER_TYPE_OFF',
    details: { orderType: ORDER_TYPE_OFF_MESSAGE[orderType] },
  });
}

/**
 * The slot rules of an order type at `now`: the schedule, the preparation time ahead (the order type's
 * ASAP minutes of the order settings, a delivery zone's extra minutes, plus busy mode's), the 30-day
 * horizon and the type's capacity with `counts`.
 */
export function slotRules(
  settings: {
    schedule: TSchedule | null;
    serviceStatus: TStoredServiceStatus | undefined;
    capacity: number | null;
    /** The order type's ASAP minutes (order settings), with a delivery zone's extra minutes. */
    asapMinutes: number;
  },
  now: Date,
  timeZone: string,
  counts: TSlotCounts = new Map(),
): TSlotRules {
  return {
    schedule: settings.schedule,
    timeZone,
    earliest: new Date(
      now.getTime() + asapLeadMinutes(settings.serviceStatus, now, settings.asapMinutes) * 60_000,
    ),
    latest: new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000),
    capacity: settings.capacity,
    counts,
  };
}

/** How far a full slot's search for the next free time looks (the counts read cover it). */
export const SLOT_SEARCH_MS = 2 * 86_400_000;

/**
 * The time an order for `at` gets under the capacity: `at` itself when its slot has room; for an ASAP
 * order the next possible time on the same date; otherwise refused, with the next possible time.
 */
export function takeSlot(
  rules: TSlotRules,
  at: Date,
  asap: boolean,
): { ok: true; at: Date } | { ok: false; next: Date | null } {
  if (hasRoom(rules, at)) return { ok: true, at };
  const next = nextPossibleTime(rules, at);
  if (asap && next && localDate(next, rules.timeZone) === localDate(at, rules.timeZone))
    return { ok: true, at: next };
  return { ok: false, next };
}

const NO_SLOTS: TOrderSlots = { date: null, dates: [], times: [], earliest: null };

/**
 * Opening hours of the current restaurant info with its special days, evaluated in the restaurant's
 * time zone; for orders (`status` with an order type) also the pause of the service controls and the
 * slot capacity. Reservations ignore pauses and capacity.
 */
export function hoursService(
  info: Pick<TRestaurantInfoService, 'stored'>,
  serviceStatus: { stored(): Promise<TStoredServiceStatus | undefined> },
  /** The restaurant's zone, read at each use: it is data and may change while the app runs. */
  zone: { readonly timeZone: string },
  slotCounts: (orderType: TOrderType, from: Date, to: Date) => Promise<TSlotCounts>,
  /** The order settings: ASAP minutes per order type and which types the restaurant takes. */
  orderRules: { rules(): Promise<TOrderRules> },
  /** The automatic pause (no incoming screen online), which the order placement refuses orders with too. */
  autoPause?: { autoPaused(now?: Date): Promise<boolean> },
) {
  async function read(orderType: TOrderType | undefined) {
    const [row, state, rules] = await Promise.all([
      info.stored(),
      serviceStatus.stored(),
      orderRules.rules(),
    ]);
    const capacity = row && orderType ? slotCapacityOf(row)[orderType] : null;
    // Without an order type, the sooner of the two: whatever one orders, it is not due before that.
    const asapMinutes = orderType
      ? rules.asapMinutes[orderType]
      : Math.min(rules.asapMinutes.DELIVERY, rules.asapMinutes.TAKEAWAY);
    const off = orderType
      ? !rules.orderTypes[orderType]
      : !rules.orderTypes.DELIVERY && !rules.orderTypes.TAKEAWAY;
    return { row, state, schedule: scheduleOfRow(row), capacity, asapMinutes, off };
  }

  /**
   * Whether an order of `orderType` for `at` would be taken now; `at` 'asap' judges an ASAP order
   * (due after the preparation time, moved to the next free time that day when its slot is full).
   */
  async function status(at: Date | 'asap', orderType?: TOrderType): Promise<THoursStatus> {
    const now = new Date();
    const { state, schedule, capacity, asapMinutes, off } = await read(orderType);
    if (off && orderType)
      return { openNow: false, message: ORDER_TYPE_OFF_MESSAGE[orderType], windowOpensAt: null };
    const paused = pausedStatus(state, schedule, orderType, now, zone.timeZone);
    if (paused) return paused;
    if (orderType && (await autoPause?.autoPaused(now)))
      return { openNow: false, message: AUTO_PAUSED_NO_PHONE_MESSAGE, windowOpensAt: null };
    const rules = slotRules({ schedule, serviceStatus: state, capacity, asapMinutes }, now, zone.timeZone);
    const when = at === 'asap' ? rules.earliest : at;
    const open =
      at === 'asap'
        ? asapHoursStatus(schedule, when, now, zone.timeZone)
        : hoursStatus(schedule, when, zone.timeZone);
    if (!open.openNow || !orderType || capacity === null) return open;
    const from = new Date(slotOf(when.getTime()));
    const counts = await slotCounts(orderType, from, new Date(from.getTime() + SLOT_SEARCH_MS));
    const slot = takeSlot({ ...rules, counts }, when, at === 'asap');
    return slot.ok
      ? open
      : { openNow: false, message: FULL_MESSAGE, windowOpensAt: slot.next?.toISOString() ?? null };
  }

  /** The times the checkout offers for `orderType` on `date` (see ZOrderSlotsSchema). */
  async function orderSlots(orderType: TOrderType, date?: string): Promise<TOrderSlots> {
    const now = new Date();
    const { state, schedule, capacity, asapMinutes, off } = await read(orderType);
    if (!schedule || off || pausedUntilFor(state, orderType, now)) return NO_SLOTS;
    if (await autoPause?.autoPaused(now)) return NO_SLOTS;
    let rules = slotRules({ schedule, serviceStatus: state, capacity, asapMinutes }, now, zone.timeZone);
    if (capacity !== null) {
      const counts = await slotCounts(orderType, new Date(slotOf(rules.earliest.getTime())), rules.latest);
      rules = { ...rules, counts };
    }
    const byDate = new Map(datesOf(rules).map((d) => [d, possibleTimesOn(rules, d)] as const));
    const dates = [...byDate].filter(([, times]) => times.length > 0).map(([d]) => d);
    const chosen = date ?? dates[0] ?? null;
    const times = chosen ? (byDate.get(chosen) ?? []) : [];
    const first = dates[0] ? byDate.get(dates[0])?.[0] : undefined;
    return {
      date: chosen,
      dates,
      // An autumn night's hour shows twice on the clock: offered once (its first occurrence).
      times: [...new Set(times.map((at) => instantToZonedLocal(at, zone.timeZone).slice(11, 16)))],
      earliest: first ? instantToZonedLocal(first, zone.timeZone).slice(0, 16) : null,
    };
  }

  return {
    status,
    orderSlots,
    /** Throws 400 with the message the client shows: the reason plus ' Next open: …' when known. */
    async assertOpen(at: Date, field?: string): Promise<void> {
      assertOpenIn(scheduleOfRow(await info.stored()), at, zone.timeZone, field);
    },
  };
}

export type THoursService = ReturnType<typeof hoursService>;
