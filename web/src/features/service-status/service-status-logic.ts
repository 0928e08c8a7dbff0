import type { TOrderType } from '@app/shared/enums';
import {
  effectiveServiceStatus,
  type TServiceStatus,
  type TServiceStatusChange,
  type TUpdateServiceStatus,
} from '@app/shared/service-status';
import { formatServiceTime } from '@/features/service-status/service-time';
import { tAdmin } from '@/i18n/i18n';
import { orderTypeLabel } from '@/lib/order-labels';

/** Which order types a pause covers: the incoming screen's three choices. */
export type TPauseTarget = 'BOTH' | TOrderType;
export const PAUSE_TARGETS: readonly TPauseTarget[] = ['BOTH', 'DELIVERY', 'TAKEAWAY'];
export const typesOf = (target: TPauseTarget): TOrderType[] =>
  target === 'BOTH' ? ['DELIVERY', 'TAKEAWAY'] : [target];

/** 'Delivery', 'Takeaway' or 'Delivery, Takeaway' in the current language. */
export function orderTypesText(types: readonly TOrderType[]): string {
  return types.map((type) => orderTypeLabel(type)).join(', ');
}

/** The state to send, ended parts cleared at `now` (the server refuses a busy end in the past). */
function current(status: TServiceStatus, now: Date): TUpdateServiceStatus {
  return effectiveServiceStatus(status, now);
}

/** Pause for `minutes` (or until `until`, the next opening) the order types of `target`; busy mode stays. */
export function pauseBody(
  status: TServiceStatus,
  target: TPauseTarget,
  end: { minutes: number } | { until: string },
  now = new Date(),
): TUpdateServiceStatus {
  const pausedUntil =
    'until' in end ? end.until : new Date(now.getTime() + end.minutes * 60_000).toISOString();
  return { ...current(status, now), pausedUntil, pausedOrderTypes: typesOf(target) };
}

export function resumeBody(status: TServiceStatus, now = new Date()): TUpdateServiceStatus {
  return { ...current(status, now), pausedUntil: null, pausedOrderTypes: [] };
}

/** Busy mode: `extraMinutes` more preparation for ASAP orders during the next `forMinutes`; the pause stays. */
export function busyBody(
  status: TServiceStatus,
  extraMinutes: number,
  forMinutes: number,
  now = new Date(),
): TUpdateServiceStatus {
  const extraUntil = new Date(now.getTime() + forMinutes * 60_000).toISOString();
  return { ...current(status, now), extraMinutes, extraUntil };
}

export function busyOffBody(status: TServiceStatus, now = new Date()): TUpdateServiceStatus {
  return { ...current(status, now), extraMinutes: 0, extraUntil: null };
}

/** 'Online orders paused until 19:45 (Delivery)'; null when nothing is paused. */
export function pausedBannerText(status: TServiceStatus, now = new Date()): string | null {
  const { pausedUntil, pausedOrderTypes } = effectiveServiceStatus(status, now);
  if (!pausedUntil) return null;
  return tAdmin('service.pausedBanner', {
    time: formatServiceTime(pausedUntil, now),
    types: orderTypesText(pausedOrderTypes),
  });
}

/** 'Busy: +15 min prep time until 20:30'; null when busy mode is off. */
export function busyBannerText(status: TServiceStatus, now = new Date()): string | null {
  const { extraMinutes, extraUntil } = effectiveServiceStatus(status, now);
  if (!extraUntil) return null;
  return tAdmin('service.busyBanner', { minutes: extraMinutes, time: formatServiceTime(extraUntil, now) });
}

/** What one change did, in a few words: 'Paused until 19:45 (Delivery)', 'Orders resumed', 'Busy mode +15 min until 20:30'. */
export function changeText(change: Pick<TServiceStatusChange, 'before' | 'after'>, now = new Date()): string {
  const { before, after } = change;
  const parts: string[] = [];
  const pauseChanged =
    before.pausedUntil !== after.pausedUntil ||
    before.pausedOrderTypes.join() !== after.pausedOrderTypes.join();
  if (pauseChanged) {
    parts.push(
      after.pausedUntil
        ? tAdmin('service.change.paused', {
            time: formatServiceTime(after.pausedUntil, now),
            types: orderTypesText(after.pausedOrderTypes),
          })
        : tAdmin('service.change.resumed'),
    );
  }
  if (before.extraMinutes !== after.extraMinutes || before.extraUntil !== after.extraUntil) {
    parts.push(
      after.extraUntil
        ? tAdmin('service.change.busy', {
            minutes: after.extraMinutes,
            time: formatServiceTime(after.extraUntil, now),
          })
        : tAdmin('service.change.busyOff'),
    );
  }
  return parts.join(' · ');
}
