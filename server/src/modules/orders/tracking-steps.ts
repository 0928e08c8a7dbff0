import type { TOrderStatus, TOrderType } from '@app/shared/enums';
import type { TTrackingStep, TTrackingStepKey } from '@app/shared/tracked-order';

/** How far along each status is on the diner's way (CANCELLED ends it instead). */
const RANK: Record<Exclude<TOrderStatus, 'CANCELLED'>, number> = {
  NEW: 0,
  CONFIRMED: 1,
  PREPARING: 2,
  ON_THE_WAY: 3,
  DELIVERED: 4,
};

/**
 * The progress steps of an order for its diner: received, confirmed, preparing, on the way (a delivery)
 * or ready (a pickup: the spec's ON_THE_WAY status), delivered; each with when the order entered it (the
 * status history, the latest entry) or null while ahead. A step staff skipped (confirmed, then delivered)
 * is passed at the time of the next step reached. A cancelled order shows the steps it reached, then
 * CANCELLED with its time.
 *
 * The kitchen display's "ready" (`readyAt`: every station finished the order) counts too: a pickup is
 * ready from then on, before staff touch its status; a delivery shows READY ("on its way soon") between
 * PREPARING and ON_THE_WAY until it leaves, and not after (it is on its way by then). A recall before
 * the hand-out clears `readyAt`, and the step is ahead again.
 */
export function trackingSteps(
  order: { status: TOrderStatus; orderType: TOrderType; createdAt: Date; readyAt: Date | null },
  history: readonly { status: string; at: Date }[],
): TTrackingStep[] {
  const enteredAt = new Map<string, Date>();
  for (const entry of history) enteredAt.set(entry.status, entry.at);
  const pickup = order.orderType === 'TAKEAWAY';
  const handover: TTrackingStepKey = pickup ? 'READY' : 'ON_THE_WAY';
  const way: { key: TTrackingStepKey; status: Exclude<TOrderStatus, 'CANCELLED'> }[] = [
    { key: 'RECEIVED', status: 'NEW' },
    { key: 'CONFIRMED', status: 'CONFIRMED' },
    { key: 'PREPARING', status: 'PREPARING' },
    { key: handover, status: 'ON_THE_WAY' },
    { key: 'DELIVERED', status: 'DELIVERED' },
  ];
  const timeOf = (step: { key: TTrackingStepKey; status: string }) => {
    if (step.status === 'NEW') return order.createdAt;
    // A pickup is ready when the kitchen finished it, even if staff mark it later (or never).
    if (step.key === 'READY' && order.readyAt) return order.readyAt;
    return enteredAt.get(step.status) ?? null;
  };

  if (order.status === 'CANCELLED') {
    const reached = way.filter((step) => timeOf(step) !== null);
    return [
      ...reached.map((step) => ({ key: step.key, at: timeOf(step)?.toISOString() ?? null })),
      { key: 'CANCELLED', at: enteredAt.get('CANCELLED')?.toISOString() ?? null },
    ];
  }
  let current = RANK[order.status];
  if (pickup && order.readyAt) current = Math.max(current, RANK.ON_THE_WAY);
  const steps: TTrackingStep[] = [];
  let later: Date | null = null;
  // From the last step back, so a skipped step takes the time of the next one reached.
  for (const step of [...way].reverse()) {
    if (RANK[step.status] > current) {
      steps.unshift({ key: step.key, at: null });
      continue;
    }
    const at: Date | null = timeOf(step) ?? later;
    later = at;
    steps.unshift({ key: step.key, at: at?.toISOString() ?? null });
  }
  if (!pickup && order.readyAt && current < RANK.ON_THE_WAY) {
    const onTheWay = steps.findIndex((step) => step.key === 'ON_THE_WAY');
    steps.splice(onTheWay, 0, { key: 'READY', at: order.readyAt.toISOString() });
  }
  return steps;
}
