import type { TAlerts } from '@app/shared/admin-orders';

/**
 * The badge number (spec section 2): everything that waits for a decision on the incoming screen, with
 * the orders whose tickets have waited for a network printer longer than two minutes. Not the unseen
 * counts: the incoming screen marks each card seen as it shows it, which emptied the badge while seven
 * orders still waited to be confirmed. The unseen counts still ring (anyCountRose).
 */
export function totalAlerts(alerts: TAlerts | undefined): number {
  if (!alerts) return 0;
  return alerts.waiting + alerts.printerProblems;
}

/** Spec section 4: a sound when any count rises. The first answer is a baseline, not a rise. */
export function anyCountRose(previous: TAlerts | undefined, next: TAlerts): boolean {
  if (!previous) return false;
  return (
    next.ordersNew > previous.ordersNew ||
    next.buffetOrdersNew > previous.buffetOrdersNew ||
    next.reservationsRequested > previous.reservationsRequested ||
    next.printerProblems > previous.printerProblems
  );
}
