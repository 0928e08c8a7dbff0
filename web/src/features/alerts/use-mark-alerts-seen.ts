import { ALERT_KINDS, type TAlertKind } from '@app/shared/order-kind';
import { useEffect, useRef } from 'react';
import { markAlertsSeen } from './api/mark-alerts-seen';
import { requestAlertsRefresh } from './use-alerts';

/**
 * The badge's "seen" call, made when its screen is opened: the badge counts what nobody has looked at,
 * and a kitchen expects it to clear once the incoming screen is up, not to keep counting orders that are
 * in front of them. So once per visit, as soon as the screen has its first list (`ready`), every kind the
 * screen lists is marked seen (whatever the filter toggles show: the screen rings for hidden cards too),
 * and the badge refreshes 0.8 s later (spec section 4). Not on a badge click alone: that would silence
 * orders nobody has seen yet. An order arriving between the list and this call is still shown and rings
 * here at the next poll, since ringing follows the list, not the badge. A failure is ignored: the per-card
 * seen calls clear the badge too.
 */
export function useMarkAlertsSeenOnOpen(ready: boolean, kinds: readonly TAlertKind[] = ALERT_KINDS): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    markAlertsSeen(kinds).then(requestAlertsRefresh, () => {});
  }, [ready, kinds]);
}
