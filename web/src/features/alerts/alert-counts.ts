import type { TAlerts } from '@app/shared/admin-orders';

/**
 * The badge number (spec section 2): all new alerts together, with the orders whose tickets have waited
 * for a network printer longer than two minutes.
 */
export function totalAlerts(alerts: TAlerts | undefined): number {
  if (!alerts) return 0;
  return alerts.ordersNew + alerts.buffetOrdersNew + alerts.reservationsRequested + alerts.printerProblems;
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
