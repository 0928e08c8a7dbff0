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
 */
export function trackingSteps(
  order: { status: TOrderStatus; orderType: TOrderType; createdAt: Date },
  history: readonly { status: string; at: Date }[],
): TTrackingStep[] {
  const enteredAt = new Map<string, Date>();
  for (const entry of history) enteredAt.set(entry.status, entry.at);
  const handover: TTrackingStepKey = order.orderType === 'DELIVERY' ? 'ON_THE_WAY' : 'READY';
  const way: { key: TTrackingStepKey; status: Exclude<TOrderStatus, 'CANCELLED'> }[] = [
    { key: 'RECEIVED', status: 'NEW' },
    { key: 'CONFIRMED', status: 'CONFIRMED' },
    { key: 'PREPARING', status: 'PREPARING' },
    { key: handover, status: 'ON_THE_WAY' },
    { key: 'DELIVERED', status: 'DELIVERED' },
  ];
  const timeOf = (status: string) => (status === 'NEW' ? order.createdAt : (enteredAt.get(status) ?? null));

  if (order.status === 'CANCELLED') {
    const reached = way.filter((step) => timeOf(step.status) !== null);
    return [
      ...reached.map((step) => ({ key: step.key, at: timeOf(step.status)?.toISOString() ?? null })),
      { key: 'CANCELLED', at: enteredAt.get('CANCELLED')?.toISOString() ?? null },
    ];
  }
  const current = RANK[order.status];
  const steps: TTrackingStep[] = [];
  let later: Date | null = null;
  // From the last step back, so a skipped step takes the time of the next one reached.
  for (const step of [...way].reverse()) {
    if (RANK[step.status] > current) {
      steps.unshift({ key: step.key, at: null });
      continue;
    }
    const at: Date | null = timeOf(step.status) ?? later;
    later = at;
    steps.unshift({ key: step.key, at: at?.toISOString() ?? null });
  }
  return steps;
}
